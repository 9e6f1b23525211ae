// The item page with its reply composer (issue 6): its own chunk, so neither it nor the list passes 60 KB (quality.md).
export { ItemScreen } from '@console/ui/screens/items';
