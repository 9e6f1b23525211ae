export { IssuesStatsScreen } from './IssuesStatsScreen.tsx';
export { IssuesStatsView, type IssuesStatsData, type IssuesStatsViewProps } from './IssuesStatsView.tsx';
