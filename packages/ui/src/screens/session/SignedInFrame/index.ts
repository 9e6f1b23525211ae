export { SignedInFrame, type SignedInFrameProps } from './SignedInFrame.tsx';
