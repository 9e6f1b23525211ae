import { isChatDefaultStatus } from '@console/spec';
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  chatPhoneProblem,
  CHATS_COUNTS_PATH,
  CHATS_PATH,
  ChatsQuery,
  ChatUpdate,
  NEW_CHAT_PROVIDERS,
  NewChat,
  type AssigneeType,
  type Chat,
  type ChatConflict,
  type ChatsPage,
} from '../contract/chats.ts';
import type { Attachment } from '../contract/attachments.ts';
import type { ErrorBody } from '../contract/errors.ts';
import { PRIORITIES } from '../contract/userSettings.ts';
import type { User } from '../contract/user.ts';
import { createChatsFixture, type ChatsFixture } from './chatsFixtures.ts';
import { chatMessagesHandlers } from './chatMessagesHandlers.ts';
import { providerOf } from '../contract/providers.ts';
import { DEMO_OBJECTS } from './fixtures.ts';
import type { MockTextKey } from './texts.ts';
import { authenticate, errorAnswer } from './respond.ts';
import { chatVisibleTo, departmentsOfUser, GROUP_LIMITS, groupsOfUser, withinLimit } from './usergroupsFixtures.ts';
import { mockText } from './texts.ts';
import type { MockState } from './state.ts';

/** The mock chats of one MockState, with what the handlers add (attachments, sent keys). */
export interface ChatsStore extends ChatsFixture {
  attachments: Attachment[];
  /** Idempotency-Key → the message it made (a repeat answers the same message, never a duplicate). */
  sent: Map<string, number>;
}

const stores = new WeakMap<MockState, ChatsStore>();
const storeOf = (fixture: ChatsFixture): ChatsStore => ({ ...fixture, attachments: [], sent: new Map() });

/** The chats of a mock state, made on first use. */
export function chatsStoreOf(state: MockState): ChatsStore {
  let store = stores.get(state);
  if (!store) {
    store = storeOf(createChatsFixture());
    stores.set(state, store);
  }
  return store;
}

/** Replaces a mock state's chats (scenarios: empty, a long history). */
export function setChatsStore(state: MockState, fixture: ChatsFixture): void {
  stores.set(state, storeOf(fixture));
}

const list = (value: string | readonly string[] | undefined): readonly string[] | null =>
  value === undefined ? null : typeof value === 'string' ? [value] : value;

export function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = name.endsWith('[]') ? values : values[0]!;
  }
  return query;
}

export const cursorOf = (at: number, id: number, rank = 0) => btoa(`${at}:${id}:${rank}`);
export function decode(cursor: string): { at: number; id: number; rank: number } | null {
  try {
    const [at, id, rank = 0] = atob(cursor).split(':').map(Number);
    return Number.isInteger(at) && Number.isInteger(id) ? { at: at!, id: id!, rank } : null;
  } catch {
    return null;
  }
}

/** The 'mine' tab (as the server): assigned to me, to one of my user groups or to one of my departments. */
function mine(chat: Chat, user: Pick<User, 'id'>): boolean {
  const assignee = chat.assignee;
  if (!assignee) return false;
  if (assignee.type === 'user') return assignee.id === user.id;
  return (assignee.type === 'usergroup' ? groupsOfUser(user.id) : departmentsOfUser(user.id)).includes(assignee.id);
}

type Named = { ok: true; name: string } | { ok: false; key: MockTextKey };

/** The assignee's name in the demo space, or the 400's text key (users, user groups and departments). */
function assigneeNamed(state: MockState, assignee: { type: AssigneeType; id: number }): Named {
  const records = assignee.type === 'user' ? state.users : assignee.type === 'usergroup' ? state.usergroups : state.departments;
  const found = records.find((record) => record.id === assignee.id);
  if (found) return { ok: true, name: found.name };
  const key = ({ user: 'itemAssigneeUnknown', usergroup: 'chatUsergroupUnknown', department: 'chatDepartmentUnknown' } as const)[
    assignee.type
  ];
  return { ok: false, key };
}

/** The chat the user sees by id (spec §1 group limit as the server), or undefined (answered 404 like a missing one). */
export function chatOfUser(state: MockState, user: Pick<User, 'id'>, id: string): Chat | undefined {
  const chat = chatsStoreOf(state).chats.find((row) => row.id === idOf(id));
  return chat && chatVisibleTo(user)(chat) ? chat : undefined;
}

