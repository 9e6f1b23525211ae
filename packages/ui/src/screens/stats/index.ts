export {
  StatsHomeScreen,
  StatsHomeView,
  STATS_GROUPS,
  statsCounts,
  type StatsHomeViewProps,
  type StatsHomeData,
  type HomeSpace,
  type StatsCount,
} from './StatsHome/index.ts';
