import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScopedMutator } from 'swr';
import { ApiError } from '@console/api/client';
import { STATUS_ACCEPT_AFTER_MS, STATUS_AUTO_CHECK_MS, STATUS_MANUAL_GRACE_MS } from '@console/machines/rules/autoStatus';
import { planSocketMessages } from './socketMessages.ts';
import { applyUserStatus, lastStatusChange, recordManualStatusChange, startStatusAutoCheck } from './userStatus.ts';

const START = Date.UTC(2026, 10, 22, 9, 0, 0);

// The signed-in frame's automatic check over a fake client, applying answers as the frame does (applyUserStatus).
function autoCheck(answer: () => Promise<{ status: number | null }> = () => Promise.resolve({ status: 4 })) {
  const get = vi.fn(answer);
  const mutate = vi.fn(() => Promise.resolve(undefined)) as unknown as ScopedMutator & ReturnType<typeof vi.fn>;
  const applied = vi.fn();
  const stop = startStatusAutoCheck({
    status: { get },
    apply: (status) => {
      applied(status);
      applyUserStatus(mutate, status);
    },
  });
  return { get, applied, mutate, stop };
}

// Moves the clock to the given moment after the start, running the check's ticks on the way.
const at = (ms: number) => vi.advanceTimersByTimeAsync(START + ms - Date.now());
// Runs the clock up to the next tick of the check and the answer after it.
const tick = (n: number) => at(n * STATUS_AUTO_CHECK_MS);

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the automatic status check (spec §7, §9: every 180 s; 600 s after a manual change; accepted after 30 s)', () => {
  it('asks every 180 s with auto_update=1, silently, and applies each answer to the cached user', async () => {
    const { get, applied, mutate, stop } = autoCheck();
    await at(STATUS_AUTO_CHECK_MS - 1);
    expect(get).not.toHaveBeenCalled();
    await tick(1);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith({ autoUpdate: true, silent: true });
    expect(applied).toHaveBeenCalledWith(4);
    expect(mutate).toHaveBeenCalledTimes(2); // v1/me and v1/config
    await tick(2);
    expect(get).toHaveBeenCalledTimes(2);
    expect(applied).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not ask within 600 s of a manual change, and asks at the first tick after', async () => {
    const { get, applied, stop } = autoCheck();
    await at(100_000);
    recordManualStatusChange(); // the user chose a status at 100 s
    await tick(3); // 540 s: 440 s after the change
    expect(get).not.toHaveBeenCalled();
    await at(100_000 + STATUS_MANUAL_GRACE_MS); // exactly 600 s: not yet, and no tick here anyway
    await tick(4); // 720 s: 620 s after
    expect(get).toHaveBeenCalledTimes(1);
    expect(applied).toHaveBeenCalledTimes(1);
    stop();
  });

  it('drops an answer that comes within 30 s of a socket status message, and applies the next one', async () => {
    const { get, applied, mutate, stop } = autoCheck();
    await at(STATUS_AUTO_CHECK_MS - 20_000);
    // A `status` message from the socket, applied as LiveConnection applies it.
    const plan = planSocketMessages([{ method: 'status', status: 2 }]);
    applyUserStatus(mutate, plan.status!);
    await tick(1);
    expect(get).toHaveBeenCalledTimes(1); // asked (no manual change), …
    expect(applied).not.toHaveBeenCalled(); // … but 20 s after the socket's change: not accepted
    await tick(2);
    expect(applied).toHaveBeenCalledWith(4);
    stop();
  });

  it('"more than 30 s": a change exactly 30 s before the answer keeps it out, 30.001 s lets it in', async () => {
    const exactly = autoCheck();
    await at(STATUS_AUTO_CHECK_MS - STATUS_ACCEPT_AFTER_MS);
    lastStatusChange.set(Date.now());
    await tick(1);
    expect(exactly.applied).not.toHaveBeenCalled();
    exactly.stop();

    vi.setSystemTime(START);
    const later = autoCheck();
    await at(STATUS_AUTO_CHECK_MS - STATUS_ACCEPT_AFTER_MS - 1);
    lastStatusChange.set(Date.now());
    await tick(1);
    expect(later.applied).toHaveBeenCalledOnce();
    later.stop();
  });

  it('an applied automatic update is itself a change', async () => {
    const { stop } = autoCheck();
    await tick(1);
    expect(lastStatusChange.get()).toBe(START + STATUS_AUTO_CHECK_MS);
    stop();
  });

  it('drops the answer when the user chose a status while it was on the way', async () => {
    const { applied, stop } = autoCheck(() => {
      recordManualStatusChange();
      return Promise.resolve({ status: 4 });
    });
    await tick(1);
    expect(applied).not.toHaveBeenCalled();
    stop();
  });

  it('ignores every error silently and keeps checking (spec §8)', async () => {
    let fail = true;
    const { get, applied, stop } = autoCheck(() =>
      fail ? Promise.reject(new ApiError({ kind: 'network', message: 'down' })) : Promise.resolve({ status: 1 }),
    );
    await tick(1);
    expect(applied).not.toHaveBeenCalled();
    fail = false;
    await tick(2);
    expect(get).toHaveBeenCalledTimes(2);
    expect(applied).toHaveBeenCalledWith(1);
    stop();
  });

  it('a new session starts with no change recorded; stopping ends the ticks', async () => {
    recordManualStatusChange(START - 1000);
    const { get, stop } = autoCheck();
    await tick(1);
    expect(get).toHaveBeenCalledTimes(1);
    stop();
    await tick(5);
    expect(get).toHaveBeenCalledTimes(1);
  });
});
