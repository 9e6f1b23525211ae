export { TagsScreen } from './Tags/TagsScreen.tsx';
export { TagScreen } from './Tag/TagScreen.tsx';
export { TagChildrenScreen } from './TagChildren/TagChildrenScreen.tsx';
export { TagGroupScreen } from './TagGroup/TagGroupScreen.tsx';
export { LabelsScreen } from './Labels/LabelsScreen.tsx';
export { LabelScreen } from './Label/LabelScreen.tsx';
export { LabelAuthorsScreen } from './LabelAuthors/LabelAuthorsScreen.tsx';
