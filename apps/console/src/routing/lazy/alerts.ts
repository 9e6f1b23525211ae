// The alerts route group: settings/integrations and settings/subscriptions.
export { IntegrationsScreen, SubscriptionsScreen } from '@console/ui/screens/alerts';
