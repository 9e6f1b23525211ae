// The comments inbox route group (issue 6): the list, the authors list and the author page (the item page joins
// this chunk later).
export { ItemsScreen, AuthorsScreen, AuthorScreen } from '@console/ui/screens/items';