/** The chats a query selects before the tab (the counts use the same filters), of those the user sees. */
function filtered(state: MockState, query: ChatsQuery, user: Pick<User, 'id'>): Chat[] {
  const store = chatsStoreOf(state);
  const chats = store.chats.filter(chatVisibleTo(user));
  // spec §9: by default new and inprogress, and open where the chat's company allows it (the server's reading).
  const openCompanies = state.companies.filter((company) => company.settings.status_open).map((company) => company.id);
  const chosen = list(query['status[]']);
  const listed = (chat: Chat) =>
    chosen ? chosen.includes(chat.status) : isChatDefaultStatus(chat.status, openCompanies.includes(chat.company_id));
  const ids = (name: 'company_id[]' | 'object_id[]') => list(query[name])?.map(Number) ?? null;
  const companies = ids('company_id[]');
  const objects = ids('object_id[]');
  const providers = list(query['provider[]']);
  const q = query.q?.trim().toLowerCase() ?? '';
  // As the server: the search also reads the whole message history, not only the excerpt.
  const inHistory = new Set(q === '' ? [] : store.messages.filter((m) => m.text.toLowerCase().includes(q)).map((m) => m.chat_id));
  return chats.filter(
    (chat) =>
      (query.author_id !== undefined || listed(chat)) &&
      (companies === null || companies.includes(chat.company_id)) &&
      (objects === null || objects.includes(chat.object_id)) &&
      (providers === null || providers.includes(chat.provider)) &&
      (query.author_id === undefined || chat.author.id === Number(query.author_id)) &&
      (query.unread !== '1' || chat.unread_count > 0) &&
      (q === '' ||
        chat.excerpt.toLowerCase().includes(q) ||
        chat.author.name.toLowerCase().includes(q) ||
        inHistory.has(chat.id)),
  );
}

const PHONE_TEXT: Record<NonNullable<ReturnType<typeof chatPhoneProblem>>, MockTextKey> = {
  required: 'chatPhoneRequired',
  format: 'chatPhoneFormat',
  length: 'chatPhoneLength',
  russia: 'chatPhoneRussia',
};

