export { StatsHomeScreen } from './StatsHomeScreen.tsx';
export { StatsHomeView, type StatsHomeViewProps, type StatsHomeData, type HomeSpace } from './StatsHomeView.tsx';
export { STATS_GROUPS, statsCounts, type StatsCount } from './statsSections.ts';
