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

let idlePreloadsLoading = 0;

/**
 * True while an idle preload is loading. Vite reports every failed chunk load with one window event
 * ('vite:preloadError'), whoever asked for it: while this is true the failure may be one that nobody needs yet (the
 * server restarting, say), and the console leaves it to the load that needs the code instead of reloading (spec §8).
 */
export const preloadingWhenIdle = (): boolean => idlePreloadsLoading > 0;

/**
 * Loads a lazy overlay's code once the page is idle, so that it opens at once later; its bytes stay off the route's
 * first load (quality.md budgets). A failure here is left to the load that needs the code (it shows or reloads).
 */
export function usePreloadWhenIdle(preload: () => Promise<unknown>): void {
  useEffect(
    () =>
      whenIdle(() => {
        idlePreloadsLoading += 1;
        void preload()
          .catch(() => undefined)
          .finally(() => (idlePreloadsLoading -= 1));
      }),
    [preload],
  );
}
