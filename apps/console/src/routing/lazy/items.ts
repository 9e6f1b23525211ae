// The comments inbox route group (issue 6): the list, the authors list and the author page.
export { ItemsScreen, AuthorsScreen, AuthorScreen } from '@console/ui/screens/items';
