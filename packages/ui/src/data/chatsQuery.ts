import { isChatDefaultStatus } from '@console/spec';
import {
  CHAT_SORTS,
  CHAT_TABS,
  COMMENT_STATUSES,
  NetworkId,
  PRIORITIES,
  type Chat,
  type ChatsQuery,
  type ChatSort,
  type ChatTab,
  type ObjectsWithTagsResponse,
} from '@console/api/contract';
import { eventQueryOf, isEventParam, readEventFilter, type EventFilter } from './statsDrill.ts';

// The chats list's filters: the URL query is exactly the API's query (architecture.md); the user's
// settings give the defaults (spec §3), the default statuses are new and inprogress, and open where the company
// setting allows (spec §9 "Chats also add open when the company setting allows"). Companies come only from the URL (a
// stats number under a company filter, docs/stats.md "Drill-down"), as in the comments list: the pane has no picker.

export const CHAT_LIST_PARAMS = ['status', 'object_id', 'company_id', 'provider'] as const;
export type ChatListParam = (typeof CHAT_LIST_PARAMS)[number];

export interface ChatFilters {
  tab: ChatTab;
  lists: Record<ChatListParam, string[]>;
  unread: boolean;
  sort: ChatSort;
  q: string;
  /** Drill-down (spec §2.3, docs/stats.md): the chats a stats number counts (statsDrill.ts); the default statuses then do not apply. */
  event: EventFilter | null;
}

const DIGITS = /^[1-9]\d{0,8}$/;
const VALID: Record<ChatListParam, (value: string) => boolean> = {
  status: (v) => (COMMENT_STATUSES as readonly string[]).includes(v),
  object_id: (v) => DIGITS.test(v),
  company_id: (v) => DIGITS.test(v),
  provider: (v) => NetworkId.safeParse(v).success,
};
const OTHER_PARAMS = ['tab', 'unread', 'sort', 'q'] as const;

export interface ChatDefaults {
  /** spec §3 user settings: statuses, accounts, networks, order. */
  settings: { status: readonly string[]; object_id: readonly number[]; provider: readonly string[]; reversed: boolean } | null;
}

// No status chosen sends none: the server's default is new and inprogress, and open of each company whose status_open
// allows it (spec §9, per company, as apps/server/src/chats/list.ts reads it).
export function defaultChatFilters({ settings }: ChatDefaults): ChatFilters {
  const status = settings?.status.filter(VALID.status) ?? [];
  return {
    tab: 'all',
    lists: {
      status,
      object_id: settings?.object_id.map(String) ?? [],
      company_id: [],
      provider: settings?.provider.filter(VALID.provider) ?? [],
    },
    unread: false,
    sort: settings?.reversed ? 'oldest' : 'updated',
    q: '',
    event: null,
  };
}

const isFilterKey = (key: string) => {
  const name = key.replace(/\[\]$/, '');
  return (
    (CHAT_LIST_PARAMS as readonly string[]).includes(name) ||
    (OTHER_PARAMS as readonly string[]).includes(name) ||
    isEventParam(name)
  );
};

/** The filters a URL search holds (invalid values dropped); without any filter parameter, the defaults. */
export function readChatFilters(search: string, defaults: ChatFilters): ChatFilters {
  const params = new URLSearchParams(search);
  if (![...params.keys()].some(isFilterKey)) return defaults;
  const lists = Object.fromEntries(
    CHAT_LIST_PARAMS.map((name) => [
      name,
      [...new Set([...params.getAll(`${name}[]`), ...params.getAll(name)])].filter(VALID[name]),
    ]),
  ) as Record<ChatListParam, string[]>;
  const tab = params.get('tab') ?? 'all';
  return {
    tab: (CHAT_TABS as readonly string[]).includes(tab) ? (tab as ChatTab) : 'all',
    lists,
    unread: params.get('unread') === '1',
    sort: CHAT_SORTS.find((sort) => sort === params.get('sort')) ?? 'updated',
    q: (params.get('q') ?? '').slice(0, 200),
    event: readEventFilter(params),
  };
}

