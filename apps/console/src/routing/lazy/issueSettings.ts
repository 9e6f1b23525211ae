// The issue settings route group (spec §2.4 issues-setting-page): statuses, deadlines, default assignee, departments.
export { IssueSettingsScreen } from '@console/ui/screens/issueSettings';
