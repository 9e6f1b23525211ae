import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigResponse } from '@console/api/contract';
import { recordedRead } from '@console/api/mocks';
import { CONFIG_FRESHNESS_CHECK_MS, configNeedsReload, markConfigReceived, watchConfigFreshness } from './configFreshness.ts';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const HOUR = 3_600_000;
// The reader's config as the server answered it (the world recording), loaded at `loaded`.
const configLoaded = (loaded: number): ConfigResponse => ({
  ...recordedRead<ConfigResponse>('reader', '/v1/config'),
  loaded,
});

describe('configNeedsReload (spec §4, §9 "Config freshness")', () => {
  it('reloads a config older than 8 hours', () => {
    const config = markConfigReceived(configLoaded(NOW), NOW);
    expect(configNeedsReload(config, NOW + 8 * HOUR)).toBe(false);
    expect(configNeedsReload(config, NOW + 8 * HOUR + 1)).toBe(true);
  });

  it('reloads after 10 minutes while every space has expired', () => {
    const base = configLoaded(NOW);
    const expired = markConfigReceived({ ...base, spaces: base.spaces.map((s) => ({ ...s, expires_at: NOW / 1000 - 60 })) }, NOW);
    expect(configNeedsReload(expired, NOW + 600_000)).toBe(false);
    expect(configNeedsReload(expired, NOW + 600_001)).toBe(true);
  });

  it("measures the age on this client's clock, not the server's `loaded`", () => {
    const config = markConfigReceived(configLoaded(NOW - 9 * HOUR), NOW);
    expect(configNeedsReload(config, NOW + HOUR)).toBe(false);
  });
});

// A page whose visibility the test sets, with the real EventTarget behind it.
function fakePage() {
  const target = new EventTarget();
  const page = Object.assign(target, { visibilityState: 'visible' as DocumentVisibilityState });
  const show = () => {
    page.visibilityState = 'visible';
    target.dispatchEvent(new Event('visibilitychange'));
  };
  return { page, show };
}

describe('watchConfigFreshness (the signed-in frame watching its config)', () => {
  afterEach(() => void vi.useRealTimers());

  it('reloads at once when the config it is given is already stale', () => {
    const config = markConfigReceived(configLoaded(NOW), NOW);
    const reload = vi.fn();
    const stop = watchConfigFreshness(config, reload, () => NOW + 8 * HOUR + 1, fakePage().page);
    expect(reload).toHaveBeenCalledOnce();
    stop();
  });

  it('checks every minute: the first check past 8 hours reloads, and nothing after stop', () => {
    vi.useFakeTimers();
    let clock = NOW;
    const config = markConfigReceived(configLoaded(NOW), NOW);
    const reload = vi.fn();
    const stop = watchConfigFreshness(config, reload, () => clock, fakePage().page);
    clock = NOW + 8 * HOUR + 1;
    vi.advanceTimersByTime(CONFIG_FRESHNESS_CHECK_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    stop();
    vi.advanceTimersByTime(10 * CONFIG_FRESHNESS_CHECK_MS);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('checks when the tab becomes visible again, before the next minute', () => {
    vi.useFakeTimers();
    let clock = NOW;
    const config = markConfigReceived(configLoaded(NOW), NOW);
    const reload = vi.fn();
    const { page, show } = fakePage();
    const stop = watchConfigFreshness(config, reload, () => clock, page);
    clock = NOW + 9 * HOUR;
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(reload).not.toHaveBeenCalled();
    show();
    expect(reload).toHaveBeenCalledOnce();
    stop();
    show();
    expect(reload).toHaveBeenCalledOnce();
  });
});
