import type { ChatFilters } from './chatsQuery.ts';
import { ITEM_LIST_PARAMS, type ItemFilters } from './itemsQuery.ts';

/** A filter group of the inbox, named as the filter pane's label (items.json `filters.*`). */
export type ItemFilterName = 'search' | 'status' | 'accounts' | 'tags' | 'priority' | 'sentiment' | 'assignment' | 'event';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value) => b.includes(value));

const GROUP: Record<(typeof ITEM_LIST_PARAMS)[number], ItemFilterName> = {
  status: 'status',
  company_id: 'accounts',
  object_id: 'accounts',
  provider: 'accounts',
  tag_id: 'tags',
  priority: 'priority',
  sentiment: 'sentiment',
  // A post is one account's: its filter is named with the accounts.
  post_id: 'accounts',
};

/** The filter groups that differ from the defaults (the user's settings), in the pane's order; the sort is no filter. */
export function activeItemFilters(filters: ItemFilters, defaults: ItemFilters): ItemFilterName[] {
  const on = new Set<ItemFilterName>();
  if (filters.q !== '') on.add('search');
  for (const name of ITEM_LIST_PARAMS) if (!sameSet(filters.lists[name], defaults.lists[name])) on.add(GROUP[name]);
  if (filters.assignment !== defaults.assignment || filters.hideOther !== defaults.hideOther) on.add('assignment');
  // Drill-down (docs/stats.md): the event filter is one filter; without chosen statuses it lifts the default ones (no status filter then).
  if (filters.event) {
    on.add('event');
    if (filters.lists.status.length === 0) on.delete('status');
  }
  const order: readonly ItemFilterName[] = [
    'event',
    'search',
    'status',
    'assignment',
    'accounts',
    'tags',
    'priority',
    'sentiment',
  ];
  return order.filter((name) => on.has(name));
}

/** A filter of the chats list, named as its pane's label (chats.json `filters.*`); the tab and the sort are no filter. */
export type ChatFilterName = 'event' | 'search' | 'status' | 'accounts' | 'unread';

export function activeChatFilters(filters: ChatFilters, defaults: ChatFilters): ChatFilterName[] {
  const on: ChatFilterName[] = [];
  if (filters.event) on.push('event');
  if (filters.q !== '') on.push('search');
  if (!sameSet(filters.lists.status, defaults.lists.status)) on.push('status');
  if (
    !sameSet(filters.lists.object_id, defaults.lists.object_id) ||
    !sameSet(filters.lists.company_id, defaults.lists.company_id) ||
    !sameSet(filters.lists.provider, defaults.lists.provider)
  )
    on.push('accounts');
  if (filters.unread !== defaults.unread) on.push('unread');
  return on;
}
