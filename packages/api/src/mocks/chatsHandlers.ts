import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  AttachmentUpload,
  ATTACHMENTS_PATH,
  CHAT_EXCERPT_MAX,
  chatPhoneProblem,
  CHATS_COUNTS_PATH,
  CHATS_PATH,
  ChatsQuery,
  ChatUpdate,
  MessageCreate,
  MessagesQuery,
  NEW_CHAT_PROVIDERS,
  NewChat,
  ReactionSet,
  type Attachment,
  type Chat,
  type ChatConflict,
  type ChatsPage,
  type Message,
  type MessagesPage,
} from '../contract/chats.ts';
import type { ErrorBody } from '../contract/errors.ts';
import { DEFAULT_STATUS_FILTER } from '../contract/userSettings.ts';
import type { User } from '../contract/user.ts';
import { createChatsFixture, demoMessage, type ChatsFixture } from './chatsFixtures.ts';
import { providerOf } from '../contract/providers.ts';
import { DEMO_OBJECTS } from './fixtures.ts';
import type { MockTextKey } from './texts.ts';
import { authenticate, errorAnswer } from './respond.ts';
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

function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = name.endsWith('[]') ? values : values[0]!;
  }
  return query;
}

const cursorOf = (at: number, id: number) => btoa(`${at}:${id}`);
function decode(cursor: string): { at: number; id: number } | null {
  try {
    const [at, id] = atob(cursor).split(':').map(Number);
    return Number.isInteger(at) && Number.isInteger(id) ? { at: at!, id: id! } : null;
  } catch {
    return null;
  }
}

const mine = (chat: Chat, user: Pick<User, 'id'>) => chat.assignee?.type === 'user' && chat.assignee.id === user.id;

/** The chats a query selects before the tab (the counts use the same filters). */
function filtered(chats: readonly Chat[], query: ChatsQuery): Chat[] {
  const statuses = list(query['status[]']) ?? DEFAULT_STATUS_FILTER;
  const ids = (name: 'company_id[]' | 'object_id[]') => list(query[name])?.map(Number) ?? null;
  const companies = ids('company_id[]');
  const objects = ids('object_id[]');
  const providers = list(query['provider[]']);
  const q = query.q?.trim().toLowerCase() ?? '';
  return chats.filter(
    (chat) =>
      (query.author_id !== undefined || statuses.includes(chat.status)) &&
      (companies === null || companies.includes(chat.company_id)) &&
      (objects === null || objects.includes(chat.object_id)) &&
      (providers === null || providers.includes(chat.provider)) &&
      (query.author_id === undefined || chat.author.id === Number(query.author_id)) &&
      (query.unread !== '1' || chat.unread_count > 0) &&
      (q === '' || chat.excerpt.toLowerCase().includes(q) || chat.author.name.toLowerCase().includes(q)),
  );
}

const PHONE_TEXT: Record<NonNullable<ReturnType<typeof chatPhoneProblem>>, MockTextKey> = {
  required: 'chatPhoneRequired',
  format: 'chatPhoneFormat',
  length: 'chatPhoneLength',
  russia: 'chatPhoneRussia',
};

