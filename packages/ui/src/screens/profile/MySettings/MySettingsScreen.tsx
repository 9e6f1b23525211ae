import { useTranslation } from 'react-i18next';
import { ISSUES_SORTS, WH_STATUS_NOTIFICATION_MINUTES } from '@console/api/contract';
import { useMe } from '../../../data/index.ts';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useProfileActions } from '../../../data/profile.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { useSaveState } from '../Profile/useSaveState.ts';
import { filterSources, formValues } from './formValues.ts';
import { MySettingsView } from './MySettingsView.tsx';
import { BrowserNotificationsSetting } from './BrowserNotificationsSetting.tsx';

const CHOICES = { issueSorts: ISSUES_SORTS, leadMinutes: WH_STATUS_NOTIFICATION_MINUTES };

// /settings/config (spec §3 user settings), saved with one PUT v1/me/settings.
export function MySettingsScreen() {
  const { t } = useTranslation(['common', 'settings', 'shell']);
  const me = useMe();
  // GET v1/objects?tags=true: the companies, accounts and tags the list defaults can name.
  const objects = useObjectsWithTags();
  const actions = useProfileActions();
  const save = useSaveState();
  const user = me.data;
  const sources = user && objects.data ? filterSources(objects.data, user.settings.provider) : null;
  const state = settingsPageState([me, objects], () => (me.error ? t('settings:loadFailed') : t('settings:sourcesLoadFailed')));
  return (
    <SettingsPage title={t('shell:titles.userSettingPage')} state={state}>
      {user && sources ? (
        <MySettingsView
          initial={formValues(user.settings, sources)}
          sources={sources}
          me={{ id: user.id, name: user.name }}
          departments={[]}
          save={save.state}
          choices={CHOICES}
          onSave={(settings) => void save.run(() => actions.saveSettings(settings))}
        />
      ) : null}
      {user ? <BrowserNotificationsSetting /> : null}
    </SettingsPage>
  );
}
