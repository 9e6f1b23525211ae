export { BootSplash } from './BootSplash.tsx';
export { SplashHold, type SplashHoldProps } from './SplashHold.tsx';
