import { describe, expect, it } from 'vitest';
import { SPLASH_MS, splashRemainingMs } from '../src/rules/splash.ts';

describe('loading splash (spec §2.5, §9)', () => {
  it('is 400 ms', () => expect(SPLASH_MS).toBe(400));

  it('stays up until 400 ms after it was shown, then may go', () => {
    expect(splashRemainingMs(1_000, 1_000)).toBe(400);
    expect(splashRemainingMs(1_000, 1_150)).toBe(250);
    expect(splashRemainingMs(1_000, 1_400)).toBe(0);
    expect(splashRemainingMs(1_000, 5_000)).toBe(0);
  });

  it('holds nothing when no splash was shown', () => expect(splashRemainingMs(null, 1_000)).toBe(0));
});
