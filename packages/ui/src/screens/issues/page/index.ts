export { IssueScreen, type IssueScreenProps } from './IssueScreen.tsx';
export { IssueView, type IssueViewProps } from './IssueView.tsx';
