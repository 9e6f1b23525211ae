export { ShellLayout, Brand, MAIN_CONTENT_ID, type ShellLayoutProps } from './ShellLayout.tsx';
