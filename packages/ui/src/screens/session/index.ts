export { SignedInFrame, type SignedInFrameProps } from './SignedInFrame/index.ts';
export { AppShell, type AppShellProps, type ShellHistory } from './AppShell/index.ts';
