// The alerts route group: settings/integrations and settings/subscriptions, and settings/hde/{id} that the
// integrations page links to (docs/hde.md).
export { IntegrationsScreen, SubscriptionsScreen } from '@console/ui/screens/alerts';
export { HdeScreen } from '@console/ui/screens/hde/HdeSettings';
