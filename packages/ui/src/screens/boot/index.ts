export { BootError, type BootErrorProps, type BootErrorReason } from './BootError/index.ts';
export { BootSplash, SplashHold, type SplashHoldProps } from './BootSplash/index.ts';
export { RouteSkeleton } from './RouteSkeleton.tsx';
