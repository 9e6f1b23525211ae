import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ChatSettings, NewChats } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { conflictChatSettingsOf, useChatSettings, useExclusionsActions } from '../../../data/exclusions.ts';
import { serverTextOf } from '../../../data/profile.ts';
import { visibleText } from '../../../format/text.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { alert, muted, row, stack, status as statusClass } from '../../layout/SettingsPage.css.ts';
import type { Outcome } from '../../layout/useRecordWrite.ts';
import { idAfter } from '../../tags/tagTree.ts';

const NOBODY = 'nobody';
const NEW_CHATS_CHOICES: readonly NewChats[] = ['all', 'known_authors', 'none'];
const keyOf = (assignee: { type: string; id: number } | null): string => (assignee ? `${assignee.type}:${assignee.id}` : NOBODY);

// accounts/{id}/chats (spec §2.4 account-chats-page; docs/exclusions.md "Chats"): which new chats of the account come
// in (every one, only from people who already commented on the account, or none) and who gets a new one (nobody, a
// member or a user group). Saved with the version it was read at; a save begun before another's shows theirs.
export function AccountChatsScreen() {
  const { t } = useTranslation(['accounts', 'shell']);
  const [location] = useLocation();
  const id = idAfter(location, 'accounts') ?? 0;
  const settings = useChatSettings(id);
  const state = settingsPageState([settings], (error) => serverTextOf(error) ?? t('accounts:exclusions.loadFailed'));
  const page = t('shell:titles.accountChatsPage');
  const data = settings.data;
  // Kept above the form: a conflict starts the form again from theirs (its key is the version), the message stays.
  const [outcome, setOutcome] = useState<Outcome>(null);
  return (
    <SettingsPage title={data ? t('accounts:exclusions.titleOf', { page, account: data.account.name }) : page} state={state}>
      {data ? (
        <ChatSettingsForm
          key={data.version}
          settings={data}
          onSaved={(answer) => settings.mutate(answer, { revalidate: false })}
          setOutcome={setOutcome}
        />
      ) : null}
      {data ? (
        <p role={outcome?.ok === false ? 'alert' : 'status'} className={outcome?.ok === false ? alert : statusClass}>
          {outcome?.text}
        </p>
      ) : null}
    </SettingsPage>
  );
}

function ChatSettingsForm(props: {
  settings: ChatSettings;
  onSaved: (answer: ChatSettings) => unknown;
  setOutcome: (outcome: Outcome) => void;
}) {
  const { settings, onSaved, setOutcome } = props;
  const { t } = useTranslation('accounts', { keyPrefix: 'exclusions' });
  const { saveChatSettings } = useExclusionsActions();
  const [newChats, setNewChats] = useState<NewChats>(settings.new_chats);
  const [assignee, setAssignee] = useState(keyOf(settings.assignee));
  const [busy, setBusy] = useState(false);
  const id = settings.account.id;
  const chosen = settings.choices.find((choice) => keyOf(choice) === assignee);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const body = {
        new_chats: newChats,
        assignee: chosen && chosen.type !== 'department' ? { type: chosen.type, id: chosen.id } : null,
        seen: settings.version,
      };
      await onSaved(await saveChatSettings(id, body));
      setOutcome({ ok: true, text: t('saved') });
    } catch (failure) {
      const current = conflictChatSettingsOf(failure);
      setOutcome({ ok: false, text: serverTextOf(failure) ?? t('saveFailed') });
      if (current) await onSaved(current);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={stack}>
      <Link href={`/settings/accounts/${id}`}>{t('back', { account: settings.account.name })}</Link>
      <Card as="section" aria-label={t('chats.title')}>
        <Form className={stack} onSubmit={(event) => void submit(event)}>
          <p className={muted}>{t('chats.about')}</p>
          <Select
            label={t('chats.newChats')}
            options={NEW_CHATS_CHOICES.map((choice) => ({ id: choice, label: t(`chats.newChatsChoices.${choice}`) }))}
            value={newChats}
            onChange={setNewChats}
          />
          <Select
            label={t('chats.assignee')}
            description={t('chats.assigneeHint')}
            options={[
              { id: NOBODY, label: t('chats.nobody') },
              ...settings.choices
                .filter((choice) => choice.type !== 'department')
                .map((choice) => ({
                  id: keyOf(choice),
                  label: t(choice.type === 'user' ? 'chats.member' : 'chats.group', { name: visibleText(choice.name) }),
                })),
            ]}
            value={assignee}
            onChange={setAssignee}
          />
          <div className={row}>
            <Button type="submit" isPending={busy}>
              {t('chats.save')}
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
