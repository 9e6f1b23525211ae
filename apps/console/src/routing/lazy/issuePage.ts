// spec §2 issue-page, issues/{id}: a chunk of its own beside the issues list's.
export { IssueScreen as default } from '@console/ui/screens/issues/page';
