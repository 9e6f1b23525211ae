import { useSyncExternalStore } from 'react';
import type { LockTarget, ViewerMessage } from '@console/api/contract';

export interface Viewer {
  id: number;
  name: string;
}

const keyOf = (target: LockTarget): string => `${target.type}:${target.id}`;
const NONE: readonly Viewer[] = [];

// Who else has an item, chat or issue open (screens.md: viewers from lock messages); filled by the socket.
export function createViewersStore() {
  let byTarget = new Map<string, readonly Viewer[]>();
  const listeners = new Set<() => void>();
  return {
    apply(messages: readonly ViewerMessage[]): void {
      if (messages.length === 0) return;
      const next = new Map(byTarget);
      for (const { method, target, user } of messages) {
        const key = keyOf(target);
        const others = (next.get(key) ?? NONE).filter((viewer) => viewer.id !== user.id);
        const viewers = method === 'viewer.lock' ? [...others, { id: user.id, name: user.name }] : others;
        if (viewers.length === 0) next.delete(key);
        else next.set(key, viewers);
      }
      byTarget = next;
      listeners.forEach((listener) => listener());
    },
    clear(): void {
      byTarget = new Map();
      listeners.forEach((listener) => listener());
    },
    get: (target: LockTarget): readonly Viewer[] => byTarget.get(keyOf(target)) ?? NONE,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type ViewersStore = ReturnType<typeof createViewersStore>;

export const viewersStore = createViewersStore();

/** The other users who have this target open now. */
export function useViewers(target: LockTarget, store: ViewersStore = viewersStore): readonly Viewer[] {
  return useSyncExternalStore(
    store.subscribe,
    () => store.get(target),
    () => NONE,
  );
}
