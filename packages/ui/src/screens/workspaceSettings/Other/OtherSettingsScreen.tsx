import { useTranslation } from 'react-i18next';
import {
  SECTION_FLAGS,
  type WorkspaceSettings,
  type WorkspaceSettingsSeen,
  type WorkspaceSettingsUpdate,
} from '@console/api/contract';
import { serverTextOf } from '../../../data/profile.ts';
import { conflictSettingsOf, useSaveWorkspaceSettings, useWorkspaceSettings } from '../../../data/workspace.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { stack } from '../../layout/SettingsPage.css.ts';
import { useSeenAfterConflict } from '../../layout/useSeenAfterConflict.ts';
import { useSaveState } from '../../profile/Profile/useSaveState.ts';
import { useWorkspaceChoice } from '../useWorkspaceChoice.tsx';
import { OtherSettingsForm } from './OtherSettingsForm.tsx';

// The IANA zones this browser knows (the server checks the same names).
const TIME_ZONES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/** What the form writes, sent as `seen` (docs/error-types.md conflict). */
const seenOf = ({ name, time_zone, otp_required, sections }: WorkspaceSettings): WorkspaceSettingsSeen => ({
  name,
  time_zone,
  otp_required,
  sections,
});

// /settings/other (spec §2.4): the workspace's name, time zone, two-factor requirement and optional sections (§3).
export function OtherSettingsScreen() {
  const { t } = useTranslation(['common', 'workspace', 'shell']);
  const { config, space, chooser } = useWorkspaceChoice();
  const settings = useWorkspaceSettings(space?.id ?? null);
  const saveSettings = useSaveWorkspaceSettings(space?.id ?? 0);
  const save = useSaveState();
  // The settings the form began from, sent as `seen` (docs/error-types.md conflict): a refetch while editing (focus,
  // another tab) must not move it, or another administrator's save in between would be silently put back.
  const knowing = useSeenAfterConflict(seenOf, conflictSettingsOf);
  if (settings.data) knowing.keep(settings.data.id, settings.data);
  const onSave = (value: WorkspaceSettingsUpdate) =>
    void save.run(() =>
      knowing.save(settings.data!, (seen) => saveSettings({ ...value, seen }), {
        of: settings.data!.id,
        saved: (answer) => answer,
      }),
    );
  const state = settingsPageState([config, settings], (error) => serverTextOf(error) ?? t('workspace:loadFailed'));
  return (
    <SettingsPage title={t('shell:titles.otherSettingsPage')} state={state}>
      {settings.data ? (
        <div className={stack} key={settings.data.id}>
          {chooser}
          <OtherSettingsForm
            initial={settings.data}
            sections={SECTION_FLAGS}
            timeZones={TIME_ZONES}
            save={save.state}
            onSave={onSave}
          />
        </div>
      ) : null}
    </SettingsPage>
  );
}
