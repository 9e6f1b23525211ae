import { MESSAGE_EXCERPT_LENGTH } from '@console/spec';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { AttachmentUpload, ATTACHMENTS_PATH, attachmentTypesOf, type Attachment } from '../contract/attachments.ts';
import { providerOf } from '../contract/providers.ts';
import { textLength } from '../contract/textLength.ts';
import {
  CHATS_PATH,
  MessageCreate,
  MessagesQuery,
  ReactionSet,
  type Chat,
  type Message,
  type MessagesPage,
} from '../contract/chats.ts';
import type { ErrorBody } from '../contract/errors.ts';
import { demoMessage } from './chatsFixtures.ts';
import { chatOfUser, chatsStoreOf, cursorOf, decode, idOf, queryOf, readJson, type ChatsStore } from './chatsHandlers.ts';
import { authenticate, errorAnswer } from './respond.ts';
import type { MockState } from './state.ts';

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

// The messages of a chat on one host: pages both ways, sending once per Idempotency-Key, reactions,
// retry of a failed message, attachments stored and served as downloads.
export function chatMessagesHandlers(host: string, state: MockState): HttpHandler[] {
  const now = () => Math.floor(state.now / 1000);
  const touch = (store: ChatsStore, chat: Chat, message: Message) => {
    const next: Chat = {
      ...chat,
      excerpt: message.text.slice(0, MESSAGE_EXCERPT_LENGTH),
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
    http.get<{ id: string }, never, MessagesPage | ErrorBody>(`${host}${CHATS_PATH}/:id/messages`, ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const query = MessagesQuery.safeParse(queryOf(new URL(request.url)));
      if (!query.success) return errorAnswer(request, 400, 'badRequest');
      const chat = chatOfUser(state, auth.user, params.id);
      if (!chat) return errorAnswer(request, 404, 'notFound');
      const limit = Number(query.data.limit ?? 50);
      const all = chatsStoreOf(state)
        .messages.filter((row) => row.chat_id === chat.id)
        .sort((a, b) => a.created_at - b.created_at || a.id - b.id);
      const mark = query.data.cursor === undefined ? null : decode(query.data.cursor);
      if (query.data.cursor !== undefined && mark === null) return errorAnswer(request, 400, 'badRequest');
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
      if (!body.success) return errorAnswer(request, 400, 'badRequest');
      const store = chatsStoreOf(state);
      const chat = chatOfUser(state, auth.user, params['id'] as string);
      if (!chat) return errorAnswer(request, 404, 'notFound');
      const key = request.headers.get('Idempotency-Key');
      const repeated = key === null ? undefined : store.messages.find((row) => row.id === store.sent.get(key));
      if (repeated) return HttpResponse.json(repeated);
      // spec §9: under files the text is a caption (Telegram 1024), as the reference server checks.
      const length = textLength(body.data.text, chat.provider, 'message', body.data.attachment_ids?.length ?? 0);
      if (length.over)
        return errorAnswer(request, 400, 'chatMessageTooLong', undefined, {
          provider: providerOf(chat.provider)?.name ?? chat.provider,
          length: length.used,
          limit: length.max,
        });
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
      if (!body.success) return errorAnswer(request, 400, 'badRequest');
      const store = chatsStoreOf(state);
      const chat = chatOfUser(state, auth.user, params['id'] as string);
      const message = store.messages.find((row) => row.id === idOf(params['messageId'] as string) && row.chat_id === chat?.id);
      if (!message) return errorAnswer(request, 404, 'notFound');
      const others = message.reactions.filter((reaction) => !reaction.from_us);
      const reactions = body.data.reaction === null ? others : [...others, { value: body.data.reaction, from_us: true }];
      return HttpResponse.json(replaceMessage(store, message, { reactions }));
    }),
    http.post(`${host}${CHATS_PATH}/:id/messages/:messageId/retry`, ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const store = chatsStoreOf(state);
      const chat = chatOfUser(state, auth.user, params['id'] as string);
      const message = store.messages.find((row) => row.id === idOf(params['messageId'] as string) && row.chat_id === chat?.id);
      if (!message) return errorAnswer(request, 404, 'notFound');
      if (message.delivery !== 'failed') return errorAnswer(request, 400, 'chatRetryNotFailed');
      return HttpResponse.json(replaceMessage(store, message, { delivery: 'pending', error: null }));
    }),
    http.post(`${host}${CHATS_PATH}/:id/attachments`, async ({ request, params }) => {
      const auth = authenticate(request, state);
      if ('answer' in auth) return auth.answer;
      const chat = chatOfUser(state, auth.user, params['id'] as string);
      if (!chat) return errorAnswer(request, 404, 'notFound');
      return storeMockUpload(request, state, chat.provider);
    }),
    // Attachments are downloads with nosniff; the mock serves one picture for every one.
    http.get(`${host}${ATTACHMENTS_PATH}/:id`, () =>
      HttpResponse.arrayBuffer(PICTURE.buffer, {
        headers: { 'Content-Type': 'image/png', 'X-Content-Type-Options': 'nosniff' },
      }),
    ),
  ];
}

/** One uploaded file (POST v1/chats/{id}/attachments and v1/items/{id}/attachments), kept by keepMockFile. */
export async function storeMockUpload(request: Request, state: MockState, provider: string) {
  const body = AttachmentUpload.safeParse(await readJson(request));
  if (!body.success) return errorAnswer(request, 400, 'badRequest');
  return keepMockFile(request, state, provider, uploadedFile(body.data));
}

/** What the mock keeps of an upload: the size of its base64 bytes. */
export const uploadedFile = ({ name, mime, data }: AttachmentUpload) => ({ name, mime, size: Math.floor((data.length * 3) / 4) });

/**
 * A file kept in the state's one list, as the reference server keeps one store: the network's types (attachments.ts)
 * with the server's text, else stored under the next id with its (demo-signed) link.
 */
export function keepMockFile(
  request: Request,
  state: MockState,
  provider: string,
  file: Pick<Attachment, 'name' | 'mime' | 'size'>,
) {
  if (!(attachmentTypesOf(provider) as readonly string[]).includes(file.mime))
    return errorAnswer(request, 400, 'chatFileType', undefined, { mime: file.mime });
  const store = chatsStoreOf(state);
  const id = 1000 + store.attachments.length + 1;
  const attachment: Attachment = {
    id,
    name: file.name,
    size: file.size,
    mime: file.mime,
    url: `${ATTACHMENTS_PATH}/${id}?exp=4102444800&sig=demo`,
    kind: file.mime.startsWith('image/') ? 'image' : 'file',
  };
  store.attachments.push(attachment);
  return HttpResponse.json(attachment);
}
