export { SubscriptionsScreen } from './SubscriptionsScreen.tsx';
export { SubscriptionsView, type SubscriptionsViewProps } from './SubscriptionsView.tsx';
