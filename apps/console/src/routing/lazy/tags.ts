// The tags and author labels route group (spec §2.4): tags, tag groups, labels and the authors carrying one.
export {
  TagsScreen,
  TagScreen,
  TagChildrenScreen,
  TagGroupScreen,
  LabelsScreen,
  LabelScreen,
  LabelAuthorsScreen,
} from '@console/ui/screens/tags';
