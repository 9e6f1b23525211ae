export { IssuesScreen } from './IssuesScreen.tsx';
export { IssuesView, type IssuesViewProps } from './IssuesView.tsx';
