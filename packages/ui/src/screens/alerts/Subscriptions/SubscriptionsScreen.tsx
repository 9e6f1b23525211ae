import { useTranslation } from 'react-i18next';
import { NOTIFICATION_CHANNELS, NOTIFICATION_FREQUENCIES } from '@console/api/contract';
import { useConfig, useNotificationSettings, useSubscriptionActions, useSubscriptions } from '../../../data/index.ts';
import { serverTextOf } from '../../../data/profile.ts';
import { SettingsPage, settingsPageState } from '../../layout/SettingsPage.tsx';
import type { Outcome } from '../Integrations/IntegrationCard.tsx';
import { SubscriptionsView } from './SubscriptionsView.tsx';

// The console first: spec §7's notify in the console is the default way to be told.
const CHOICES = {
  channels: ['in_app', ...NOTIFICATION_CHANNELS.filter((channel) => channel !== 'in_app')],
  frequencies: NOTIFICATION_FREQUENCIES,
} as const;
// spec §3: a subscription watches a saved filter of the comments list.
const COMMENTS_ROUTE = 'items';

// /settings/subscriptions: the user's alerts (v1/subscriptions), their saved filters (config), the channels that can
// deliver (v1/me/notifications).
export function SubscriptionsScreen() {
  const { t } = useTranslation(['common', 'alerts', 'notifications', 'shell']);
  const config = useConfig();
  const subscriptions = useSubscriptions();
  const notifications = useNotificationSettings();
  const actions = useSubscriptionActions();
  const outcome = async (write: () => Promise<void>): Promise<Outcome> => {
    try {
      await write();
      return null;
    } catch (error) {
      return { error: serverTextOf(error) ?? t('alerts:subscriptions.failed') };
    }
  };
  const ready = subscriptions.data && notifications.data && config.data;
  const state = settingsPageState(
    [config, subscriptions, notifications],
    (error) => serverTextOf(error) ?? t('alerts:subscriptions.loadFailed'),
  );
  return (
    <SettingsPage title={t('shell:titles.subscriptionsPage')} state={state}>
      {ready ? (
        <SubscriptionsView
          subscriptions={subscriptions.data!.items}
          filters={config.data!.filters.filter((filter) => filter.route === COMMENTS_ROUTE)}
          connected={notifications.data!.channels}
          choices={CHOICES}
          integrationsHref="/settings/integrations"
          onCreate={(body) => outcome(() => actions.create(body))}
          onUpdate={(id, body) => outcome(() => actions.update(id, body))}
          onDelete={(id) => outcome(() => actions.remove(id))}
        />
      ) : null}
    </SettingsPage>
  );
}
