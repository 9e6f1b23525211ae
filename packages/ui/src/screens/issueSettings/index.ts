export { IssueSettingsScreen } from './IssueSettings/index.ts';
