import { useEffect } from 'react';

type Cancel = () => void;

/** Runs `run` once the browser is idle (or soon, where it cannot tell); returns the cancel. */
export function whenIdle(run: () => void): Cancel {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}

/**
 * Loads a lazy overlay's code once the page is idle, so that it opens at once later; its bytes stay off the route's
 * first load (quality.md budgets). A failure here is left to the load that needs the code (it shows or reloads).
 */
export function usePreloadWhenIdle(preload: () => Promise<unknown>): void {
  useEffect(() => whenIdle(() => void preload().catch(() => undefined)), [preload]);
}
