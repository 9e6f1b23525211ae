import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@console/api/client';
import type { CountsResponse } from '@console/api/contract';
import { COUNTS_POLL_MS, type CountsPolling } from '@console/machines/rules/polling';
import { startCountsPolling } from './countsPolling.ts';
import { loadCounts } from './resources.ts';

const COUNTS: CountsResponse = { issues_count: 1, issues_expired_count: 0, monitoring_count: 2, items_count: 3 };

// The client's counts resource, answering each GET v1/counts when the test says so.
function fakeCountsClient() {
  const pending: Array<{ resolve: (value: CountsResponse) => void; reject: (error: unknown) => void }> = [];
  const get = vi.fn(
    () =>
      new Promise<CountsResponse>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return {
    client: { counts: { get } },
    get,
    answer: () => pending.shift()!.resolve(COUNTS),
    fail: () => pending.shift()!.reject(new ApiError({ kind: 'network', message: 'No answer' })),
    inFlight: () => pending.length,
  };
}

// The frame's poll as wired by useCountsPolling: the poll asks through the shared loader, the settings are read per tick.
function poller(settings: Partial<CountsPolling> = {}) {
  const api = fakeCountsClient();
  const state: CountsPolling = { issuesEnabled: true, monitoringEnabled: false, idle: false, ...settings };
  const stop = startCountsPolling({ poll: () => loadCounts(api.client, false), settings: () => state });
  return { ...api, state, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('counts polling (spec §7, §9: GET v1/counts every 120 s while enabled and not idle)', () => {
  it('asks every 120 s, counted from the end of the previous answer', async () => {
    const { get, answer, stop } = poller();
    await vi.advanceTimersByTimeAsync(COUNTS_POLL_MS - 1);
    expect(get).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(get).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000); // the answer takes 5 s
    answer();
    await vi.advanceTimersByTimeAsync(COUNTS_POLL_MS - 1);
    expect(get).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(get).toHaveBeenCalledTimes(2);
    stop();
  });

  it('pauses while the app is idle and asks again at the first tick after it is used', async () => {
    const { get, answer, state, stop } = poller({ idle: true });
    await vi.advanceTimersByTimeAsync(3 * COUNTS_POLL_MS);
    expect(get).not.toHaveBeenCalled();
    state.idle = false;
    await vi.advanceTimersByTimeAsync(COUNTS_POLL_MS);
    expect(get).toHaveBeenCalledTimes(1);
    answer();
    stop();
  });

  it('asks nothing while neither issues nor monitoring counts are enabled', async () => {
    const { get, stop } = poller({ issuesEnabled: false, monitoringEnabled: false });
    await vi.advanceTimersByTimeAsync(5 * COUNTS_POLL_MS);
    expect(get).not.toHaveBeenCalled();
    stop();
  });

  it('never has two requests in flight: a slow answer delays the next tick, a socket refresh meanwhile joins it', async () => {
    const { client, get, answer, inFlight, stop } = poller();
    await vi.advanceTimersByTimeAsync(COUNTS_POLL_MS);
    expect(get).toHaveBeenCalledTimes(1);
    // The socket asks for fresh counts while the poll's request runs (LiveConnection's mutate(isCountsKey)).
    const fromSocket = loadCounts(client, false);
    await vi.advanceTimersByTimeAsync(10 * COUNTS_POLL_MS);
    expect(get).toHaveBeenCalledTimes(1);
    expect(inFlight()).toBe(1);
    answer();
    await expect(fromSocket).resolves.toEqual(COUNTS);
    // Once it ended, the next one may start.
    expect(loadCounts(client, false)).not.toBe(fromSocket);
    expect(get).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps polling every 120 s after an error', async () => {
    const { get, fail, answer, stop } = poller();
    await vi.advanceTimersByTimeAsync(COUNTS_POLL_MS);
    fail();
    await vi.advanceTimersByTimeAsync(COUNTS_POLL_MS - 1);
    expect(get).toHaveBeenCalledTimes(1); // no early retry
    await vi.advanceTimersByTimeAsync(1);
    expect(get).toHaveBeenCalledTimes(2);
    fail();
    await vi.advanceTimersByTimeAsync(COUNTS_POLL_MS);
    expect(get).toHaveBeenCalledTimes(3);
    answer();
    stop();
  });

  it('stops for good when stopped (logout, or counts switched off)', async () => {
    const { get, stop } = poller();
    stop();
    await vi.advanceTimersByTimeAsync(5 * COUNTS_POLL_MS);
    expect(get).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
