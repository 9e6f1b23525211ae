import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailSenderResponse, MailSenderUpdate } from '@console/api/contract';
import { serverTextOf } from '../../../data/profile.ts';
import { conflictSenderOf, useMailSender, useSaveMailSender } from '../../../data/workspace.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { stack } from '../../layout/SettingsPage.css.ts';
import { useSaveState } from '../../profile/Profile/useSaveState.ts';
import { useWorkspaceChoice } from '../useWorkspaceChoice.tsx';
import { MailSenderForm } from './MailSenderForm.tsx';

// /settings/email (spec §2.4 "email", dropdown "email sending"): the workspace's outgoing mail.
export function MailSenderScreen() {
  const { t } = useTranslation(['common', 'workspace', 'shell']);
  const { config, space, chooser } = useWorkspaceChoice();
  const sender = useMailSender(space?.id ?? null);
  const saveSender = useSaveMailSender(space?.id ?? 0);
  const save = useSaveState();
  // The sender the form began from, sent as `seen` (docs/error-types.md conflict); a refetch while editing (focus,
  // another tab) must not move it, or another administrator's save in between would be silently written over.
  const [seen, setSeen] = useState<{ spaceId: number; sender: MailSenderResponse } | null>(null);
  const spaceId = space?.id ?? null;
  if (sender.data && spaceId !== null && (seen === null || seen.spaceId !== spaceId)) setSeen({ spaceId, sender: sender.data });
  const onSave = (value: MailSenderUpdate) =>
    void save.run(async () => {
      const base = (seen?.sender ?? sender.data!).sender;
      try {
        const saved = await saveSender({
          ...value,
          seen: base ? { name: base.name, address: base.address, reply_to: base.reply_to } : null,
        });
        if (saved && spaceId !== null) setSeen({ spaceId, sender: saved });
      } catch (error) {
        // Refused as changed meanwhile: the edits stay in the form; the next save is made knowing the other's.
        const current = conflictSenderOf(error);
        if (current && spaceId !== null) setSeen({ spaceId, sender: current });
        throw error;
      }
    });
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
