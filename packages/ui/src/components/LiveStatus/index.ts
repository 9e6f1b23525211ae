export { LiveStatus, type LiveStatusProps } from './LiveStatus.tsx';
