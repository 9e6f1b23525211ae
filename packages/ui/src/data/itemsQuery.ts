import { DEFAULT_STATUS_FILTER } from '@console/spec';
import {
  COMMENT_STATUSES,
  NetworkId,
  PRIORITIES,
  SENTIMENTS,
  type Item,
  type ItemsQuery,
  type UserSettings,
} from '@console/api/contract';
import { eventQueryOf, isEventParam, readEventFilter, type EventFilter } from './statsDrill.ts';

// The comments inbox's filters: the URL query is exactly the API's query (architecture.md), the user's
// settings give the defaults (spec §3), and the default statuses are new and inprogress (spec §9).

/** The list filters: repeated parameters (`status[]=new&status[]=inprogress`). */
// `post_id` comes only from the URL (a post's number on /stats/posts, docs/stats.md "Drill-down"): no setting, no picker.
export const ITEM_LIST_PARAMS = [
  'status',
  'company_id',
  'object_id',
  'provider',
  'tag_id',
  'priority',
  'sentiment',
  'post_id',
] as const;
export type ItemListParam = (typeof ITEM_LIST_PARAMS)[number];
export const ASSIGNMENTS = ['all', 'mine', 'unassigned'] as const;
export type Assignment = (typeof ASSIGNMENTS)[number];

const DIGITS = /^[1-9]\d{0,8}$/;
const VALID: Record<ItemListParam, (value: string) => boolean> = {
  status: (v) => (COMMENT_STATUSES as readonly string[]).includes(v),
  company_id: (v) => DIGITS.test(v),
  object_id: (v) => DIGITS.test(v),
  provider: (v) => NetworkId.safeParse(v).success,
  tag_id: (v) => DIGITS.test(v),
  priority: (v) => (PRIORITIES as readonly string[]).includes(v),
  sentiment: (v) => (SENTIMENTS as readonly string[]).includes(v),
  post_id: (v) => DIGITS.test(v),
};
const OTHER_PARAMS = ['reversed', 'hide_other', 'assignment', 'q'] as const;

/** The filters of a list: each list parameter's values, the flags, the search. */
export interface ItemFilters {
  lists: Record<ItemListParam, string[]>;
  reversed: boolean;
  hideOther: boolean;
  assignment: Assignment;
  q: string;
  /** Drill-down (spec §2.3, docs/stats.md): the comments a stats number counts (statsDrill.ts); the default statuses then do not apply. */
  event: EventFilter | null;
}

const emptyLists = (): Record<ItemListParam, string[]> =>
  Object.fromEntries(ITEM_LIST_PARAMS.map((name) => [name, [] as string[]])) as Record<ItemListParam, string[]>;

/** The defaults of spec §3 user settings (no status chosen there: new and inprogress, spec §9). */
export function defaultFilters(
  settings: Pick<
    UserSettings,
    'status' | 'company_id' | 'object_id' | 'provider' | 'tag_id' | 'priority' | 'reversed' | 'hide_other'
  > | null,
): ItemFilters {
  const lists = emptyLists();
  lists.status = settings && settings.status.length > 0 ? settings.status.filter(VALID.status) : [...DEFAULT_STATUS_FILTER];
  if (settings) {
    lists.company_id = settings.company_id.map(String);
    lists.object_id = settings.object_id.map(String);
    lists.provider = settings.provider.filter(VALID.provider);
    lists.tag_id = settings.tag_id.map(String);
    lists.priority = settings.priority.filter(VALID.priority);
  }
  return {
    lists,
    reversed: settings?.reversed ?? false,
    hideOther: settings?.hide_other ?? false,
    assignment: 'all',
    q: '',
    event: null,
  };
}

/** True when the URL chooses any filter itself (otherwise the settings' defaults apply). */
export function hasFilterParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return [...params.keys()].some((key) => {
    const name = key.replace(/\[\]$/, '');
    return (
      (ITEM_LIST_PARAMS as readonly string[]).includes(name) ||
      (OTHER_PARAMS as readonly string[]).includes(name) ||
      isEventParam(name)
    );
  });
}

/** The filters a URL search holds; invalid values are dropped (they would only earn a 400). */
export function readFilters(search: string, defaults: ItemFilters): ItemFilters {
  if (!hasFilterParams(search)) return defaults;
  const params = new URLSearchParams(search);
  const lists = emptyLists();
  for (const name of ITEM_LIST_PARAMS)
    lists[name] = [...new Set([...params.getAll(`${name}[]`), ...params.getAll(name)])].filter(VALID[name]);
  const assignment = params.get('assignment');
  return {
    lists,
    reversed: params.get('reversed') === '1',
    hideOther: params.get('hide_other') === '1',
    assignment: (ASSIGNMENTS as readonly string[]).includes(assignment ?? '') ? (assignment as Assignment) : 'all',
    q: (params.get('q') ?? '').slice(0, 200),
    event: readEventFilter(params),
  };
}

/** The API query of the filters (also the URL's search: the same parameters). */
export function queryOf(filters: ItemFilters): ItemsQuery {
  const query: Record<string, string | string[]> = {};
  for (const name of ITEM_LIST_PARAMS) if (filters.lists[name].length > 0) query[`${name}[]`] = filters.lists[name];
  if (filters.reversed) query['reversed'] = '1';
  if (filters.hideOther) query['hide_other'] = '1';
  if (filters.assignment !== 'all') query['assignment'] = filters.assignment;
  if (filters.q.trim() !== '') query['q'] = filters.q.trim();
  Object.assign(query, eventQueryOf(filters.event));
  return query as ItemsQuery;
}

/** The URL search of the filters, keeping what is not a filter (locale…). */
export function writeFilters(search: string, filters: ItemFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search))
    if (!hasFilterParams(`${key}=`) && key !== 'cursor') params.append(key, value);
  for (const [name, value] of Object.entries(queryOf(filters)))
    for (const one of typeof value === 'string' ? [value] : (value as string[])) params.append(name, one);
  return params.toString();
}

const pick = (values: string[]) => (values.length === 0 ? null : values);

/** Whether an item belongs in a list with these filters (a live 'items.new' is added only then). */
export function itemMatches(item: Item, filters: ItemFilters, userId: number | null): boolean {
  const { lists } = filters;
  const statuses = pick(lists.status) ?? [...DEFAULT_STATUS_FILTER];
  const has = (values: string[], value: string | number) => values.length === 0 || values.includes(String(value));
  const q = filters.q.trim().toLowerCase();
  // A drilled list holds a period's events: a comment arriving now is not known to have them (the server decides).
  if (filters.event) return false;
  return (
    item.parent_id === null &&
    statuses.includes(item.status) &&
    has(lists.company_id, item.company_id) &&
    has(lists.object_id, item.object_id) &&
    has(lists.provider, item.provider) &&
    (lists.tag_id.length === 0 || item.tags.some((tag) => lists.tag_id.includes(String(tag)))) &&
    has(lists.priority, item.priority) &&
    has(lists.sentiment, item.sentiment) &&
    has(lists.post_id, item.post_id ?? 0) &&
    (!filters.hideOther || item.assignee === null || item.assignee.id === userId) &&
    (filters.assignment !== 'mine' || item.assignee?.id === userId) &&
    (filters.assignment !== 'unassigned' || item.assignee === null) &&
    (q === '' || item.text.toLowerCase().includes(q) || item.author.name.toLowerCase().includes(q))
  );
}
