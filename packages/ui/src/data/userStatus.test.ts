import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@console/api/client';
import { runStatusCheck, type StatusCheck } from './userStatus.ts';

const START = 1_000_000;

function check(overrides: Partial<StatusCheck> & { answer?: () => Promise<{ status: number | null }> } = {}) {
  let clock = START + 31_000;
  const get = vi.fn(overrides.answer ?? (() => Promise.resolve({ status: 4 })));
  const apply = vi.fn();
  const input: StatusCheck = {
    client: { status: { get, put: vi.fn() } },
    now: () => clock,
    startedAt: START,
    lastManualChangeAt: () => null,
    apply,
    ...overrides,
  };
  return { input, get, apply, setClock: (ms: number) => (clock = ms) };
}

describe('runStatusCheck (spec §7, §9: the automatic status check)', () => {
  it('asks with auto_update=1, silently, and applies the answer', async () => {
    const { input, get, apply } = check();
    await runStatusCheck(input);
    expect(get).toHaveBeenCalledWith({ autoUpdate: true, silent: true });
    expect(apply).toHaveBeenCalledWith(4);
  });

  it('does not ask within 30 s of starting, nor within 600 s of a manual change', async () => {
    const early = check();
    early.setClock(START + 30_000);
    await runStatusCheck(early.input);
    expect(early.get).not.toHaveBeenCalled();

    const manual = check({ lastManualChangeAt: () => START + 31_000 - 600_000 });
    await runStatusCheck(manual.input);
    expect(manual.get).not.toHaveBeenCalled();
  });

  it('drops the answer when the user chose a status while it was on the way', async () => {
    let manualAt: number | null = null;
    const { input, apply } = check({
      lastManualChangeAt: () => manualAt,
      answer: () => {
        manualAt = START + 31_000;
        return Promise.resolve({ status: 4 });
      },
    });
    await runStatusCheck(input);
    expect(apply).not.toHaveBeenCalled();
  });

  it('ignores every error silently (spec §8)', async () => {
    const { input, apply } = check({ answer: () => Promise.reject(new ApiError({ kind: 'network', message: 'down' })) });
    await expect(runStatusCheck(input)).resolves.toBeUndefined();
    expect(apply).not.toHaveBeenCalled();
  });
});
