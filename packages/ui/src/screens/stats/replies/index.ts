export { RepliesScreen } from './RepliesScreen.tsx';
export { RepliesView, type RepliesViewProps } from './RepliesView.tsx';
export type { RepliesData, RepliesWho, RepliesAccount } from './useRepliesPage.tsx';
