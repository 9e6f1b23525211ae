import { CHUNK_LOAD_TIMEOUT_MS, SOCKET_RECONNECT_MS } from '@console/spec';
import { preloadingWhenIdle } from '@console/ui/lazy/preload';

// spec §8: a failed script chunk load reloads the page, once and never in a loop: sessionStorage keeps when the
// last such reload happened, and within CHUNK_RELOAD_WINDOW_MS of it a failure is not reloaded again but reaches
// the error page. A loaded chunk does not clear it: one chunk loading and another failing must not loop.
export const CHUNK_RELOAD_KEY = 'chunk-reload';
/** At most one reload per this window (a new deployment later in the same tab may reload again). */
export const CHUNK_RELOAD_WINDOW_MS = 5 * 60_000;
// spec §9: script chunk load timeout 120 s.
export { CHUNK_LOAD_TIMEOUT_MS } from '@console/spec';

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

export interface ReachDeps {
  /** Resolves with the page address's answer, rejects when the server could not be reached. */
  probe: () => Promise<{ ok: boolean }>;
  wait: (ms: number) => Promise<unknown>;
  reload: () => void;
}

/**
 * Reloads once the page's own address answers with the page. A chunk that failed because the server is unreachable
 * (restarting, the network gone) would otherwise reload into the browser's own error page and lose the console; so
 * would an answer that is not the page: a server shutting down answers 503 to the requests it still gets, and the
 * reload that follows finds it gone. Until then the page stays as it is, with the connection notice, and asks again
 * at the socket's reconnect interval (spec §8, §9).
 */
export async function reloadWhenReachable(deps: ReachDeps): Promise<void> {
  for (;;) {
    const answer = await deps.probe().catch(() => null);
    if (answer?.ok) break;
    await deps.wait(SOCKET_RECONNECT_MS);
  }
  deps.reload();
}

const browserReach: ReachDeps = {
  probe: () => fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }),
  wait: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
  reload: () => window.location.reload(),
};

let browser: ChunkReloadDeps | null = null;
const browserDeps = (): ChunkReloadDeps =>
  (browser ??= {
    storage: window.sessionStorage,
    reload: () => void reloadWhenReachable(browserReach),
    now: () => Date.now(),
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
  });

// Pages (by their deps) that are reloading now: their chunk loads stay pending, so nothing renders an error (or
// Vite's empty answer after its preload handler reloaded) while the page goes away.
const reloading = new WeakSet<object>();

/** Reloads unless a reload of this kind happened within the window; true when it reloaded. */
export function reloadOnce(deps: Pick<ChunkReloadDeps, 'storage' | 'reload' | 'now'>): boolean {
  try {
    const now = deps.now();
    const last = Number(deps.storage.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN);
    // Either side of now: a clock set back must not turn a recent reload into an old one and loop.
    if (Number.isFinite(last) && Math.abs(now - last) < CHUNK_RELOAD_WINDOW_MS) return false;
    deps.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false; // without storage a reload could loop: let the error show instead
  }
  reloading.add(deps);
  deps.reload();
  return true;
}

/** Loads a lazy chunk within the timeout; on failure reloads the page once, else rejects. */
export function loadChunk<T>(load: () => Promise<T>, deps: ChunkReloadDeps = browserDeps()): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // The page is going away: keep the promise pending so nothing renders an error meanwhile.
      if (reloading.has(deps) || reloadOnce(deps)) return;
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const timer = deps.setTimer(
      () => fail(new Error(`Chunk load timed out after ${CHUNK_LOAD_TIMEOUT_MS} ms`)),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    load().then(
      (module) => {
        deps.clearTimer(timer);
        if (settled) return;
        settled = true;
        if (!reloading.has(deps)) resolve(module);
      },
      (error: unknown) => {
        deps.clearTimer(timer);
        fail(error);
      },
    );
  });
}

/**
 * Vite's event for a failed chunk load (its code or CSS): same rule, except while idle preloads are loading. One of
 * them failing is no reason to reload a page the user is working in (into a server that may be restarting): the event
 * is left alone, so the failure reaches whoever asked; an idle preload ignores it, a route's loadChunk reloads.
 */
export function watchPreloadErrors(deps: ChunkReloadDeps = browserDeps(), speculative = preloadingWhenIdle): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (speculative()) return;
    if (reloadOnce(deps)) event.preventDefault();
  });
}
