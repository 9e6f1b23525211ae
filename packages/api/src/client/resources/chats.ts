import { Attachment, type AttachmentUpload } from '../../contract/attachments.ts';
import {
  CHAT_AUTHORS_PATH,
  Chat,
  ChatDetail,
  chatAttachmentsPath,
  chatMessageReactionPath,
  chatMessageRetryPath,
  chatMessagesPath,
  chatPath,
  chatReadPath,
  CHATS_COUNTS_PATH,
  CHATS_PATH,
  ChatsCounts,
  ChatsPage,
  ChatAuthorsPage,
  Message,
  MessagesPage,
  NewChatResult,
  type ChatsCountsQuery,
  type ChatsQuery,
  type ChatUpdate,
  type MessageCreate,
  type MessagesQuery,
  type NewChat,
  type ReactionSet,
} from '../../contract/chats.ts';
import type { AuthorsQuery } from '../../contract/items.ts';
import type { ChatMacroRun } from '../../contract/macros.ts';
import { defineResource } from '../resource.ts';
import { toSearch } from './items.ts';

export interface ChatsResource {
  /** GET v1/chats: one keyset page of the chats of a tab. */
  list(query?: ChatsQuery): Promise<ChatsPage>;
  /** GET v1/chats/counts: the tabs' counts under the list's filters. */
  counts(query?: ChatsCountsQuery): Promise<ChatsCounts>;
  /** GET v1/chats/authors: the people who have chats (chats/authors screen), keyset-paginated. */
  authors(query?: AuthorsQuery): Promise<ChatAuthorsPage>;
  /** GET v1/chats/{id}. */
  get(id: number): Promise<ChatDetail>;
  /** POST v1/chats (spec §7): a chat by phone on an account; answers its id. A 400's message is the server's text. */
  create(chat: NewChat): Promise<NewChatResult>;
  /** PATCH v1/chats/{id} with the version the user saw; a 409 is an ApiError whose data is a ChatConflict. */
  update(id: number, update: ChatUpdate): Promise<Chat>;
  /** POST v1/chats/{id}/macro (docs/macros.md): the macro's actions as one change at the version seen. */
  runMacro(id: number, run: ChatMacroRun): Promise<Chat>;
  /** POST v1/chats/{id}/read. */
  read(id: number): Promise<Chat>;
  /** GET v1/chats/{id}/messages: the newest page, or older/newer pages from a cursor. */
  messages(id: number, query?: MessagesQuery): Promise<MessagesPage>;
  /** POST v1/chats/{id}/messages; `idempotencyKey` kept by the outbox across retries (same key, same message). */
  send(id: number, message: MessageCreate, options?: { idempotencyKey?: string }): Promise<Message>;
  /** PUT v1/chats/{id}/messages/{id}/reaction; null removes ours. */
  react(chatId: number, messageId: number, reaction: ReactionSet): Promise<Message>;
  /** POST v1/chats/{id}/messages/{id}/retry: the failed message sent again as itself. */
  retry(chatId: number, messageId: number): Promise<Message>;
  /** POST v1/chats/{id}/attachments: one file (base64) within the network's limits. */
  upload(id: number, file: AttachmentUpload): Promise<Attachment>;
}

export const chatsResource = defineResource<ChatsResource>(({ http }) => ({
  list: (query = {}) => http.request({ method: 'GET', path: `${CHATS_PATH}${toSearch(query)}`, schema: ChatsPage }),
  counts: (query = {}) => http.request({ method: 'GET', path: `${CHATS_COUNTS_PATH}${toSearch(query)}`, schema: ChatsCounts }),
  authors: (query = {}) =>
    http.request({ method: 'GET', path: `${CHAT_AUTHORS_PATH}${toSearch(query)}`, schema: ChatAuthorsPage }),
  get: (id) => http.request({ method: 'GET', path: chatPath(id), schema: ChatDetail }),
  create: (chat) => http.request({ method: 'POST', path: CHATS_PATH, body: chat, schema: NewChatResult }),
  update: (id, update) => http.request({ method: 'PATCH', path: chatPath(id), body: update, schema: Chat }),
  runMacro: (id, run) => http.request({ method: 'POST', path: `${chatPath(id)}/macro`, body: run, schema: Chat }),
  read: (id) => http.request({ method: 'POST', path: chatReadPath(id), body: {}, schema: Chat }),
  messages: (id, query = {}) =>
    http.request({ method: 'GET', path: `${chatMessagesPath(id)}${toSearch(query)}`, schema: MessagesPage }),
  send: (id, message, options = {}) =>
    http.request({ method: 'POST', path: chatMessagesPath(id), body: message, schema: Message, ...options }),
  react: (chatId, messageId, reaction) =>
    http.request({ method: 'PUT', path: chatMessageReactionPath(chatId, messageId), body: reaction, schema: Message }),
  retry: (chatId, messageId) =>
    http.request({ method: 'POST', path: chatMessageRetryPath(chatId, messageId), body: {}, schema: Message }),
  upload: (id, file) => http.request({ method: 'POST', path: chatAttachmentsPath(id), body: file, schema: Attachment }),
}));
