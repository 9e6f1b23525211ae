import { Author, Item, Post, type AuthorsMessage, type ItemsGoneMessage, type ItemsMessage } from '@console/api/contract';

/** New or changed items with the posts they belong to (the row's post line), or items gone. */
export type ItemsFeedEvent = { method: ItemsMessage['method']; items: Item[]; posts: Post[] } | ItemsGoneMessage;

/** The entries that pass the schema (as chatsFeed.ts): the shell's socket code keeps them loose. */
const parsedAll = <T>(schema: { safeParse: (raw: unknown) => { success: boolean; data?: T } }, rows: readonly unknown[]): T[] =>
  rows.flatMap((raw) => {
    const result = schema.safeParse(raw);
    return result.success ? [result.data as T] : [];
  });

// 'items.new' and 'items.changed' from the socket, handed to whichever list is open, 'items.gone' (spec §1:
// out of a limited user's reach) to the open list and item page, and 'authors.changed' (a block, labels or a note)
// to the open author panels. Each item and author is checked against its schema here: the shell's socket code keeps
// them loose.
export function createItemsFeed() {
  const listeners = new Set<(event: ItemsFeedEvent) => void>();
  const authorListeners = new Set<(authors: readonly Author[]) => void>();
  return {
    publish(messages: readonly (ItemsMessage | ItemsGoneMessage)[]): void {
      for (const message of messages) {
        if (message.method === 'items.gone') {
          listeners.forEach((listener) => listener(message));
          continue;
        }
        const items = parsedAll(Item, message.items);
        const posts = parsedAll(Post, message.posts ?? []);
        if (items.length > 0) listeners.forEach((listener) => listener({ method: message.method, items, posts }));
      }
    },
    subscribe(listener: (event: ItemsFeedEvent) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    publishAuthors(messages: readonly AuthorsMessage[]): void {
      const authors = messages.flatMap((message) => parsedAll(Author, message.authors));
      if (authors.length > 0) authorListeners.forEach((listener) => listener(authors));
    },
    subscribeAuthors(listener: (authors: readonly Author[]) => void): () => void {
      authorListeners.add(listener);
      return () => void authorListeners.delete(listener);
    },
  };
}

export type ItemsFeed = ReturnType<typeof createItemsFeed>;
export const itemsFeed = createItemsFeed();

/** The item with the author's newer labels, block and counts (an 'authors.changed'), or the same item. */
export const withAuthor = (item: Item, byId: ReadonlyMap<number, Author>): Item => {
  const author = byId.get(item.author.id);
  return author ? { ...item, author } : item;
};

/** Whether an item is among the gone ones: itself, or the thread root it answers (a reply goes with its root). */
export const isGone = (item: Pick<Item, 'id' | 'parent_id'>, ids: readonly number[]): boolean =>
  ids.includes(item.id) || (item.parent_id !== null && ids.includes(item.parent_id));
