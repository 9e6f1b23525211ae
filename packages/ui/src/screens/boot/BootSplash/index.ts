export { BootSplash } from './BootSplash.tsx';
