export { channelsIn, ChannelCells, ChannelHeaders, CountLink, CountLinks, type CountLinksProps } from './ChannelCounts.tsx';