const readJson = (request: Request): Promise<unknown> => request.json().catch(() => null);
const idOf = (value: string): number | null => (/^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);
// A 160×100 PNG (a receipt on a latte background): what the mock host serves for every attachment.
const PICTURE = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAKAAAABkCAIAAACO1KzYAAAGF0lEQVR42u3Xt40E6RWF0Y3pj4RqtdaawmPp0Vrr0iEwA9qMhDYd' +
      '+mw0gcIxtwcYo4EHnAw+4+K+8/ffpUWGHAVKVKjRYAe72MM+DnCIIxzjBKc4wzkucIkrXOMGt7jDPR7wiCc84wUtOvQYMGLCjHci' +
      'cASOwFsd+PdpkSFHgRIVajTYwS72sI8DHOIIxzjBKc5wjgtc4grXuMEt7nCPBzziCc94QYsOPQaMmDAjAkfgCLzdgf+QFhlyFChR' +
      'oUaDHexiD/s4wCGOcIwTnOIM57jAJa5wjRvc4g73eMAjnvCMF7To0GPAiAkzInAEjsDbHfiPaZEhR4ESFWo02MEu9rCPAxziCMc4' +
      'wSnOcI4LXOIK17jBLe5wjwc84gnPeEGLDj0GjJgwIwJH4Ai83YH/lBYZchQoUaFGgx3sYg/7OMAhjnCME5ziDOe4wCWucI0b3OIO' +
      '93jAI57wjBe06NBjwIgJMyJwBI7A2x343bTIkKNAiQo1mrX//uff4Td6eTettOjQY8CICTMicASOwNsd+L20yJCjQIkKNZq1yLZB' +
      '4PfSSosOPQaMmDAjAkfgCLzdgd9Piww5CpSoUKNZi2wbBH4/rbTo0GPAiAkz3jDwv/75j/AbReAI/OrAH6RFhhwFSlSo0axFtg0C' +
      'f5BWWnToMWDEhBlvGDiWdYMNjsAR+LWBP0yLDDkKlKhQo1mLbBsE/jCttOjQY8CICTMicASOwNsd+KO0yJCjQIkKNZq1yLZB4I/S' +
      'SosOPQaMmDAjAkfg1waOd7vBD37DwB+nRYYcBUpUqNGsRbYNAn+cVlp06DFgxIQZETgCvzZwLOsGG/yGgT9Jiww5CpSoUKNZi2wb' +
      'BP4krbTo0GPAiAkzInAEjsDbHfjTtMiQo0CJCjWatci2QeBP00qLDj0GjJgwIwJH4Ai83YE/S4sMOQqUqFCjWYt3u8EP/iyttOjQ' +
      'Y8CICTMicASOwNsd+PO0yJCjQIkKNZq1WNYNNvjztNKiQ48BIybMiMAROAJvd+Av0iJDjgIlKtRo1iLbBoG/SCstOvQYMGLCjAgc' +
      'gSPwdgf+Mi0y5ChQokKNZi2ybRD4y7TSokOPASMmzHjDwPFuN/jBETgCvzbwV2mRIUeBEhVqNGuRbYPAX6WVFh16DBgxYcYbBo5l' +
      '3WCDI3AEfm3gr9MiQ44CJSrUaNYi2waBv04rLTr0GDBiwowIHIEj8HYH/iYtMuQoUKJCjWYtsm0Q+Ju00qJDjwEjJsyIwBH4tYHj' +
      '3W7wg98w8LdpkSFHgRIVajRrkW2DwN+mlRYdegwYMWFGBI7Arw0cy7rBBr9h4O/SIkOOAiUq1GjWItsGgb9LKy069BgwYsKMCByB' +
      'I/B2B/4+LTLkKFCiQo1mLbJtEPj7tNKiQ48BIybMiMAROAJvd+Af0iJDjgIlKtRo1uLdbvCDf0grLTr0GDBiwowIHIEj8HYH/jEt' +
      'MuQoUKJCjWYtlnWDDf4xrbTo0GPAiAkzInAEjsDbHfintMiQo0CJCjWatci2QeCf0kqLDj0GjJgwIwJH4Ai83YF/TosMOQqUqFCj' +
      'WYtsGwT+Oa206NBjwIgJM94wcLzbDX5wBI7Arw38S1pkyFGgRIUazVpk2yDwL2mlRYceA0ZMmPGGgf9vB7vYwz4OcIgjHOMEpzjD' +
      'OS5wiStc4wa3uMM9HvCIJzzjBRE4Ar8i8K9pkSFHgRIVajTYwS72sI8DHOIIxzjBKc5wjgtc4grXuMEt7nCPBzziCc94QYsOPQaM' +
      'mDAjAkfgCLzdgf+cFhlyFChRoUaDHexiD/s4wCGOcIwTnOIM57jAJa5wjRvc4g73eMAjnvCMF7To0GPAiAkzInAEjsDbHfgvaZEh' +
      'R4ESFWo02MEu9rCPAxziCMc4wSnOcI4LXOIK17jBLe5wjwc84gnPeEGLDj0GjJgwIwJH4Ai83YH/mhYZchQoUaFGgx3sYg/7OMAh' +
      'jnCME5ziDOe4wCWucI0b3OIO93jAI57wjBe06NBjwIgJMyJwBI7A2x34b2mRIUeBEhVqNNjBLvawjwMc4gjHOMEpznCOC1ziCte4' +
      'wS3ucI8HPOIJz3hBiw49BoyYMON/N7zRzyNab40AAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
);

