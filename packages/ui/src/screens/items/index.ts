export { ItemsScreen } from './Items/ItemsScreen.tsx';
export { ItemsView, type ItemsViewProps } from './Items/ItemsView.tsx';
export { AuthorsScreen } from './Authors/AuthorsScreen.tsx';
export { AuthorScreen } from './Author/AuthorScreen.tsx';
export { ItemScreen } from './Item/ItemScreen.tsx';
