import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ErrorBody } from '../contract/errors.ts';
import {
  AuthorBlock,
  AuthorLabelsUpdate,
  AuthorNoteCreate,
  BLOCKED_FOREVER,
  ITEMS_PATH,
  ItemAction,
  ReplyCreate,
  ReplyEdit,
  type Author,
  type AuthorNote,
  type BlockDuration,
  type HistoryEntry,
  type Item,
} from '../contract/items.ts';
import { ItemAttachmentUpload } from '../contract/attachments.ts';
import { itemReplyAllowed, itemActionAllowed, roleCan } from '../contract/itemRules.ts';
import { providerOf } from '../contract/providers.ts';
import { textLength } from '../contract/textLength.ts';
import { chatsStoreOf, keepMockFile, uploadedFile } from './mockFiles.ts';
import { itemOfUser } from './usergroupsFixtures.ts';
import { itemsStoreOf, type ItemsStore } from './itemsHandlers.ts';
import { authenticate, errorAnswer, paidOverAnswer, spaceOfCompany } from './respond.ts';
import type { MockState } from './state.ts';
import { DEMO_SPACE } from './fixtures.ts';

// The item page's calls: actions, editing our own comment, the author with labels, notes and the block,
// answered from the state's ItemsStore as the reference server does, with the role checks of itemRules.ts.

const notesByState = new WeakMap<MockState, Map<number, AuthorNote[]>>();
/** The notes of an author in a mock state (stories add some before the page opens). */
export function authorNotesOf(state: MockState, authorId: number): AuthorNote[] {
  let notes = notesByState.get(state);
  if (!notes) notesByState.set(state, (notes = new Map()));
  let list = notes.get(authorId);
  if (!list) notes.set(authorId, (list = []));
  return list;
}

const DURATION_S: Readonly<Record<Exclude<BlockDuration, 'forever'>, number>> = {
  '1h': 3_600,
  '1w': 7 * 86_400,
  '1m': 30 * 86_400,
  '3m': 91 * 86_400,
  '1y': 365 * 86_400,
};

