import { useSyncExternalStore } from 'react';
import type { ComposingMessage, OtherComposingMessage, ViewerMessage } from '@console/api/contract';

type Target = ComposingMessage['target'];
interface Composer {
  id: number;
  name: string;
  /** Unix ms: shown until then, unless repeated. */
  until: number;
}

const keyOf = (target: { type: string; id: number }): string => `${target.type}:${target.id}`;
const NONE: readonly Composer[] = [];

// docs/socket.md `composing`: who else is typing a reply in an item or chat, each until their message's `until`;
// leaving it (viewer.unlock) clears them at once.
export function createComposingStore() {
  let byTarget = new Map<string, readonly Composer[]>();
  const listeners = new Set<() => void>();
  const put = (next: Map<string, readonly Composer[]>, key: string, list: readonly Composer[]) => {
    if (list.length === 0) next.delete(key);
    else next.set(key, list);
  };
  return {
    apply(composing: readonly OtherComposingMessage[], viewers: readonly ViewerMessage[] = []): void {
      const unlocks = viewers.filter((message) => message.method === 'viewer.unlock');
      if (composing.length === 0 && unlocks.length === 0) return;
      const next = new Map(byTarget);
      for (const { target, user, until } of composing) {
        const key = keyOf(target);
        const others = (next.get(key) ?? NONE).filter((one) => one.id !== user.id);
        put(next, key, [...others, { id: user.id, name: user.name, until }]);
      }
      for (const { target, user } of unlocks) {
        const key = keyOf(target);
        put(
          next,
          key,
          (next.get(key) ?? NONE).filter((one) => one.id !== user.id),
        );
      }
      byTarget = next;
      listeners.forEach((listener) => listener());
    },
    clear(): void {
      byTarget = new Map();
      listeners.forEach((listener) => listener());
    },
    get: (target: Target): readonly Composer[] => byTarget.get(keyOf(target)) ?? NONE,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type ComposingStore = ReturnType<typeof createComposingStore>;
export const composingStore = createComposingStore();

/** The names of the other users typing a reply in `target` at `now` (unix ms; the page's ticking clock). */
export function useOthersComposing(target: Target, now: number, meId: number | undefined, store = composingStore): string[] {
  const list = useSyncExternalStore(
    store.subscribe,
    () => store.get(target),
    () => NONE,
  );
  return list.filter((one) => one.until > now && one.id !== meId).map((one) => one.name);
}
