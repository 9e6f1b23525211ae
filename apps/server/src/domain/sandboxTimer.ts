// What the sandbox sources share: their rates read from the environment, and a timer that runs
// their ticks one after another, never two at once, until stopped (stop waits for the tick under way).

/** A non-negative number from the environment variable `name` (at most `max`); `fallback` when unset or blank. */
export function sandboxRateFrom(name: string, value: string | undefined, fallback: number, max = Infinity): number {
  if (value === undefined || value.trim() === '') return fallback;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > max)
    throw new Error(
      max === Infinity
        ? `${name} must be a number >= 0, got "${value}"`
        : `${name} must be a number from 0 to ${max}, got "${value}"`,
    );
  return rate;
}

export function sandboxTimer(tick: () => Promise<unknown>, options: { label: string; onStart: () => void }) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  return {
    start(intervalMs = 1000): void {
      if (timer) return;
      options.onStart();
      timer = setInterval(() => {
        // A beat that finds the last tick still running is skipped, not queued: on a loaded machine ticks slower than
        // the interval piled up and then ran back to back (each tick catches up on what is owed by itself).
        if (busy) return;
        busy = true;
        running = tick()
          .catch((error: unknown) => console.error(options.label, error))
          .finally(() => (busy = false));
      }, intervalMs);
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
