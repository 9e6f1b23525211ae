import { Item, type ItemsMessage } from '@console/api/contract';

export interface ItemsFeedEvent {
  method: ItemsMessage['method'];
  items: Item[];
}

// 'items.new' and 'items.changed' from the socket (issue 6), handed to whichever list is open. Each item is
// checked against the Item schema here: the shell's socket code keeps them loose.
export function createItemsFeed() {
  const listeners = new Set<(event: ItemsFeedEvent) => void>();
  return {
    publish(messages: readonly ItemsMessage[]): void {
      for (const message of messages) {
        const items = message.items.flatMap((raw) => {
          const parsed = Item.safeParse(raw);
          return parsed.success ? [parsed.data] : [];
        });
        if (items.length > 0) listeners.forEach((listener) => listener({ method: message.method, items }));
      }
    },
    subscribe(listener: (event: ItemsFeedEvent) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type ItemsFeed = ReturnType<typeof createItemsFeed>;
export const itemsFeed = createItemsFeed();
