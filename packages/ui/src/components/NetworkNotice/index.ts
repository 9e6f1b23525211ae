export { NetworkNotice, NETWORK_NOTICE_MS, type NetworkNoticeProps } from './NetworkNotice.tsx';