/** The API query of the filters without the tab (the counts' query). */
export function chatsQueryOf(filters: ChatFilters): Omit<ChatsQuery, 'tab' | 'cursor' | 'limit'> {
  const query: Record<string, string | string[]> = {};
  for (const name of CHAT_LIST_PARAMS) if (filters.lists[name].length > 0) query[`${name}[]`] = filters.lists[name];
  if (filters.unread) query['unread'] = '1';
  if (filters.sort !== 'updated') query['sort'] = filters.sort;
  if (filters.q.trim() !== '') query['q'] = filters.q.trim();
  Object.assign(query, eventQueryOf(filters.event));
  return query as Omit<ChatsQuery, 'tab'>;
}

/** The URL search of the filters, keeping what is not a filter (locale…). */
export function writeChatFilters(search: string, filters: ChatFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) if (!isFilterKey(key) && key !== 'cursor') params.append(key, value);
  if (filters.tab !== 'all') params.append('tab', filters.tab);
  for (const [name, value] of Object.entries(chatsQueryOf(filters)))
    for (const one of typeof value === 'string' ? [value] : (value as string[])) params.append(name, one);
  return params.toString();
}

/** Who reads the list: the 'mine' tab holds chats assigned to them, to their user groups and to their departments. */
export interface ChatViewer {
  userId: number | null;
  groupIds: readonly number[];
  departmentIds: readonly number[];
  /** spec §9: the companies whose status_open lets their chats count open by default. */
  openCompanyIds: readonly number[];
}

/** The viewer from GET v1/config's user and GET v1/objects?tags=true (whose groups and departments are `member`). */
export function chatViewerOf(userId: number | null, objects: ObjectsWithTagsResponse | undefined): ChatViewer {
  return {
    userId,
    groupIds: (objects?.usergroups ?? []).filter((group) => group.member === true).map((group) => group.id),
    departmentIds: (objects?.departments ?? [])
      .filter((department) => department.member === true)
      .map((department) => department.id),
    openCompanyIds: (objects?.companies ?? []).filter((company) => company.settings.status_open).map((company) => company.id),
  };
}

/** The server's default statuses (spec §9): new and inprogress, and open where the chat's company allows it. */
const defaultStatusOf = (chat: Chat, viewer: ChatViewer) =>
  isChatDefaultStatus(chat.status, viewer.openCompanyIds.includes(chat.company_id));

/** The 'mine' tab's rule, as the server's (contract ChatsQuery.tab). */
export function isMine(assignee: Chat['assignee'], viewer: ChatViewer): boolean {
  if (!assignee) return false;
  if (assignee.type === 'user') return assignee.id === viewer.userId;
  return (assignee.type === 'usergroup' ? viewer.groupIds : viewer.departmentIds).includes(assignee.id);
}

/** Whether a chat belongs in the list (a live 'chats.new' comes in only then). */
export function chatMatches(chat: Chat, filters: ChatFilters, viewer: ChatViewer): boolean {
  const { lists } = filters;
  const has = (values: string[], value: string | number) => values.length === 0 || values.includes(String(value));
  const q = filters.q.trim().toLowerCase();
  const mine = isMine(chat.assignee, viewer);
  // A drilled list holds a period's events: a chat arriving now is not known to have them (the server decides).
  if (filters.event) return false;
  return (
    (lists.status.length === 0 ? defaultStatusOf(chat, viewer) : lists.status.includes(chat.status)) &&
    has(lists.object_id, chat.object_id) &&
    has(lists.company_id, chat.company_id) &&
    has(lists.provider, chat.provider) &&
    (!filters.unread || chat.unread_count > 0) &&
    (filters.tab !== 'mine' || mine) &&
    (filters.tab !== 'unassigned' || chat.assignee === null) &&
    (q === '' || chat.excerpt.toLowerCase().includes(q) || chat.author.name.toLowerCase().includes(q))
  );
}

/**
 * The list's order under a sort, as the server orders it (apps/server/src/chats/list.ts): last activity first, or the
 * highest priority first and then last activity; null for 'oldest', whose live rows belong at the end, where paging is.
 */
export function chatOrder(sort: ChatSort): ((a: Chat, b: Chat) => number) | null {
  const byActivity = (a: Chat, b: Chat) => b.updated_at - a.updated_at || b.id - a.id;
  if (sort === 'updated') return byActivity;
  if (sort === 'priority') return (a, b) => PRIORITIES.indexOf(b.priority) - PRIORITIES.indexOf(a.priority) || byActivity(a, b);
  return null;
}
