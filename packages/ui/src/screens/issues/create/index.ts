export { IssueCreateDialog, type IssueCreateDialogProps } from './IssueCreateDialog.tsx';
export { NewIssueButton, type NewIssueButtonProps } from './NewIssueButton.tsx';
export { LinkedIssues, type LinkedIssuesProps } from './LinkedIssues.tsx';
export { LinkedIssuesView } from './LinkedIssuesView.tsx';
export { useIssueRights } from './useIssueRights.ts';
