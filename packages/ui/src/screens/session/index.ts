export { SignedInFrame, type SignedInFrameProps } from './SignedInFrame/index.ts';
export { SavedFiltersMenu } from './SavedFiltersMenu/index.ts';
