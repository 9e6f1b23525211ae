// spec §8: a failed script chunk load reloads the page, once: a flag in sessionStorage stops a reload loop
// when the chunk is really gone (the error then reaches the error boundary).
export const CHUNK_RELOAD_KEY = 'chunk-reload';
// spec §9: script chunk load timeout 120 s.
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

const browserDeps = (): ChunkReloadDeps => ({
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (timer) => window.clearTimeout(timer as number),
});

/** Reloads unless this page load already came from such a reload; true when it reloaded. */
export function reloadOnce(deps: Pick<ChunkReloadDeps, 'storage' | 'reload'>): boolean {
  try {
    if (deps.storage.getItem(CHUNK_RELOAD_KEY) !== null) return false;
    deps.storage.setItem(CHUNK_RELOAD_KEY, '1');
  } catch {
    return false; // without storage a reload could loop: let the error show instead
  }
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
      if (!reloadOnce(deps)) reject(error instanceof Error ? error : new Error(String(error)));
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
        try {
          deps.storage.removeItem(CHUNK_RELOAD_KEY); // a chunk loaded: the next failure may reload again
        } catch {
          // storage unavailable: nothing to clear
        }
        resolve(module);
      },
      (error: unknown) => {
        deps.clearTimer(timer);
        fail(error);
      },
    );
  });
}

/** Vite's event for a failed modulepreload or CSS preload of a chunk: same rule. */
export function watchPreloadErrors(deps: ChunkReloadDeps = browserDeps()): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce(deps)) event.preventDefault();
  });
}
