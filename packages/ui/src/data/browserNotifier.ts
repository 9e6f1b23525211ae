import type { Chat, Item } from '@console/api/contract';
import type { ChatsFeedEvent } from './chatsFeed.ts';
import type { ItemsFeedEvent } from './itemsFeed.ts';

/** A browser notification to show: its texts, the page a click opens, and a tag so one item notifies once. */
export interface BrowserNotice {
  kind: 'chat' | 'assigned';
  id: number;
  name: string;
  text: string;
  tag: string;
}

const WAITING: readonly Item['status'][] = ['new', 'inprogress', 'open', 'waiting', 'delayed'];

/**
 * The notices of one socket event for user `me`: a new chat, or a comment that became assigned to me. `assignees`
 * remembers who each seen item was assigned to, so a later change of an item already mine notifies nothing.
 */
export function noticesOf(
  event: ItemsFeedEvent | ChatsFeedEvent,
  me: number,
  assignees: Map<number, number | null>,
): BrowserNotice[] {
  if (event.method === 'chats.new')
    return event.chats.map((chat: Chat) => ({
      kind: 'chat',
      id: chat.id,
      name: chat.author.name,
      text: chat.excerpt,
      tag: `chat-${chat.id}`,
    }));
  if (event.method !== 'items.new' && event.method !== 'items.changed') return [];
  const notices: BrowserNotice[] = [];
  for (const item of event.items) {
    const before = assignees.get(item.id);
    const now = item.assignee?.id ?? null;
    assignees.set(item.id, now);
    // Unknown before: only an unread one still waiting counts as newly mine (an old one of mine changed is not news).
    const becameMine = now === me && before !== me && (before !== undefined || (item.unread && WAITING.includes(item.status)));
    if (becameMine && !item.from_us)
      notices.push({ kind: 'assigned', id: item.id, name: item.author.name, text: item.text, tag: `item-${item.id}` });
  }
  return notices;
}
