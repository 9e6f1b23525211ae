export { IssueSettingsScreen } from './IssueSettingsScreen.tsx';
