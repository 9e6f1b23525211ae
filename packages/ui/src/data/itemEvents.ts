import type { ItemsMessage } from '@console/api/contract';

type Listener = (messages: readonly ItemsMessage[]) => void;

// issue 6: 'items.new' and 'items.changed' from the socket, handed on once per frame to the screens that show items.
export function createItemEvents() {
  const listeners = new Set<Listener>();
  return {
    /** The frame's socket messages: the items ones reach the listeners. */
    emit(messages: readonly { readonly method: string; readonly [field: string]: unknown }[]): void {
      const items = messages.filter(
        (message): message is ItemsMessage => message.method === 'items.new' || message.method === 'items.changed',
      );
      if (items.length > 0) listeners.forEach((listener) => listener(items));
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type ItemEvents = ReturnType<typeof createItemEvents>;
export const itemEvents = createItemEvents();
