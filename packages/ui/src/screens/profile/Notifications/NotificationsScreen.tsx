import { useTranslation } from 'react-i18next';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_FREQUENCIES } from '@console/api/contract';
import { serverTextOf, useNotificationSettings, useProfileActions } from '../../../data/profile.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import { useSaveState } from '../Profile/useSaveState.ts';
import { NotificationsView } from './NotificationsView.tsx';

const CHOICES = { events: NOTIFICATION_EVENTS, channels: NOTIFICATION_CHANNELS, frequencies: NOTIFICATION_FREQUENCIES };

// /settings/notifications: what to be told about, on which channel, how often (GET and PUT v1/me/notifications).
export function NotificationsScreen() {
  const { t } = useTranslation(['common', 'notifications', 'shell']);
  const notifications = useNotificationSettings();
  const actions = useProfileActions();
  const save = useSaveState();
  const data = notifications.data;
  const state = settingsPageState([notifications], (error) => serverTextOf(error) ?? t('notifications:loadFailed'));
  return (
    <SettingsPage title={t('shell:titles.notificationsPage')} state={state}>
      {data ? (
        <NotificationsView
          initial={data.settings}
          channels={data.channels}
          save={save.state}
          choices={CHOICES}
          onSave={(settings) => void save.run(() => actions.saveNotifications(settings))}
        />
      ) : null}
    </SettingsPage>
  );
}
