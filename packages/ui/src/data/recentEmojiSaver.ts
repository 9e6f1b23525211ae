import type { RecentEmojiResponse, RecentEmojiUpdate } from '@console/api/contract';

// How long the saver waits after the last remembered emoji before it sends PUT v1/me/emoji.
export const RECENT_EMOJI_SAVE_DELAY_MS = 1_000;

export interface RecentEmojiSaverOptions {
  /** PUT v1/me/emoji with the changed networks' lists. */
  put(update: RecentEmojiUpdate): Promise<RecentEmojiResponse>;
  /** The server's whole map after a save, with the lists still waiting laid over it. */
  onSaved(emoji: RecentEmojiResponse): void;
  delayMs?: number;
}

export interface RecentEmojiSaver {
  /** Lists not saved yet, by network: waiting for the pause, on the way, or after a failed save. */
  pending(): Readonly<Record<string, readonly string[]>>;
  /** A network's new list: saved after a pause of delayMs without changes, together with everything still pending. */
  change(network: string, list: readonly string[]): void;
  subscribe(listener: () => void): () => void;
  /** Stops the pause timer (the saver is being dropped). */
  dispose(): void;
}

/**
 * Saves recent emoji (spec §7 PUT v1/me/emoji): debounced; one request at a time and the last write wins (a change
 * made while one is on the way is sent after it); a failure is silent but not lost: the lists stay pending and go
 * with the next change.
 */
export function createRecentEmojiSaver({
  put,
  onSaved,
  delayMs = RECENT_EMOJI_SAVE_DELAY_MS,
}: RecentEmojiSaverOptions): RecentEmojiSaver {
  let pending: Record<string, readonly string[]> = {};
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight = false;
  let again = false;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  function send(): void {
    if (inFlight) {
      again = true;
      return;
    }
    const batch = pending;
    if (Object.keys(batch).length === 0) return;
    inFlight = true;
    put(batch as RecentEmojiUpdate)
      .then((answer) => {
        // A list changed again meanwhile stays pending: the next send carries it.
        const rest = Object.fromEntries(Object.entries(pending).filter(([network, list]) => batch[network] !== list));
        pending = rest;
        notify();
        onSaved({ ...answer, ...(rest as RecentEmojiResponse) });
      })
      .catch(() => {
        // spec §8 spirit for background saves: silent; the lists stay pending until the next change.
      })
      .finally(() => {
        inFlight = false;
        if (again) {
          again = false;
          send();
        }
      });
  }

  return {
    pending: () => pending,
    change(network, list) {
      pending = { ...pending, [network]: list };
      notify();
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        send();
      }, delayMs);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
