import * as z from 'zod/mini';
import { RequestId } from './ids.ts';

// spec §7 "Socket": one WebSocket to runtime config `socketUrl`. The token never goes in the URL: the first
// message is `auth`; the server answers `ready` or closes with SOCKET_CLOSE_UNAUTHORIZED.
export const SOCKET_PATH = 'v1/socket';
/** Closed by the server: the access token is missing, invalid or expired (refresh, then reconnect). */
export const SOCKET_CLOSE_UNAUTHORIZED = 4401;
/** Closed by the server: too many messages from this connection. */
export const SOCKET_CLOSE_RATE_LIMITED = 4429;
/** Closed by the server: no auth message in time. */
export const SOCKET_CLOSE_AUTH_TIMEOUT = 4408;

// What a lock names: the item, chat or issue a user has open (screens.md: who is viewing an item).
export const LockTarget = z.object({ type: z.enum(['item', 'chat', 'issue']), id: RequestId });
export type LockTarget = z.infer<typeof LockTarget>;

// Client → server.
export const AuthMessage = z.object({ method: z.literal('auth'), token: z.string().check(z.minLength(1), z.maxLength(512)) });
export const StatusMessage = z.object({ method: z.literal('status'), status: RequestId });
export const LockMessage = z.object({ method: z.literal('lock'), target: LockTarget });
export const UnlockMessage = z.object({ method: z.literal('unlock'), target: LockTarget });
/** Ours: the user is typing a reply in the item or chat they have open (sent at most every COMPOSING_EVERY_MS). */
export const ComposingMessage = z.object({
  method: z.literal('composing'),
  target: z.object({ type: z.enum(['item', 'chat']), id: RequestId }),
});
export type ComposingMessage = z.infer<typeof ComposingMessage>;
export const ClientMessage = z.discriminatedUnion('method', [
  AuthMessage,
  StatusMessage,
  LockMessage,
  UnlockMessage,
  ComposingMessage,
]);
export type ClientMessage = z.infer<typeof ClientMessage>;
/** How often the console repeats `composing` while the user keeps typing. */
export const COMPOSING_EVERY_MS = 3000;
/** How long one `composing` counts: a closed tab or a user who stopped typing clears by itself. */
export const COMPOSING_TTL_MS = 8000;
export type LockMessage = z.infer<typeof LockMessage>;

// Server → client.
export const ReadyMessage = z.object({ method: z.literal('ready') });
// spec §7 "status": the user's own status.
export const UserStatusMessage = z.object({ method: z.literal('status'), status: z.nullable(z.int()) });
/**
 * Ours (docs/socket.md): another member of one of the user's spaces changed status; the live figures (dashboard, live)
 * are asked again. A method of its own, not §7's `status` with a user named: a console that follows only the spec
 * would take that for its own status.
 */
