import { useEffect, useState, type ReactNode } from 'react';
import { splashRemainingMs } from '@console/machines/rules/splash';
import { BootSplash } from './BootSplash.tsx';
import { splashPeriod } from './splashPeriod.ts';

export interface SplashHoldProps {
  /** The page has what it needs to render. */
  ready: boolean;
  children: ReactNode;
}

/**
 * The splash until the page is ready and, once a splash was on screen, until SPLASH_MS (400 ms, spec §2.5, §9) after
 * it appeared: a fast boot or sign-in does not flash the splash and then the page. A page reached without any splash
 * (a later navigation) is not held.
 */
export function SplashHold({ ready, children }: SplashHoldProps) {
  const [, rerender] = useState(0);
  const remaining = ready ? splashRemainingMs(splashPeriod.shownAt(), performance.now()) : 0;
  useEffect(() => {
    if (remaining === 0) return;
    const timer = setTimeout(() => rerender((n) => n + 1), remaining);
    return () => clearTimeout(timer);
  }, [remaining]);
  return !ready || remaining > 0 ? <BootSplash /> : <>{children}</>;
}
