import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ErrorBody } from '../contract/errors.ts';
import {
  ERROR_TYPE_CONFLICT,
  ITEMS_BULK_PATH,
  ITEMS_PATH,
  ItemsBulk,
  ItemsQuery,
  ItemUpdate,
  type HistoryEntry,
  type Item,
  type ItemConflict,
  type ItemDetail,
  type ItemsBulkResult,
  type ItemsPage,
  type Post,
} from '../contract/items.ts';
import type { NamedRecord } from '../contract/objects.ts';
import { DEFAULT_STATUS_FILTER } from '../contract/userSettings.ts';
import type { User } from '../contract/user.ts';
import { createItemsFixture, INBOX_LABELS, INBOX_TAGS, type ItemsFixture } from './itemsFixtures.ts';
import { authenticate, errorAnswer, paidOverAnswer, spaceOfCompany } from './respond.ts';
import { mockText, type MockTextKey } from './texts.ts';
import { groupsOfUser, GROUP_LIMITS, itemOfUser, itemVisibleTo } from './usergroupsFixtures.ts';
import type { MockState } from './state.ts';

/** The mock inbox of one MockState: its items, posts and the history of every change. */
export interface ItemsStore extends ItemsFixture {
  history: HistoryEntry[];
}

const stores = new WeakMap<MockState, ItemsStore>();

// The space knows the inbox's tags and labels by name (GET v1/objects?tags=true), besides any a story set.
function nameInboxRecords(state: MockState): void {
  const known = (records: readonly NamedRecord[], id: number) => records.some((one) => one.id === id);
  state.tags = [...state.tags, ...INBOX_TAGS.filter((tag) => !known(state.tags, tag.id))];
  state.labels = [...state.labels, ...INBOX_LABELS.filter((label) => !known(state.labels, label.id))];
}

/**
 * The inbox of a mock state, made on first use (most stories never ask for items). A story showing tag names makes it
 * before the page loads (GET v1/objects may answer before the first items request).
 */
// The changed field's name in the 409 text, as the server words it.
const conflictField = (field: string) => `itemField${field[0]!.toUpperCase()}${field.slice(1)}` as MockTextKey;

export function itemsStoreOf(state: MockState, make: () => ItemsFixture = () => createItemsFixture()): ItemsStore {
  let store = stores.get(state);
  if (!store) {
    store = { ...make(), history: [] };
    stores.set(state, store);
    nameInboxRecords(state);
  }
  return store;
}

const all = (value: string | readonly string[] | undefined): readonly string[] | null =>
  value === undefined ? null : typeof value === 'string' ? [value] : value;

// The URL's parameters as the contract's query: a repeated name becomes a list.
function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = name.endsWith('[]') ? values : values[0]!;
  }
  return query;
}

const encodeCursor = (item: Item) => btoa(`${item.created_at}:${item.id}`);
function decodeCursor(cursor: string): { at: number; id: number } | null {
  try {
    const [at, id] = atob(cursor).split(':').map(Number);
    return Number.isInteger(at) && Number.isInteger(id) ? { at: at!, id: id! } : null;
  } catch {
    return null;
  }
}

/** The list's rule: the user settings' filters, the default statuses, newest first unless reversed. */
export function listItems(items: readonly Item[], query: ItemsQuery, user: Pick<User, 'id'>): Item[] | null {
  const statuses = all(query['status[]']) ?? DEFAULT_STATUS_FILTER;
  const ids = (name: keyof ItemsQuery) => all(query[name] as string | string[] | undefined)?.map(Number) ?? null;
  const companies = ids('company_id[]');
  const objects = ids('object_id[]');
  const tags = ids('tag_id[]');
  const providers = all(query['provider[]']);
  const priorities = all(query['priority[]']);
  const sentiments = all(query['sentiment[]']);
  const search = query.q?.trim().toLowerCase() ?? '';
  const reversed = query.reversed === '1';
  const visible = itemVisibleTo(items, user);
  const rows = items.filter(
    (item) =>
      item.parent_id === null &&
      visible(item) &&
      statuses.includes(item.status) &&
      (companies === null || companies.includes(item.company_id)) &&
      (objects === null || objects.includes(item.object_id)) &&
      (providers === null || providers.includes(item.provider)) &&
      (tags === null || item.tags.some((tag) => tags.includes(tag))) &&
      (priorities === null || priorities.includes(item.priority)) &&
      (sentiments === null || sentiments.includes(item.sentiment)) &&
      (query.author_id === undefined || item.author.id === Number(query.author_id)) &&
      (query.hide_other !== '1' || item.assignee === null || item.assignee.id === user.id) &&
      (query.assignment !== 'mine' || item.assignee?.id === user.id) &&
      (query.assignment !== 'unassigned' || item.assignee === null) &&
      (search === '' || item.text.toLowerCase().includes(search) || item.author.name.toLowerCase().includes(search)),
  );
  const order = (a: Item, b: Item) => (b.created_at - a.created_at || b.id - a.id) * (reversed ? -1 : 1);
  rows.sort(order);
  if (query.cursor === undefined) return rows;
  const after = decodeCursor(query.cursor);
  if (after === null) return null;
  const mark = { created_at: after.at, id: after.id } as Item;
  return rows.filter((row) => order(mark, row) < 0);
}

