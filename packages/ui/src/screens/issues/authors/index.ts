export { IssueAuthorsScreen } from './IssueAuthorsScreen.tsx';
