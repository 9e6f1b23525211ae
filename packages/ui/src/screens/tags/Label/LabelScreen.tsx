import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { LABEL_NAME_MAX, STATUS_COLORS, type LabelSeen, type ManagedLabel } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { serverTextOf } from '../../../data/profile.ts';
import { conflictLabelOf, useManagedLabels, useTagSettingsActions } from '../../../data/tagSettings.ts';
import { ConfirmDialog } from '../../layout/ConfirmDialog.tsx';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { stack } from '../../layout/SettingsPage.css.ts';
import { useManagedSpaceId } from '../../layout/managedSpace.ts';
import { TagFormView, type TagFormValues } from '../TagFormView.tsx';
import { idAfter } from '../tagTree.ts';
import { useRecordWrite } from '../../layout/useRecordWrite.ts';
import { useSeenAfterConflict } from '../../layout/useSeenAfterConflict.ts';

const seenOf = (label: ManagedLabel): LabelSeen => ({ name: label.name, color: label.color });

// /settings/labels/new and /settings/labels/{id} (spec §2.4 label-new-page, label-page): name and colour; an existing
// label is deleted here, saying first how many authors lose it.
export function LabelScreen() {
  const { t } = useTranslation(['tags', 'shell']);
  const [location, navigate] = useLocation();
  const id = idAfter(location, 'labels');
  const spaceId = useManagedSpaceId();
  const labels = useManagedLabels(spaceId);
  const actions = useTagSettingsActions();
  const { busy, outcome, setOutcome, run } = useRecordWrite('tags');
  const [confirming, setConfirming] = useState(false);
  // After a refusal as changed meanwhile: the label as the other administrator left it, sent as the next save's `seen`.
  const knowing = useSeenAfterConflict(seenOf, conflictLabelOf);
  const label = id === null ? null : (labels.data?.items.find((one) => one.id === id) ?? null);
  const title = t(id === null ? 'shell:titles.labelNewPage' : 'shell:titles.labelPage');
  const state =
    labels.data && id !== null && !label
      ? { status: 'error' as const, message: t('tags:labelsLoadFailed'), onRetry: () => void labels.mutate() }
      : settingsPageState([labels], (error) => serverTextOf(error) ?? t('tags:labelsLoadFailed'));
  if (!labels.data || spaceId === null || (id !== null && !label)) return <SettingsPage title={title} state={state} />;
  const submit = ({ name, color }: TagFormValues) => {
    if (!label) {
      void run(
        'save',
        () => actions.createLabel({ space_id: spaceId, name, color }),
        () => navigate('/settings/labels'),
      );
      return;
    }
    void run('save', () => knowing.save(label, (seen) => actions.updateLabel(label.id, { name, color, seen })));
  };
  return (
    <SettingsPage title={title} state={state}>
      <Card as="section" aria-label={label?.name ?? title}>
        <div className={stack}>
          <TagFormView
            key={label?.id ?? 'new'}
            initial={{ name: label?.name ?? '', color: label?.color ?? STATUS_COLORS[5], group_id: null, parent_id: null }}
            colors={STATUS_COLORS}
            maxLength={LABEL_NAME_MAX}
            submitLabel={t(label ? 'tags:form.save' : 'tags:form.create')}
            busy={busy === 'save'}
            outcome={confirming ? null : outcome}
            onSubmit={submit}
            extra={
              label ? (
                <Button variant="danger" isDisabled={busy !== null} onPress={() => setConfirming(true)}>
                  {t('tags:form.delete')}
                </Button>
              ) : null
            }
          />
          {label ? (
            <Link href={`/settings/labels/${label.id}/authors`}>
              {t('tags:labels.authorsCount', { count: label.authors_count })}
            </Link>
          ) : null}
          <Link href="/settings/labels">{t('tags:form.back')}</Link>
        </div>
      </Card>
      {label ? (
        <ConfirmDialog
          title={confirming ? t('tags:labels.delete.title', { name: label.name }) : null}
          text={t('tags:labels.delete.text', { count: label.authors_count })}
          confirmLabel={t('tags:form.delete')}
          cancelLabel={t('tags:form.cancel')}
          pending={busy === 'delete'}
          error={outcome?.ok === false ? outcome.text : null}
          onConfirm={() =>
            void run(
              'delete',
              () => actions.deleteLabel(label.id),
              () => navigate('/settings/labels'),
            )
          }
          onClose={() => {
            setConfirming(false);
            setOutcome(null);
          }}
        />
      ) : null}
    </SettingsPage>
  );
}
