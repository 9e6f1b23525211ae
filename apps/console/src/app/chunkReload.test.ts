import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  loadChunk,
  reloadWhenReachable,
  watchPreloadErrors,
  type ChunkReloadDeps,
} from './chunkReload.ts';

const START = 1_800_000_000_000;

// One browser tab: sessionStorage survives a reload (`reloaded` is the next page in the tab), the clock is ours.
function fakeTab(initial: Record<string, string> = {}) {
  const entries = new Map(Object.entries(initial));
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  const reload = vi.fn();
  let clock = START;
  const page = (): ChunkReloadDeps => ({
    storage: {
      getItem: (key) => entries.get(key) ?? null,
      setItem: (key, value) => void entries.set(key, value),
    },
    reload,
    now: () => clock,
    setTimer: (run, ms) => timers.push({ run, ms, cleared: false }) - 1,
    clearTimer: (index) => void (timers[index as number]!.cleared = true),
  });
  return { deps: page(), reloaded: page, entries, timers, advance: (ms: number) => (clock += ms) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('loadChunk (spec §8: a failed chunk load reloads the page, never in a loop)', () => {
  it('resolves a loaded chunk without touching the reload record', async () => {
    const { deps, entries } = fakeTab({ [CHUNK_RELOAD_KEY]: String(START - 1000) });
    await expect(loadChunk(() => Promise.resolve('module'), deps)).resolves.toBe('module');
    expect(entries.get(CHUNK_RELOAD_KEY)).toBe(String(START - 1000));
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads on the first failure, records when, and leaves the promise pending', async () => {
    const { deps, entries } = fakeTab();
    const outcome = vi.fn();
    loadChunk(missing, deps).then(outcome, outcome);
    await settle();
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(entries.get(CHUNK_RELOAD_KEY)).toBe(String(START));
    expect(outcome).not.toHaveBeenCalled();
  });

  it('one chunk loading and another failing reloads once, then lets the error through (the loop case)', async () => {
    const { deps, reloaded, advance } = fakeTab();
    // First page load: the frame's chunk loads, the home chunk is gone: one reload.
    await loadChunk(() => Promise.resolve('frame'), deps);
    void loadChunk(missing, deps).catch(() => undefined);
    await settle();
    expect(deps.reload).toHaveBeenCalledTimes(1);
    // The reloaded page, a few seconds later: the frame loads again, home fails again.
    advance(3000);
    const second = reloaded();
    await loadChunk(() => Promise.resolve('frame'), second);
    await expect(loadChunk(missing, second)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(deps.reload).toHaveBeenCalledTimes(1);
    // And every later page load within the window ends the same way.
    advance(CHUNK_RELOAD_WINDOW_MS - 3001);
    const third = reloaded();
    await loadChunk(() => Promise.resolve('frame'), third);
    await expect(loadChunk(missing, third)).rejects.toThrow();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the window since the last reload is over (a later deployment)', async () => {
    const { deps, advance } = fakeTab({ [CHUNK_RELOAD_KEY]: String(START) });
    advance(CHUNK_RELOAD_WINDOW_MS);
    void loadChunk(missing, deps);
    await settle();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('a record from a clock set forward does not allow a loop either', async () => {
    const { deps } = fakeTab({ [CHUNK_RELOAD_KEY]: String(START + 60_000) });
    await expect(loadChunk(missing, deps)).rejects.toThrow();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('without sessionStorage it never reloads (a reload could loop) and the error shows', async () => {
    const { deps } = fakeTab();
    deps.storage.getItem = () => {
      throw new Error('SecurityError');
    };
    await expect(loadChunk(missing, deps)).rejects.toThrow();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it("once the page is reloading, other chunk loads stay pending (Vite's preload handler answers them empty)", async () => {
    const { deps } = fakeTab();
    void loadChunk(missing, deps);
    await settle();
    const outcome = vi.fn();
    loadChunk(() => Promise.resolve(undefined), deps).then(outcome, outcome);
    loadChunk(missing, deps).then(outcome, outcome);
    await settle();
    expect(outcome).not.toHaveBeenCalled();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('counts a chunk that takes longer than 120 s as failed (spec §9)', async () => {
    const { deps, timers } = fakeTab();
    loadChunk(() => new Promise(() => undefined), deps).catch(() => undefined);
    expect(timers[0]!.ms).toBe(CHUNK_LOAD_TIMEOUT_MS);
    timers[0]!.run();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });
});

describe("watchPreloadErrors (Vite's 'vite:preloadError' event)", () => {
  function preloadError() {
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    return event;
  }

  it('reloads once and keeps the error from the importer, as a chunk load of loadChunk does', () => {
    vi.stubGlobal('window', new EventTarget());
    const { deps } = fakeTab();
    watchPreloadErrors(deps, () => false);
    expect(preloadError().defaultPrevented).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('while idle preloads load, leaves the failure to whoever asked: no reload, the import rejects', () => {
    vi.stubGlobal('window', new EventTarget());
    const { deps, entries } = fakeTab();
    let idle = true;
    watchPreloadErrors(deps, () => idle);
    expect(preloadError().defaultPrevented).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(entries.has(CHUNK_RELOAD_KEY)).toBe(false);
    idle = false;
    expect(preloadError().defaultPrevented).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});

describe('reloadWhenReachable (a chunk failed while the server was unreachable)', () => {
  it('reloads at once when the page answers', async () => {
    const reload = vi.fn();
    const wait = vi.fn(() => Promise.resolve());
    await reloadWhenReachable({ probe: () => Promise.resolve({ ok: true }), wait, reload });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });

  it('waits 2 s between tries while the server cannot be reached, then reloads once', async () => {
    const reload = vi.fn();
    const wait = vi.fn(() => Promise.resolve());
    let tries = 0;
    const probe = () => (++tries < 4 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({ ok: true }));
    await reloadWhenReachable({ probe, wait, reload });
    expect(tries).toBe(4);
    expect(wait.mock.calls).toEqual([[2_000], [2_000], [2_000]]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  // e2e items-live (server restart): the server being stopped answered a request still on its kept-alive connection
  // with 503; reloading then found it gone and left the browser's error page, where no lock was ever sent again.
  it('does not take the 503 of a server shutting down (or any answer that is not the page) for the page', async () => {
    const reload = vi.fn();
    const wait = vi.fn(() => Promise.resolve());
    const answers = [false, 'unreachable', false, true] as const;
    let tries = 0;
    const probe = () => {
      const answer = answers[tries++];
      return answer === 'unreachable'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve({ ok: answer === true });
    };
    await reloadWhenReachable({ probe, wait, reload });
    expect(tries).toBe(4);
    expect(wait).toHaveBeenCalledTimes(3);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
