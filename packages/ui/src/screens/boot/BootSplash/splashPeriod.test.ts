import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { splashPeriod } from './splashPeriod.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('splash period (spec §2.5, §9: 400 ms from the first splash)', () => {
  it('starts with the first splash and keeps its start while splashes replace each other', () => {
    expect(splashPeriod.shownAt()).toBeNull();
    splashPeriod.mount(1_000);
    // boot splash → the route chunk's splash, in one commit
    splashPeriod.unmount();
    splashPeriod.mount(1_100);
    vi.runAllTimers();
    expect(splashPeriod.shownAt()).toBe(1_000);
    splashPeriod.mount(1_200);
    splashPeriod.unmount();
    vi.runAllTimers();
    expect(splashPeriod.shownAt()).toBe(1_000);
    splashPeriod.unmount();
    vi.runAllTimers();
    expect(splashPeriod.shownAt()).toBeNull();
  });

  it('ends when no splash is left, so the next one starts a new period', () => {
    splashPeriod.mount(1_000);
    splashPeriod.unmount();
    vi.runAllTimers();
    expect(splashPeriod.shownAt()).toBeNull();
    splashPeriod.mount(5_000);
    expect(splashPeriod.shownAt()).toBe(5_000);
    splashPeriod.unmount();
  });
});
