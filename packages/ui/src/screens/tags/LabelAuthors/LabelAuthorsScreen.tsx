import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Avatar } from '../../../components/Avatar/Avatar.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { NetworkIcon } from '../../../components/NetworkIcon/NetworkIcon.tsx';
import { serverTextOf } from '../../../data/profile.ts';
import { useLabelAuthors, useTagSettingsActions } from '../../../data/tagSettings.ts';
import { visibleText } from '../../../format/text.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { alert, muted, sectionTitle, stack, status as statusClass } from '../../layout/SettingsPage.css.ts';
import { actions as actionsClass, grow, list, listRow } from '../../workspaceSettings/workspaceSettings.css.ts';
import type { Outcome } from '../../layout/useRecordWrite.ts';
import { idAfter } from '../tagTree.ts';

// /settings/labels/{id}/authors (spec §2.4 label-authors-page): the authors carrying a label, each removable from
// here (the author and their comments stay). Names come from the networks: shown as text, hidden characters visible.
export function LabelAuthorsScreen() {
  const { t } = useTranslation(['tags', 'shell']);
  const [location] = useLocation();
  const id = idAfter(location, 'labels') ?? 0;
  const authors = useLabelAuthors(id);
  const actions = useTagSettingsActions();
  const [busy, setBusy] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const state = settingsPageState([authors], (error) => serverTextOf(error) ?? t('tags:labelsLoadFailed'));
  const data = authors.data;
  const remove = async (authorId: number, name: string) => {
    setBusy(authorId);
    setOutcome(null);
    try {
      await authors.mutate(await actions.removeLabelAuthor(id, authorId), { revalidate: false });
      setOutcome({ ok: true, text: t('tags:labels.removed', { name }) });
    } catch (failure) {
      setOutcome({ ok: false, text: serverTextOf(failure) ?? t('tags:saveFailed') });
    } finally {
      setBusy(null);
    }
  };
  return (
    <SettingsPage title={t('shell:titles.labelAuthorsPage')} state={state}>
      {data ? (
        <Card as="section" aria-labelledby="label-authors">
          <div className={stack}>
            <h2 id="label-authors" className={sectionTitle}>
              {t('tags:labels.authorsOf', { name: data.label.name })}
            </h2>
            {data.items.length === 0 ? <p className={muted}>{t('tags:labels.noAuthors')}</p> : null}
            <ul className={list}>
              {data.items.map((author) => {
                const name = visibleText(author.name);
                return (
                  <li key={author.id} className={listRow}>
                    <Avatar name={author.name} seed={author.id} size="sm" />
                    <NetworkIcon provider={author.provider} size={16} />
                    <span className={grow}>{name}</span>
                    <span className={actionsClass}>
                      <Button
                        variant="secondary"
                        aria-label={t('tags:labels.remove', { label: data.label.name, name })}
                        isPending={busy === author.id}
                        isDisabled={busy !== null && busy !== author.id}
                        onPress={() => void remove(author.id, name)}
                      >
                        {t('tags:labels.removeShort')}
                      </Button>
                    </span>
                  </li>
                );
              })}
            </ul>
            <p role={outcome?.ok === false ? 'alert' : 'status'} className={outcome?.ok === false ? alert : statusClass}>
              {outcome?.text}
            </p>
            <Link href={`/settings/labels/${id}`}>{data.label.name}</Link>
          </div>
        </Card>
      ) : null}
    </SettingsPage>
  );
}
