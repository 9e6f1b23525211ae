// quality.md: a burst of socket messages causes at most one render per frame; every message of a frame is
// handled in one callback, where React batches the state updates into one commit.
export type Schedule = (run: () => void) => void;

const nextFrame: Schedule = (run) =>
  typeof requestAnimationFrame === 'function' ? void requestAnimationFrame(() => run()) : void setTimeout(run, 16);

export function createFrameBatcher<T>(flush: (items: T[]) => void, schedule: Schedule = nextFrame) {
  let queue: T[] = [];
  let scheduled = false;
  return {
    push(item: T): void {
      queue.push(item);
      if (scheduled) return;
      scheduled = true;
      schedule(() => {
        scheduled = false;
        const items = queue;
        queue = [];
        flush(items);
      });
    },
    /** Drops what is queued (logout): nothing of the old session is applied. */
    clear(): void {
      queue = [];
    },
  };
}
