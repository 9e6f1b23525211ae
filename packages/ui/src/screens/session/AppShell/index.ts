export { AppShell, type AppShellProps } from './AppShell.tsx';
export type { ShellHistory } from './browserHistory.ts';
