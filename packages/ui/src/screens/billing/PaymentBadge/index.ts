export { PaymentBadge, type PaymentBadgeColour, type PaymentBadgeProps } from './PaymentBadge.tsx';
