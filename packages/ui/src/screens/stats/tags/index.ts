export { TagsScreen } from './TagsScreen.tsx';
export { TagsView, type TagsData, type TagsViewProps, type TagRow } from './TagsView.tsx';
