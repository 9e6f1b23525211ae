export { BootError, type BootErrorProps, type BootErrorReason } from './BootError/index.ts';
export { BootSplash } from './BootSplash/index.ts';
