export { NoAccessView, type NoAccessViewProps, type NoAccessUser } from './NoAccess.tsx';