export const MemberStatusMessage = z.object({
  method: z.literal('members.status'),
  user_id: z.int(),
  status: z.nullable(z.int()),
});
export const MonitoringMessage = z.object({ method: z.enum(['youscan', 'monitoring']) });
// spec §3 "Notification socket message".
export const NotifyMessage = z.object({
  method: z.literal('notify'),
  type: z.enum(['issue', 'comments_filter']),
  id: z.int(),
  title: z.string(),
  text: z.string(),
  user: z.nullable(z.string()),
  icon: z.nullable(z.string()),
  class: z.nullable(z.string()),
  duration: z.nullable(z.int()),
});
export type NotifyMessage = z.infer<typeof NotifyMessage>;
// Another user of the space opened (lock) or left (unlock) a target.
export const ViewerMessage = z.object({
  method: z.enum(['viewer.lock', 'viewer.unlock']),
  target: LockTarget,
  user: z.object({ id: z.int(), name: z.string() }),
});
export type ViewerMessage = z.infer<typeof ViewerMessage>;
// Ours: another user who can open the target is typing a reply in it, until `until` (unix ms); not the customer's
// `typing` of a chat.
export const OtherComposingMessage = z.object({
  method: z.literal('composing'),
  target: z.object({ type: z.enum(['item', 'chat']), id: z.int() }),
  user: z.object({ id: z.int(), name: z.string() }),
  until: z.int(),
});
export type OtherComposingMessage = z.infer<typeof OtherComposingMessage>;
// Items that reached the space (sandbox sources) or changed (another user's action, a reply's delivery).
// Kept loose here so the shell's socket code stays small; the items screen parses each with the Item schema.
export const ItemsMessage = z.object({
  method: z.enum(['items.new', 'items.changed']),
  items: z.array(z.looseObject({ id: z.int() })),
  /** The posts of these items (a row shows its post, screens.md), as GET v1/items answers them; parsed with Post. */
  posts: z.optional(z.array(z.looseObject({ id: z.int() }))),
});
export type ItemsMessage = z.infer<typeof ItemsMessage>;
// Private messages: chats that reached the space or changed (status, assignee, unread, last message), and
// messages of a chat that arrived or changed (delivery state, reactions). Loose like ItemsMessage: the chats screens
// parse each entry with the Chat and Message schemas of chats.ts.
export const ChatsMessage = z.object({
  method: z.enum(['chats.new', 'chats.changed']),
  chats: z.array(z.looseObject({ id: z.int() })),
});
export type ChatsMessage = z.infer<typeof ChatsMessage>;
export const ChatMessagesMessage = z.object({
  method: z.enum(['messages.new', 'messages.changed']),
  chat_id: z.int(),
  messages: z.array(z.looseObject({ id: z.int() })),
});
export type ChatMessagesMessage = z.infer<typeof ChatMessagesMessage>;
/** The other side of a chat is typing (sandbox sources and networks that report it); shown until `until` (unix ms). */
export const TypingMessage = z.object({ method: z.literal('typing'), chat_id: z.int(), until: z.int() });
export type TypingMessage = z.infer<typeof TypingMessage>;
// An author's block, labels or notes changed (the author panel of an open item or author page). Loose
// like ItemsMessage; the items screens parse each with the Author schema.
export const AuthorsMessage = z.object({
  method: z.literal('authors.changed'),
  authors: z.array(z.looseObject({ id: z.int() })),
});
export type AuthorsMessage = z.infer<typeof AuthorsMessage>;
// spec §1 user groups: items (thread roots, their replies with them) or chats that left a limited user's reach, e.g.
// handed to another group; only to connections that could see them before, so no other id is told.
export const ItemsGoneMessage = z.object({ method: z.literal('items.gone'), ids: z.array(z.int()) });
export type ItemsGoneMessage = z.infer<typeof ItemsGoneMessage>;
export const ChatsGoneMessage = z.object({ method: z.literal('chats.gone'), ids: z.array(z.int()) });
export type ChatsGoneMessage = z.infer<typeof ChatsGoneMessage>;
// spec §1: the user's access to a space ended (blocked or removed there) or came back (unblocked): the console
// reloads its config, and a page of that space drops to 'No access' (spec §8).
export const AccessChangedMessage = z.object({ method: z.literal('access.changed'), space_id: z.int(), access: z.boolean() });
export type AccessChangedMessage = z.infer<typeof AccessChangedMessage>;
// docs/issues.md: issues created or changed (fields, status, assignment, a comment, the deadline passing), by id only:
// the open issues list revalidates. Only to members of the issue's space who see it (spec §1 user-group limit).
export const IssuesChangedMessage = z.object({ method: z.literal('issues.changed'), ids: z.array(z.int()) });
export type IssuesChangedMessage = z.infer<typeof IssuesChangedMessage>;
export const ServerMessage = z.union([
  ReadyMessage,
  UserStatusMessage,
  MemberStatusMessage,
  MonitoringMessage,
  NotifyMessage,
  ViewerMessage,
  OtherComposingMessage,
  ItemsMessage,
  ChatsMessage,
  ChatMessagesMessage,
  TypingMessage,
  AuthorsMessage,
  ItemsGoneMessage,
  ChatsGoneMessage,
  AccessChangedMessage,
  IssuesChangedMessage,
]);
export type ServerMessage = z.infer<typeof ServerMessage>;