export function pageOf(rows: readonly Item[], limit: number): ItemsPage {
  const items = rows.slice(0, limit);
  return { items, next_cursor: rows.length > limit ? encodeCursor(items.at(-1)!) : null };
}

/** The posts a page's items belong to (ItemsPage.posts). */
export function postsOf(store: Pick<ItemsStore, 'posts'>, items: readonly Item[]): Post[] {
  const ids = new Set(items.map((item) => item.post_id));
  return store.posts.filter((post) => ids.has(post.id));
}

const readJson = (request: Request): Promise<unknown> => request.json().catch(() => null);
const idOf = (value: string): number | null => (/^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

/** Why a user may not set this group (the server's items/targets.ts), or null when they may. */
export function usergroupRefusal(state: MockState, user: Pick<User, 'id'>, groupId: number | null | undefined) {
  if (groupId === undefined) return null;
  const limit = GROUP_LIMITS.get(user.id);
  if (limit && (groupId === null || !groupsOfUser(user.id).includes(groupId))) return { status: 403, key: 'forbidden' } as const;
  if (groupId !== null && !state.usergroups.some((group) => group.id === groupId))
    return { status: 400, key: 'badRequest' } as const;
  return null;
}

/**
 * Tags not of the space (the mock has one: the tags GET v1/objects?tags=true lists), as the reference server refuses
 * them (apps/server/src/items/targets.ts): a 400 naming the ids, in the request's language.
 */
function foreignTagsAnswer(request: Request, state: MockState, tags: readonly number[] | undefined) {
  const others = [...new Set(tags ?? [])].filter((id) => !state.tags.some((tag) => tag.id === id));
  return others.length === 0 ? null : errorAnswer(request, 400, 'itemTagOtherSpace', undefined, { ids: others.join(', ') });
}

// What an update changes, as history entries of the user who made it.
function applyUpdate(state: MockState, item: Item, update: Omit<ItemUpdate, 'version'>, user: User, at: number): Item {
  const store = itemsStoreOf(state);
  const next: Item = { ...item, version: item.version + 1 };
  const record = (field: HistoryEntry['field'], from: unknown, to: unknown) =>
    store.history.push({
      id: store.history.length + 1,
      item_id: item.id,
      user: { id: user.id, name: user.name },
      field,
      from: from === null ? null : String(from),
      to: to === null ? null : String(to),
      at,
    });
  if (update.status !== undefined && update.status !== item.status) {
    record('status', item.status, update.status);
    next.status = update.status;
  }
  if (update.priority !== undefined && update.priority !== item.priority) {
    record('priority', item.priority, update.priority);
    next.priority = update.priority;
  }
  if (update.sentiment !== undefined && update.sentiment !== item.sentiment) {
    record('sentiment', item.sentiment, update.sentiment);
    next.sentiment = update.sentiment;
  }
  if (update.tags !== undefined) {
    record('tags', item.tags.join(','), update.tags.join(','));
    next.tags = [...update.tags];
  }
  if (update.assignee_id !== undefined && update.assignee_id !== (item.assignee?.id ?? null)) {
    record('assignee', item.assignee?.id ?? null, update.assignee_id);
    const name = state.users.find((u) => u.id === update.assignee_id)?.name ?? `#${update.assignee_id}`;
    next.assignee = update.assignee_id === null ? null : { id: update.assignee_id, name };
  }
  if (update.usergroup_id !== undefined && update.usergroup_id !== (item.usergroup?.id ?? null)) {
    record('usergroup', item.usergroup?.id ?? null, update.usergroup_id);
    const group = state.usergroups.find((g) => g.id === update.usergroup_id);
    next.usergroup = group ? { id: group.id, name: group.name } : null;
  }
  store.items[store.items.indexOf(item)] = next;
  return next;
}

// The comments inbox on one host, answered from the state's ItemsStore as the reference server does.
export function itemsHandlers(host: string, state: MockState): HttpHandler[] {
  const now = () => Math.floor(state.now / 1000);
  return [
    http.get<never, never, ItemsPage | ErrorBody>(`${host}${ITEMS_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const query = ItemsQuery.safeParse(queryOf(new URL(request.url)));
      if (!query.success) return errorAnswer(request, 400, 'badRequest');
      const rows = listItems(itemsStoreOf(state).items, query.data, auth.user);
      if (rows === null) return errorAnswer(request, 400, 'badRequest');
      const page = pageOf(rows, Number(query.data.limit ?? 50));
      return HttpResponse.json({ ...page, posts: postsOf(itemsStoreOf(state), page.items) });
    }),
    http.post<never, never, ItemsBulkResult | ErrorBody>(`${host}${ITEMS_BULK_PATH}`, async ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const change = ItemsBulk.safeParse(await readJson(request));
      if (!change.success) return errorAnswer(request, 400, 'badRequest');
      const store = itemsStoreOf(state);
      const result: ItemsBulkResult = { items: [], failed: [] };
      const refusal = usergroupRefusal(state, auth.user, change.data.usergroup_id);
      if (refusal) return errorAnswer(request, refusal.status, refusal.key);
      // Tags of none of the user's spaces fail the whole request, as on the server.
      const foreign = foreignTagsAnswer(request, state, change.data.add_tags);
      if (foreign) return foreign;
      for (const id of change.data.ids) {
        // Items the user may not see (another space, another group) fail like missing ones.
        const item = itemOfUser(store.items, auth.user, id);
        if (!item) {
          result.failed.push({ id, error: mockText(request, 'notFound') });
          continue;
        }
        const paidOver = paidOverAnswer(request, state, spaceOfCompany(state, item.company_id));
        if (paidOver) {
          result.failed.push({ id, error: mockText(request, 'itemSpacePaidOver') });
          continue;
        }
        const tags = change.data.add_tags ? [...new Set([...item.tags, ...change.data.add_tags])] : undefined;
        const { status, assignee_id, usergroup_id } = change.data;
        result.items.push(applyUpdate(state, item, { status, assignee_id, usergroup_id, tags }, auth.user, now()));
      }
      return HttpResponse.json(result);
    }),
    http.get<{ id: string }, never, ItemDetail | ErrorBody>(`${host}${ITEMS_PATH}/:id`, ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const store = itemsStoreOf(state);
      const item = itemOfUser(store.items, auth.user, idOf(params.id));
      if (!item) return errorAnswer(request, 404, 'notFound');
      const read = { ...item, unread: false };
      store.items[store.items.indexOf(item)] = read;
      const root = read.parent_id ?? read.id;
      return HttpResponse.json({
        item: read,
        post: store.posts.find((post) => post.id === read.post_id) ?? null,
        thread: store.items.filter((row) => row.parent_id === root).sort((a, b) => a.created_at - b.created_at),
        history: store.history.filter((entry) => entry.item_id === read.id).reverse(),
      });
    }),
    http.patch<{ id: string }, never, Item | ItemConflict | ErrorBody>(
      `${host}${ITEMS_PATH}/:id`,
      async ({ request, params }) => {
        const auth = authenticate(request, state);
        if ('answer' in auth) return auth.answer;
        const update = ItemUpdate.safeParse(await readJson(request));
        if (!update.success) return errorAnswer(request, 400, 'badRequest');
        const store = itemsStoreOf(state);
        const item = itemOfUser(store.items, auth.user, idOf(params.id));
        if (!item) return errorAnswer(request, 404, 'notFound');
        const refusal = usergroupRefusal(state, auth.user, update.data.usergroup_id);
        if (refusal) return errorAnswer(request, refusal.status, refusal.key);
        const paidOver = paidOverAnswer(request, state, spaceOfCompany(state, item.company_id));
        if (paidOver) return paidOver;
        // Someone changed the item after the user saw it: say who changed what instead of overwriting.
        if (update.data.version !== item.version) {
          const changes = store.history.filter((entry) => entry.item_id === item.id).slice(-(item.version - update.data.version));
          const conflict: ItemConflict = {
            error: mockText(request, 'itemConflict', {
              user: changes.at(-1)?.user?.name ?? mockText(request, 'itemConflictSomeone'),
              fields: [...new Set(changes.map((c) => mockText(request, conflictField(c.field))))].join(', '),
            }),
            error_type: ERROR_TYPE_CONFLICT,
            item,
            changes,
          };
          return HttpResponse.json(conflict, { status: 409 });
        }
        const foreign = foreignTagsAnswer(request, state, update.data.tags);
        if (foreign) return foreign;
        const { version: _seen, ...change } = update.data;
        return HttpResponse.json(applyUpdate(state, item, change, auth.user, now()));
      },
    ),
  ];
}
