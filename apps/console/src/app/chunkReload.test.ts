import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, CHUNK_RELOAD_KEY, loadChunk, type ChunkReloadDeps } from './chunkReload.ts';

function fakeDeps(initial: Record<string, string> = {}) {
  const entries = new Map(Object.entries(initial));
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  const deps: ChunkReloadDeps = {
    storage: {
      getItem: (key) => entries.get(key) ?? null,
      setItem: (key, value) => void entries.set(key, value),
      removeItem: (key) => void entries.delete(key),
    },
    reload: vi.fn(),
    setTimer: (run, ms) => timers.push({ run, ms, cleared: false }) - 1,
    clearTimer: (index) => void (timers[index as number]!.cleared = true),
  };
  return { deps, entries, timers };
}

describe('loadChunk (spec §8: a failed chunk load reloads the page once)', () => {
  it('resolves a loaded chunk and clears an earlier reload flag', async () => {
    const { deps, entries } = fakeDeps({ [CHUNK_RELOAD_KEY]: '1' });
    await expect(loadChunk(() => Promise.resolve('module'), deps)).resolves.toBe('module');
    expect(entries.has(CHUNK_RELOAD_KEY)).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads once on the first failure and leaves the promise pending', async () => {
    const { deps, entries } = fakeDeps();
    const outcome = vi.fn();
    loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), deps).then(outcome, outcome);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(entries.get(CHUNK_RELOAD_KEY)).toBe('1');
    expect(outcome).not.toHaveBeenCalled();
  });

  it('rejects instead of reloading again after a reload (never a loop)', async () => {
    const { deps } = fakeDeps({ [CHUNK_RELOAD_KEY]: '1' });
    await expect(loadChunk(() => Promise.reject(new Error('gone')), deps)).rejects.toThrow('gone');
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('counts a chunk that takes longer than 120 s as failed (spec §9)', async () => {
    const { deps, timers } = fakeDeps();
    loadChunk(() => new Promise(() => undefined), deps).catch(() => undefined);
    expect(timers[0]!.ms).toBe(CHUNK_LOAD_TIMEOUT_MS);
    timers[0]!.run();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });
});
