// The comments inbox route group: the list, the authors list and the author page.
export { ItemsScreen, AuthorsScreen, AuthorScreen } from '@console/ui/screens/items';