const readJson = (request: Request): Promise<unknown> => request.json().catch(() => null);
const idOf = (value: string): number | null => (/^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

function authorOf(store: ItemsStore, id: number | null): Author | null {
  return store.items.find((item) => item.author.id === id)?.author ?? null;
}

// An author is embedded in each of their items: a change reaches all of them.
function updateAuthor(store: ItemsStore, id: number, change: Partial<Author>): Author {
  let changed: Author | null = null;
  store.items = store.items.map((item) => {
    if (item.author.id !== id) return item;
    changed ??= { ...item.author, ...change };
    return { ...item, author: changed };
  });
  return changed!;
}

const ACTION_CHANGE: Readonly<Record<ItemAction, { field: HistoryEntry['field']; change: (item: Item) => Partial<Item> }>> = {
  like: { field: 'like', change: () => ({ liked: true }) },
  unlike: { field: 'like', change: () => ({ liked: false }) },
  hide: { field: 'hidden', change: () => ({ hidden: true }) },
  unhide: { field: 'hidden', change: () => ({ hidden: false }) },
  delete: { field: 'deleted', change: () => ({ status: 'deleted' }) },
  restore: { field: 'deleted', change: () => ({ status: 'open' }) },
  report: { field: 'report', change: () => ({}) },
  exclude: { field: 'exclude', change: () => ({}) },
};

export function itemActionsHandlers(host: string, state: MockState): HttpHandler[] {
  const now = () => Math.floor(state.now / 1000);
  const record = (store: ItemsStore, entry: Omit<HistoryEntry, 'id' | 'at'>) =>
    store.history.push({ ...entry, id: store.history.length + 1, at: now() });
  return [
    http.post<{ id: string; action: string }, never, Item | ErrorBody | undefined>(
      `${host}${ITEMS_PATH}/:id/:action`,
      ({ request, params }) => {
        const auth = authenticate(request, state);
        if ('answer' in auth) return auth.answer;
        // Not an action (a reply): the next handler answers.
        const action = ItemAction.safeParse(params.action);
        if (!action.success) return undefined;
        const store = itemsStoreOf(state);
        const item = itemOfUser(store.items, auth.user, idOf(params.id));
        if (!item) return errorAnswer(request, 404, 'notFound');
        if (!itemActionAllowed(auth.user.role, item.provider, action.data)) return errorAnswer(request, 403, 'forbidden');
        const paidOver = paidOverAnswer(request, state, spaceOfCompany(state, item.company_id));
        if (paidOver) return paidOver;
        const { field, change } = ACTION_CHANGE[action.data];
        const next: Item = { ...item, ...change(item), version: item.version + 1 };
        store.items[store.items.indexOf(item)] = next;
        const user = { id: auth.user.id, name: auth.user.name };
        record(store, { item_id: item.id, user, field, from: null, to: action.data });
        return HttpResponse.json(next);
      },
    ),
    // A file for a reply: the same store and checks as a chat message's.
    http.post<{ id: string }>(`${host}${ITEMS_PATH}/:id/attachments`, async ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const item = itemOfUser(itemsStoreOf(state).items, auth.user, idOf(params.id));
      if (!item) return errorAnswer(request, 404, 'notFound');
      const body = ItemAttachmentUpload.safeParse(await readJson(request));
      if (!body.success) return errorAnswer(request, 400, 'badRequest');
      const paidOver = paidOverAnswer(request, state, spaceOfCompany(state, item.company_id));
      if (paidOver) return paidOver;
      if (!('copy_of' in body.data)) return keepMockFile(request, state, item.provider, uploadedFile(body.data));
      // A bulk reply's file, sent once and copied for each other item (as the reference server does).
      const { copy_of } = body.data;
      const source = chatsStoreOf(state).attachments.find((file) => file.id === copy_of);
      if (!source) return errorAnswer(request, 400, 'chatFileUnknown');
      return keepMockFile(request, state, item.provider, source);
    }),
    // Our reply joins the item's thread as pending (the reference server's sandbox delivers it later); `close` closes the item.
    http.post<{ id: string }, never, Item | ErrorBody>(`${host}${ITEMS_PATH}/:id/reply`, async ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const reply = ReplyCreate.safeParse(await readJson(request));
      if (!reply.success) return errorAnswer(request, 400, 'badRequest');
      const store = itemsStoreOf(state);
      const item = itemOfUser(store.items, auth.user, idOf(params.id));
      if (!item) return errorAnswer(request, 404, 'notFound');
      if (!itemReplyAllowed(auth.user.role, item.provider)) return errorAnswer(request, 403, 'forbidden');
      // spec §9: the comment's length, under files its caption's (Telegram 1024), as the reference server checks.
      const fileIds = reply.data.attachment_ids ?? [];
      const length = textLength(reply.data.text, item.provider, 'comment', fileIds.length);
      if (length.over)
        return errorAnswer(request, 400, 'itemReplyTooLong', undefined, {
          provider: providerOf(item.provider)?.name ?? item.provider,
          length: length.used,
          limit: length.max,
        });
      const paidOver = paidOverAnswer(request, state, spaceOfCompany(state, item.company_id));
      if (paidOver) return paidOver;
      const files = chatsStoreOf(state).attachments.filter((file) => fileIds.includes(file.id));
      const user = { id: auth.user.id, name: auth.user.name };
      const ours: Item = {
        ...item,
        id: Math.max(...store.items.map((row) => row.id)) + 1,
        parent_id: item.parent_id ?? item.id,
        author: { ...item.author, id: 1000 + item.object_id, name: user.name, labels: [], notes_count: 0, blocked_until: null },
        text: reply.data.text,
        rating: null,
        created_at: now(),
        edited_at: null,
        tags: [],
        unread: false,
        from_us: true,
        replied_by: user,
        delivery: 'pending',
        ...(files.length > 0 ? { attachments: files } : {}),
        version: 1,
      };
      store.items.push(ours);
      const index = store.items.indexOf(item);
      // A reply takes the item to inprogress, or closes it (as the reference server's replyToItem).
      const status = reply.data.close ? 'closed' : 'inprogress';
      store.items[index] = { ...item, status, version: item.version + 1 };
      record(store, { item_id: item.id, user, field: 'reply', from: null, to: String(ours.id) });
      if (status !== item.status) record(store, { item_id: item.id, user, field: 'status', from: item.status, to: status });
      return HttpResponse.json(ours);
    }),
    http.put<{ id: string }, never, Item | ErrorBody>(`${host}${ITEMS_PATH}/:id`, async ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const edit = ReplyEdit.safeParse(await readJson(request));
      if (!edit.success) return errorAnswer(request, 400, 'badRequest');
      const store = itemsStoreOf(state);
      const item = itemOfUser(store.items, auth.user, idOf(params.id));
      if (!item) return errorAnswer(request, 404, 'notFound');
      const window = providerOf(item.provider)?.editWindowS;
      const open = item.from_us && window !== undefined && now() - item.created_at <= window;
      if (!itemReplyAllowed(auth.user.role, item.provider) || !open) return errorAnswer(request, 403, 'forbidden');
      const paidOver = paidOverAnswer(request, state, spaceOfCompany(state, item.company_id));
      if (paidOver) return paidOver;
      const next: Item = { ...item, text: edit.data.text, edited_at: now(), delivery: 'pending', version: item.version + 1 };
      store.items[store.items.indexOf(item)] = next;
      record(store, { item_id: item.id, user: { id: auth.user.id, name: auth.user.name }, field: 'edit', from: null, to: null });
      return HttpResponse.json(next);
    }),
    http.post<{ id: string }, never, Record<string, never> | ErrorBody>(
      `${host}v1/authors/:id/block`,
      async ({ request, params }) => {
        const auth = authenticate(request, state);
        if ('answer' in auth) return auth.answer;
        const block = AuthorBlock.safeParse(await readJson(request));
        if (!block.success) return errorAnswer(request, 400, 'badRequest');
        if (!roleCan(auth.user.role, 'block')) return errorAnswer(request, 403, 'forbidden');
        const paidOver = paidOverAnswer(request, state, DEMO_SPACE.id);
        if (paidOver) return paidOver;
        const store = itemsStoreOf(state);
        const id = idOf(params.id);
        if (!authorOf(store, id)) return errorAnswer(request, 404, 'notFound');
        const until = block.data.duration === 'forever' ? BLOCKED_FOREVER : now() + DURATION_S[block.data.duration];
        updateAuthor(store, id!, { blocked_until: until });
        return HttpResponse.json({});
      },
    ),
    http.delete<{ id: string }, never, Record<string, never> | ErrorBody>(
      `${host}v1/authors/:id/block`,
      ({ request, params }) => {
        const auth = authenticate(request, state);
        if ('answer' in auth) return auth.answer;
        if (!roleCan(auth.user.role, 'block')) return errorAnswer(request, 403, 'forbidden');
        const paidOver = paidOverAnswer(request, state, DEMO_SPACE.id);
        if (paidOver) return paidOver;
        const store = itemsStoreOf(state);
        const id = idOf(params.id);
        if (!authorOf(store, id)) return errorAnswer(request, 404, 'notFound');
        updateAuthor(store, id!, { blocked_until: null });
        return HttpResponse.json({});
      },
    ),
    http.put<{ id: string }, never, Author | ErrorBody>(`${host}v1/authors/:id/labels`, async ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const update = AuthorLabelsUpdate.safeParse(await readJson(request));
      if (!update.success) return errorAnswer(request, 400, 'badRequest');
      if (!roleCan(auth.user.role, 'tag')) return errorAnswer(request, 403, 'forbidden');
      const paidOver = paidOverAnswer(request, state, DEMO_SPACE.id); // the mock's authors are the demo space's
      if (paidOver) return paidOver;
      const store = itemsStoreOf(state);
      const id = idOf(params.id);
      if (!authorOf(store, id)) return errorAnswer(request, 404, 'notFound');
      return HttpResponse.json(updateAuthor(store, id!, { labels: update.data.labels }));
    }),
    http.post<{ id: string }, never, AuthorNote | ErrorBody>(`${host}v1/authors/:id/notes`, async ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const note = AuthorNoteCreate.safeParse(await readJson(request));
      if (!note.success) return errorAnswer(request, 400, 'badRequest');
      if (!roleCan(auth.user.role, 'tag')) return errorAnswer(request, 403, 'forbidden');
      const paidOver = paidOverAnswer(request, state, DEMO_SPACE.id); // the mock's authors are the demo space's
      if (paidOver) return paidOver;
      const store = itemsStoreOf(state);
      const id = idOf(params.id);
      const author = authorOf(store, id);
      if (!author) return errorAnswer(request, 404, 'notFound');
      const notes = authorNotesOf(state, author.id);
      const created: AuthorNote = {
        id: notes.length + 1,
        text: note.data.text,
        user: { id: auth.user.id, name: auth.user.name },
        created_at: now(),
      };
      notes.push(created);
      updateAuthor(store, author.id, { notes_count: notes.length });
      return HttpResponse.json(created);
    }),
  ];
}