// Private messages on one host (issue 7), answered from the state's ChatsStore as the reference server does.
export function chatsHandlers(host: string, state: MockState): HttpHandler[] {
  const now = () => Math.floor(state.now / 1000);
  const chatOf = (id: string) => chatsStoreOf(state).chats.find((chat) => chat.id === idOf(id));
  const touch = (store: ChatsStore, chat: Chat, message: Message) => {
    const next: Chat = {
      ...chat,
      excerpt: message.text.slice(0, CHAT_EXCERPT_MAX),
      last_direction: message.direction,
      updated_at: message.created_at,
      version: chat.version + 1,
    };
    store.chats[store.chats.indexOf(chat)] = next;
  };
  const replaceMessage = (store: ChatsStore, message: Message, change: Partial<Message>): Message => {
    const next = { ...message, ...change };
    store.messages[store.messages.indexOf(message)] = next;
    return next;
  };
  return [
    http.get<never, never, ChatsPage | ErrorBody>(`${host}${CHATS_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const query = ChatsQuery.safeParse(queryOf(new URL(request.url)));
      if (!query.success) return errorAnswer(request, 400, 'invalidRequest');
      const tab = query.data.tab ?? 'all';
      const oldest = query.data.sort === 'oldest';
      const order = (a: Chat, b: Chat) => (b.updated_at - a.updated_at || b.id - a.id) * (oldest ? -1 : 1);
      let rows = filtered(chatsStoreOf(state).chats, query.data)
        .filter((chat) => tab === 'all' || (tab === 'mine' ? mine(chat, auth.user) : chat.assignee === null))
        .sort(order);
      if (query.data.cursor !== undefined) {
        const after = decode(query.data.cursor);
        if (after === null) return errorAnswer(request, 400, 'invalidRequest');
        rows = rows.filter((row) => order({ updated_at: after.at, id: after.id } as Chat, row) < 0);
      }
      const limit = Number(query.data.limit ?? 50);
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return HttpResponse.json({ items, next_cursor: rows.length > limit && last ? cursorOf(last.updated_at, last.id) : null });
    }),
    http.get(`${host}${CHATS_COUNTS_PATH}`, ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const query = ChatsQuery.safeParse(queryOf(new URL(request.url)));
      if (!query.success) return errorAnswer(request, 400, 'invalidRequest');
      const rows = filtered(chatsStoreOf(state).chats, query.data);
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
      if (!body.success) return errorAnswer(request, 400, 'invalidRequest');
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
      const chat = chatOf(params['id'] as string);
      return chat ? HttpResponse.json({ chat }) : errorAnswer(request, 404, 'notFound');
    }),
    http.patch(`${host}${CHATS_PATH}/:id`, async ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const update = ChatUpdate.safeParse(await readJson(request));
      if (!update.success) return errorAnswer(request, 400, 'invalidRequest');
      const store = chatsStoreOf(state);
      const chat = chatOf(params['id'] as string);
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
      const next: Chat = {
        ...chat,
        version: chat.version + 1,
        ...(update.data.status ? { status: update.data.status } : {}),
        ...(assignee !== undefined
          ? {
              assignee:
                assignee === null
                  ? null
                  : { ...assignee, name: assignee.id === auth.user.id ? auth.user.name : `#${assignee.id}` },
            }
          : {}),
      };
      store.chats[store.chats.indexOf(chat)] = next;
      return HttpResponse.json(next);
    }),
    http.post(`${host}${CHATS_PATH}/:id/read`, ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const store = chatsStoreOf(state);
      const chat = chatOf(params['id'] as string);
      if (!chat) return errorAnswer(request, 404, 'notFound');
      const next = { ...chat, unread_count: 0 };
      store.chats[store.chats.indexOf(chat)] = next;
      return HttpResponse.json(next);
    }),
    http.get<{ id: string }, never, MessagesPage | ErrorBody>(`${host}${CHATS_PATH}/:id/messages`, ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const query = MessagesQuery.safeParse(queryOf(new URL(request.url)));
      if (!query.success) return errorAnswer(request, 400, 'invalidRequest');
      const chat = chatOf(params.id);
      if (!chat) return errorAnswer(request, 404, 'notFound');
      const limit = Number(query.data.limit ?? 50);
      const all = chatsStoreOf(state)
        .messages.filter((row) => row.chat_id === chat.id)
        .sort((a, b) => a.created_at - b.created_at || a.id - b.id);
      const mark = query.data.cursor === undefined ? null : decode(query.data.cursor);
      if (query.data.cursor !== undefined && mark === null) return errorAnswer(request, 400, 'invalidRequest');
      const before = (row: Message) =>
        mark === null || row.created_at < mark.at || (row.created_at === mark.at && row.id < mark.id);
      const after = (row: Message) =>
        mark !== null && (row.created_at > mark.at || (row.created_at === mark.at && row.id > mark.id));
      const newer = query.data.direction === 'after';
      const rows = newer ? all.filter(after) : all.filter(before);
      const items = newer ? rows.slice(0, limit) : rows.slice(-limit);
      const first = items[0];
      const last = items.at(-1);
      const olderExists = first !== undefined && all.indexOf(first) > 0;
      const newerExists = last !== undefined && all.indexOf(last) < all.length - 1;
      return HttpResponse.json({
        items,
        before_cursor: olderExists ? cursorOf(first.created_at, first.id) : null,
        after_cursor: newerExists ? cursorOf(last.created_at, last.id) : null,
      });
    }),
    http.post(`${host}${CHATS_PATH}/:id/messages`, async ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const body = MessageCreate.safeParse(await readJson(request));
      if (!body.success) return errorAnswer(request, 400, 'invalidRequest');
      const store = chatsStoreOf(state);
      const chat = chatOf(params['id'] as string);
      if (!chat) return errorAnswer(request, 404, 'notFound');
      const key = request.headers.get('Idempotency-Key');
      const repeated = key === null ? undefined : store.messages.find((row) => row.id === store.sent.get(key));
      if (repeated) return HttpResponse.json(repeated);
      const id = Math.max(0, ...store.messages.map((row) => row.id)) + 1;
      const message = demoMessage(chat, id, {
        direction: 'out',
        text: body.data.text,
        attachments: store.attachments.filter((a) => body.data.attachment_ids?.includes(a.id)),
        delivery: 'pending',
        created_at: now(),
        operator: { id: auth.user.id, name: auth.user.name },
      });
      store.messages.push(message);
      if (key !== null) store.sent.set(key, id);
      touch(store, chat, message);
      return HttpResponse.json(message);
    }),
    http.put(`${host}${CHATS_PATH}/:id/messages/:messageId/reaction`, async ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const body = ReactionSet.safeParse(await readJson(request));
      if (!body.success) return errorAnswer(request, 400, 'invalidRequest');
      const store = chatsStoreOf(state);
      const message = store.messages.find((row) => row.id === idOf(params['messageId'] as string));
      if (!message) return errorAnswer(request, 404, 'notFound');
      const others = message.reactions.filter((reaction) => !reaction.from_us);
      const reactions = body.data.reaction === null ? others : [...others, { value: body.data.reaction, from_us: true }];
      return HttpResponse.json(replaceMessage(store, message, { reactions }));
    }),
    http.post(`${host}${CHATS_PATH}/:id/messages/:messageId/retry`, ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const store = chatsStoreOf(state);
      const message = store.messages.find((row) => row.id === idOf(params['messageId'] as string));
      if (!message) return errorAnswer(request, 404, 'notFound');
      if (message.delivery !== 'failed') return errorAnswer(request, 400, 'chatRetryNotFailed');
      return HttpResponse.json(replaceMessage(store, message, { delivery: 'pending', error: null }));
    }),
    http.post(`${host}${CHATS_PATH}/:id/attachments`, async ({ request }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const body = AttachmentUpload.safeParse(await readJson(request));
      if (!body.success) return errorAnswer(request, 400, 'invalidRequest');
      const store = chatsStoreOf(state);
      const id = 1000 + store.attachments.length + 1;
      const image = body.data.mime.startsWith('image/');
      const attachment: Attachment = {
        id,
        name: body.data.name,
        size: Math.floor((body.data.data.length * 3) / 4),
        mime: body.data.mime,
        url: `${ATTACHMENTS_PATH}/${id}?exp=4102444800&sig=demo`,
        kind: image ? 'image' : 'file',
      };
      store.attachments.push(attachment);
      return HttpResponse.json(attachment);
    }),
    // Attachments are downloads with nosniff (issue 7); the mock serves one picture for every one.
    http.get(`${host}${ATTACHMENTS_PATH}/:id`, () =>
      HttpResponse.arrayBuffer(PICTURE.buffer, {
        headers: { 'Content-Type': 'image/png', 'X-Content-Type-Options': 'nosniff' },
      }),
    ),
  ];
}
