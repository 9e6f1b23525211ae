// spec §2.5 "a loading splash of 400 ms", §9 "Splash 400 ms".
import { SPLASH_MS } from '@console/spec';

/**
 * Once the loading splash is on screen (boot, sign-in, the first signed-in page waiting for its config), it stays at
 * least SPLASH_MS, so a fast load does not flash the splash for a few frames and then the page: our reading of §2.5.
 * A slow load keeps it up as long as the load takes.
 */
export { SPLASH_MS } from '@console/spec';

/** How long the splash shown at `shownAt` must still stay up at `now` (0: it may go). No splash shown: 0. */
export function splashRemainingMs(shownAt: number | null, now: number): number {
  if (shownAt === null) return 0;
  return Math.max(0, shownAt + SPLASH_MS - now);
}
