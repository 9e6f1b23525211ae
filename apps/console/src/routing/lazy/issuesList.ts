// The issues list and the issue authors (/issues, /issues/authors): one chunk of their own (quality.md: 60 KB per
// lazy route); the issue page (/issues/{id}) is another's.
export { IssuesScreen } from '@console/ui/screens/issues/list';
export { IssueAuthorsScreen } from '@console/ui/screens/issues/authors';
