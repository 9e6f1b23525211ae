export { NetworkIcon, useNetworkName, type NetworkIconProps } from './NetworkIcon.tsx';
export { NETWORK_BADGES } from './networks.ts';
