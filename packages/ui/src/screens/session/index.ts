export { SignedInFrame, type SignedInFrameProps } from './SignedInFrame/index.ts';
