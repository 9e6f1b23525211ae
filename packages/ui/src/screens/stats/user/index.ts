export { MyStatsScreen, UserStatsScreen } from './UserStatsScreen.tsx';
