// One loading splash period from the first splash to the page: boot, the route's code, the signed-in frame and the
// first config can each show a splash in turn, and the spec's 400 ms (§2.5, §9) counts from the first of them.
let shownAt: number | null = null;
let mounted = 0;

export const splashPeriod = {
  /** When the current period's first splash appeared (ms), or null when no splash is on screen. */
  shownAt: (): number | null => shownAt,
  mount(now: number): void {
    mounted += 1;
    shownAt ??= now;
  },
  unmount(): void {
    mounted -= 1;
    // A splash replacing a splash (boot → route chunk → config) unmounts and mounts in one commit: the period
    // ends only when none is left after it.
    setTimeout(() => {
      if (mounted === 0) shownAt = null;
    }, 0);
  },
};
