import { useTranslation } from 'react-i18next';
import type { MailSenderResponse, MailSenderSeen, MailSenderUpdate } from '@console/api/contract';
import { serverTextOf } from '../../../data/profile.ts';
import { conflictSenderOf, useMailSender, useSaveMailSender } from '../../../data/workspace.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { stack } from '../../layout/SettingsPage.css.ts';
import { useSeenAfterConflict } from '../../layout/useSeenAfterConflict.ts';
import { useSaveState } from '../../profile/Profile/useSaveState.ts';
import { useWorkspaceChoice } from '../useWorkspaceChoice.tsx';
import { MailSenderForm } from './MailSenderForm.tsx';

/** What the form writes, sent as `seen` (docs/error-types.md conflict); null: the workspace had no sender. */
const seenOf = ({ sender }: MailSenderResponse): MailSenderSeen =>
  sender ? { name: sender.name, address: sender.address, reply_to: sender.reply_to } : null;

// /settings/email (spec §2.4 "email", dropdown "email sending"): the workspace's outgoing mail.
export function MailSenderScreen() {
  const { t } = useTranslation(['common', 'workspace', 'shell']);
  const { config, space, chooser } = useWorkspaceChoice();
  const sender = useMailSender(space?.id ?? null);
  const saveSender = useSaveMailSender(space?.id ?? 0);
  const save = useSaveState();
  // The sender the form began from, sent as `seen` (docs/error-types.md conflict); a refetch while editing (focus,
  // another tab) must not move it, or another administrator's save in between would be silently written over.
  const knowing = useSeenAfterConflict(seenOf, conflictSenderOf);
  const spaceId = space?.id ?? null;
  if (sender.data && spaceId !== null) knowing.keep(spaceId, sender.data);
  const onSave = (value: MailSenderUpdate) =>
    void save.run(() =>
      knowing.save(sender.data!, (seen) => saveSender({ ...value, seen }), { of: spaceId, saved: (answer) => answer }),
    );
  const state = settingsPageState([config, sender], (error) => serverTextOf(error) ?? t('workspace:loadFailed'));
  return (
    <SettingsPage title={t('shell:titles.settingsEmailPage')} state={state}>
      {sender.data && space ? (
        <div className={stack} key={space.id}>
          {chooser}
          <MailSenderForm initial={sender.data} save={save.state} onSave={onSave} />
        </div>
      ) : null}
    </SettingsPage>
  );
}
