import { Component, type ReactNode } from 'react';

interface PageErrorBoundaryProps {
  /** What shows instead of the children once they failed. */
  fallback: ReactNode;
  /** A change (the route) lets the children try again. */
  resetKey?: unknown;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

// spec §8: a chunk that fails again within the reload window (chunkReload.ts) must surface as an error page, not
// unmount the whole app to a blank one; the error still reaches the server's log through the page's error event.
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): Partial<PageErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    globalThis.reportError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