export const readJson = (request: Request): Promise<unknown> => request.json().catch(() => null);
export const idOf = (value: string): number | null => (/^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);
// Private messages on one host, answered from the state's ChatsStore as the reference server does.
export function chatsHandlers(host: string, state: MockState): HttpHandler[] {
  const now = () => Math.floor(state.now / 1000);
  return [
    http.get<never, never, ChatsPage | ErrorBody>(`${host}${CHATS_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const query = ChatsQuery.safeParse(queryOf(new URL(request.url)));
      if (!query.success) return errorAnswer(request, 400, 'badRequest');
      const tab = query.data.tab ?? 'all';
      const sort = query.data.sort ?? 'updated';
      // As the server: 'priority' is highest first, then last activity first; the cursor carries the whole key.
      const rank = (chat: Pick<Chat, 'priority'>) => (sort === 'priority' ? PRIORITIES.indexOf(chat.priority) : 0);
      const order = (a: Chat, b: Chat) =>
        rank(b) - rank(a) || (b.updated_at - a.updated_at || b.id - a.id) * (sort === 'oldest' ? -1 : 1);
      let rows = filtered(state, query.data, auth.user)
        .filter((chat) => tab === 'all' || (tab === 'mine' ? mine(chat, auth.user) : chat.assignee === null))
        .sort(order);
      if (query.data.cursor !== undefined) {
        const after = decode(query.data.cursor);
        if (after === null) return errorAnswer(request, 400, 'badRequest');
        const priority = PRIORITIES[after.rank] ?? 'normal';
        rows = rows.filter((row) => order({ updated_at: after.at, id: after.id, priority } as Chat, row) < 0);
      }
      const limit = Number(query.data.limit ?? 50);
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return HttpResponse.json({
        items,
        next_cursor: rows.length > limit && last ? cursorOf(last.updated_at, last.id, rank(last)) : null,
      });
    }),
    http.get(`${host}${CHATS_COUNTS_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const query = ChatsQuery.safeParse(queryOf(new URL(request.url)));
      if (!query.success) return errorAnswer(request, 400, 'badRequest');
      const rows = filtered(state, query.data, auth.user);
      return HttpResponse.json({
        mine: rows.filter((chat) => mine(chat, auth.user)).length,
        unassigned: rows.filter((chat) => chat.assignee === null).length,
        all: rows.length,
        unread: rows.filter((chat) => chat.unread_count > 0).length,
      });
    }),
    // spec §7 POST v1/chats {object_id, phone} → {id}; spec §8: a refusal carries the server's text.
    http.post(`${host}${CHATS_PATH}`, async ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const body = NewChat.safeParse(await readJson(request));
      if (!body.success) return errorAnswer(request, 400, 'badRequest');
      const object = DEMO_OBJECTS.find((row) => row.id === body.data.object_id);
      if (!object) return errorAnswer(request, 404, 'notFound');
      if (!(NEW_CHAT_PROVIDERS as readonly string[]).includes(object.provider))
        return errorAnswer(request, 400, 'chatAccountNoPhone', undefined, {
          provider: providerOf(object.provider)?.name ?? object.provider,
        });
      const problem = chatPhoneProblem(body.data.phone);
      if (problem !== null) return errorAnswer(request, 400, PHONE_TEXT[problem]);
      const store = chatsStoreOf(state);
      const phone = body.data.phone.trim();
      const existing = store.chats.find((chat) => chat.object_id === object.id && chat.author.provider_id === phone);
      if (existing && !chatVisibleTo(auth.user)(existing)) return errorAnswer(request, 403, 'chatOutsideLimit');
      if (existing) return HttpResponse.json({ id: existing.id });
      const id = Math.max(0, ...store.chats.map((chat) => chat.id)) + 1;
      const at = now();
      store.chats.unshift({
        id,
        object_id: object.id,
        company_id: object.company,
        provider: object.provider as Chat['provider'],
        author: {
          id: 90_000 + id,
          provider: object.provider as Chat['provider'],
          provider_id: phone,
          name: `+${phone}`,
          avatar: null,
          url: null,
          labels: [],
          notes_count: 0,
          blocked_until: null,
          items_count: 0,
          last_activity_at: null,
        },
        status: 'new',
        priority: 'normal',
        assignee: { type: 'user', id: auth.user.id, name: auth.user.name },
        unread_count: 0,
        excerpt: '',
        last_direction: null,
        created_at: at,
        updated_at: at,
        version: 1,
      });
      return HttpResponse.json({ id });
    }),
    http.get(`${host}${CHATS_PATH}/:id`, ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const chat = chatOfUser(state, auth.user, params['id'] as string);
      return chat ? HttpResponse.json({ chat }) : errorAnswer(request, 404, 'notFound');
    }),
    http.patch(`${host}${CHATS_PATH}/:id`, async ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const update = ChatUpdate.safeParse(await readJson(request));
      if (!update.success) return errorAnswer(request, 400, 'badRequest');
      const store = chatsStoreOf(state);
      const chat = chatOfUser(state, auth.user, params['id'] as string);
      if (!chat) return errorAnswer(request, 404, 'notFound');
      if (update.data.version !== chat.version) {
        const conflict: ChatConflict = {
          error: mockText(request, 'chatConflict', { user: chat.assignee?.name ?? '—' }),
          error_type: 'conflict',
          chat,
        };
        return HttpResponse.json(conflict, { status: 409 });
      }
      const { assignee } = update.data;
      // spec §1: a user limited to their groups hands a chat only to one of them, or takes it themselves.
      if (assignee !== undefined && GROUP_LIMITS.has(auth.user.id) && !withinLimit(auth.user, assignee))
        return errorAnswer(request, 403, 'chatAssigneeLimited');
      const named = assignee ? assigneeNamed(state, assignee) : null;
      if (named && !named.ok) return errorAnswer(request, 400, named.key, undefined, { id: assignee!.id });
      const next: Chat = {
        ...chat,
        version: chat.version + 1,
        ...(update.data.status ? { status: update.data.status } : {}),
        ...(update.data.priority ? { priority: update.data.priority } : {}),
        ...(assignee !== undefined
          ? { assignee: assignee === null || !named?.ok ? null : { ...assignee, name: named.name } }
          : {}),
      };
      store.chats[store.chats.indexOf(chat)] = next;
      return HttpResponse.json(next);
    }),
    http.post(`${host}${CHATS_PATH}/:id/read`, ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const store = chatsStoreOf(state);
      const chat = chatOfUser(state, auth.user, params['id'] as string);
      if (!chat) return errorAnswer(request, 404, 'notFound');
      const next = { ...chat, unread_count: 0 };
      store.chats[store.chats.indexOf(chat)] = next;
      return HttpResponse.json(next);
    }),
    ...chatMessagesHandlers(host, state),
  ];
}
