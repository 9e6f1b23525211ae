export { channelsIn, ChannelCells, ChannelHeaders, CountLinks, type CountLinksProps } from './ChannelCounts.tsx';
