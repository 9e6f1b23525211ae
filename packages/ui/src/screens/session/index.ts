export { SignedInFrame, type SignedInFrameProps } from './SignedInFrame/index.ts';
export { RouteGuard } from './RouteGuard/index.ts';
export { PaidOverView, type PaidOverViewProps } from './PaidOver/index.ts';
export { AppShell, type AppShellProps, type ShellHistory } from './AppShell/index.ts';
