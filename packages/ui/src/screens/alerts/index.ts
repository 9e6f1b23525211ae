export { IntegrationsScreen } from './Integrations/index.ts';
export { SubscriptionsScreen } from './Subscriptions/index.ts';
