import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxTimer } from '../src/domain/sandboxTimer.ts';

describe('sandboxTimer', () => {
  afterEach(() => vi.useRealTimers());

  it('skips the beats that find a tick still running, never runs two at once, and stop waits for the one under way', async () => {
    vi.useFakeTimers();
    let running = 0;
    let most = 0;
    let started = 0;
    let finished = 0;
    // Each tick lasts two and a half beats.
    const tick = async () => {
      started += 1;
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 250));
      running -= 1;
      finished += 1;
    };
    const timer = sandboxTimer(tick, { label: 'test', onStart: () => {} });
    timer.start(100);
    await vi.advanceTimersByTimeAsync(1_000);
    // Beats at 100, 400, 700 and 1000 start ticks; the six between are skipped (queued, ten would have run in turn).
    expect(started).toBe(4);
    expect(most).toBe(1);
    const stopped = timer.stop();
    await vi.advanceTimersByTimeAsync(250);
    await stopped;
    expect(finished).toBe(4);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(4);
  });
});
