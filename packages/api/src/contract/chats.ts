import { MESSAGE_EXCERPT_LENGTH } from '@console/spec';
import * as z from 'zod/mini';
import { Attachment, AttachmentIds } from './attachments.ts';
import { INT4_MAX, RequestId, RequestIdDigits as Digits, RequestVersion } from './ids.ts';
import { Author, ItemStatus, UserRef } from './items.ts';
import { NetworkId } from './networks.ts';
import { statsDrillFields } from './statsDrill.ts';
import { StickerId } from './stickers.ts';
import { Priority } from './userSettings.ts';

// Private messages (screens.md). The spec shows only POST v1/chats (§7); the rest follows architecture.md
// (v1/<resource>, keyset pagination with cursor/limit, filters named like the user settings fields).
export const CHATS_PATH = 'v1/chats';
export const CHATS_COUNTS_PATH = 'v1/chats/counts';
/** GET: the authors who have a chat, most recently active first (AuthorsQuery → ChatAuthorsPage). */
export const CHAT_AUTHORS_PATH = 'v1/chats/authors';
export const chatPath = (id: number): string => `${CHATS_PATH}/${id}`;
export const chatReadPath = (id: number): string => `${chatPath(id)}/read`;
export const chatMessagesPath = (id: number): string => `${chatPath(id)}/messages`;
export const chatMessagePath = (chatId: number, messageId: number): string => `${chatMessagesPath(chatId)}/${messageId}`;
export const chatMessageReactionPath = (chatId: number, messageId: number): string =>
  `${chatMessagePath(chatId, messageId)}/reaction`;
export const chatMessageRetryPath = (chatId: number, messageId: number): string => `${chatMessagePath(chatId, messageId)}/retry`;
export const chatAttachmentsPath = (id: number): string => `${chatPath(id)}/attachments`;

const Id = z.int().check(z.positive());
const UnixSeconds = z.int();
const multi = <T extends z.ZodMiniType>(value: T) => z.optional(z.union([value, z.array(value)]));
const Limit = z.string().check(z.regex(/^(100|[1-9]\d?)$/));
const Cursor = z.string().check(z.maxLength(200));

// architecture.md "Value sets": chats carry the comment statuses; spec §9: chats also count open when the company allows.
export const ChatStatus = ItemStatus;
export type ChatStatus = z.infer<typeof ChatStatus>;

/** Who a chat is assigned to: a user, a user group or a department (spec §3 "usergroups, departments"). */
export const ASSIGNEE_TYPES = ['user', 'usergroup', 'department'] as const;
export const AssigneeType = z.enum(ASSIGNEE_TYPES);
export type AssigneeType = z.infer<typeof AssigneeType>;
export const ChatAssignee = z.object({ type: AssigneeType, id: Id, name: z.string() });
export type ChatAssignee = z.infer<typeof ChatAssignee>;

export const Chat = z.object({
  id: Id,
  /** The connected account (spec §3 "Object") the chat runs through. */
  object_id: Id,
  company_id: Id,
  provider: NetworkId,
  /** The other side of the conversation; name and avatar come from the network: untrusted. */
  author: Author,
  status: ChatStatus,
  /** The comments' priorities (screens.md "Chats": the list sorts by it). */
  priority: Priority,
  assignee: z.nullable(ChatAssignee),
  /** Incoming messages the team has not read yet (POST v1/chats/{id}/read clears it). */
  unread_count: z.int().check(z.nonnegative()),
  /** The last message's text, at most MESSAGE_EXCERPT_LENGTH characters (untrusted). */
  excerpt: z.string().check(z.maxLength(MESSAGE_EXCERPT_LENGTH)),
  last_direction: z.nullable(z.enum(['in', 'out'])),
  created_at: UnixSeconds,
  /** Time of the last message or change: the list's order. */
  updated_at: UnixSeconds,
  /** Bumped by every status, priority or assignment change: PATCH carries the version the user saw (409 when someone changed it first). */
  version: z.int(),
  /** Since when the customer waits for our reply (@console/spec customerWait); null: answered. Ours: absent reads as not shown. */
  waiting_since: z.optional(z.nullable(UnixSeconds)),
});
export type Chat = z.infer<typeof Chat>;

// A message's way to the network: ours are pending, then sent, delivered and read, or failed (retry re-uses it).
export const MESSAGE_DELIVERIES = ['pending', 'sent', 'delivered', 'read', 'failed'] as const;
export const MessageDelivery = z.enum(MESSAGE_DELIVERIES);
export type MessageDelivery = z.infer<typeof MessageDelivery>;
export const MessageDirection = z.enum(['in', 'out']);
export type MessageDirection = z.infer<typeof MessageDirection>;

/** A reaction as its network names it: VK numeric codes, Telegram and WhatsApp emoji (providers.ts reaction sets). */
export const ReactionValue = z.union([z.int(), z.string().check(z.minLength(1), z.maxLength(32))]);
export type ReactionValue = z.infer<typeof ReactionValue>;
export const MessageReaction = z.object({ value: ReactionValue, from_us: z.boolean() });
export type MessageReaction = z.infer<typeof MessageReaction>;

/**
 * An activity line in the thread (screens.md: status and assignment changes between messages). 'macro' is ours: a
 * macro's run, its actions as one line (to: the macro's name; docs/macros.md).
 */
export const ChatActivity = z.object({
  field: z.enum(['status', 'priority', 'assignee', 'created', 'macro']),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  user: z.nullable(UserRef),
});
export type ChatActivity = z.infer<typeof ChatActivity>;

export const Message = z.object({
  id: Id,
  chat_id: Id,
  kind: z.enum(['message', 'activity']),
  direction: MessageDirection,
  /** Untrusted network text for incoming messages: rendered as text only. */
  text: z.string(),
  attachments: z.array(Attachment),
  reactions: z.array(MessageReaction),
  /** Our messages only; null for incoming messages and activity lines. */
  delivery: z.nullable(MessageDelivery),
  /** Why the delivery failed (the network's text), when it did. */
  error: z.nullable(z.string()),
  created_at: UnixSeconds,
  /** Who of us wrote it (our messages) or changed something (activity lines). */
  operator: z.nullable(UserRef),
  activity: z.nullable(ChatActivity),
});
export type Message = z.infer<typeof Message>;

// GET v1/chats: the user settings' filter fields (spec §3) as query parameters, the tab, search and keyset pagination.
export const CHATS_PAGE_MAX = 100;
export const CHATS_SEARCH_MAX = 200;
export const CHAT_TABS = ['mine', 'unassigned', 'all'] as const;
export const ChatTab = z.enum(CHAT_TABS);
export type ChatTab = z.infer<typeof ChatTab>;
/**
 * 'updated': last activity first; 'oldest': last activity oldest first (user settings `reversed`); 'priority':
 * highest priority first, then last activity first.
 */
export const CHAT_SORTS = ['updated', 'oldest', 'priority'] as const;
export const ChatSort = z.enum(CHAT_SORTS);
export type ChatSort = z.infer<typeof ChatSort>;
export const ChatsQuery = z.object({
  /** The list's tab (screens.md): assigned to me (or my groups and departments), to nobody, or all. Default all. */
  tab: z.optional(ChatTab),
  'status[]': multi(ChatStatus),
  'company_id[]': multi(Digits),
  'object_id[]': multi(Digits),
  'provider[]': multi(NetworkId),
  author_id: z.optional(Digits),
  /** '1': only chats with unread messages. */
  unread: z.optional(z.enum(['0', '1'])),
  q: z.optional(z.string().check(z.maxLength(CHATS_SEARCH_MAX))),
  /** The list's order (screens.md "Chats": last activity, oldest waiting, priority); default 'updated'. */
  sort: z.optional(ChatSort),
  cursor: z.optional(Cursor),
  limit: z.optional(Limit),
  // Drill-down (spec §2.3, docs/stats.md, contract statsDrill.ts): the chats an event counts; the default statuses then do not apply.
  ...statsDrillFields,
});
export type ChatsQuery = z.infer<typeof ChatsQuery>;
// GET v1/chats/authors (chats/authors screen): an author of items.ts with what their chats say: how many, through
// which accounts, and when the last one moved (the author's last_activity_at also counts their comments).
export const ChatAuthor = z.extend(Author, {
  chats_count: z.int().check(z.nonnegative()),
  /** The connected accounts (spec §3 "Object") the author's chats run through. */
  object_ids: z.array(Id),
  /** The newest `updated_at` of the author's chats; null without a chat the user may see. */
  last_chat_at: z.nullable(UnixSeconds),
});
export type ChatAuthor = z.infer<typeof ChatAuthor>;
export const ChatAuthorsPage = z.object({ items: z.array(ChatAuthor), next_cursor: z.nullable(z.string()) });
export type ChatAuthorsPage = z.infer<typeof ChatAuthorsPage>;

export const ChatsPage = z.object({
  items: z.array(Chat),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.nullable(z.string()),
});
export type ChatsPage = z.infer<typeof ChatsPage>;

// GET v1/chats/counts: the tabs' counts under the same filters as the list (tab, cursor, limit ignored).
export const ChatsCountsQuery = z.omit(ChatsQuery, { tab: true, cursor: true, limit: true, sort: true });
export type ChatsCountsQuery = z.infer<typeof ChatsCountsQuery>;
export const ChatsCounts = z.object({ mine: z.int(), unassigned: z.int(), all: z.int(), unread: z.int() });
export type ChatsCounts = z.infer<typeof ChatsCounts>;

// GET v1/chats/{id}: the chat and the accounts' limits it needs (the network is `chat.provider`).
export const ChatDetail = z.object({ chat: Chat });
export type ChatDetail = z.infer<typeof ChatDetail>;

// GET v1/chats/{id}/messages: without a cursor the newest page; `direction` 'before' loads older, 'after' newer.
// Every page is ordered oldest first, so long histories load upwards as the user scrolls without jumping.
export const MESSAGES_PAGE_DEFAULT = 50;
export const MessagesQuery = z.object({
  cursor: z.optional(Cursor),
  direction: z.optional(z.enum(['before', 'after'])),
  limit: z.optional(Limit),
});
export type MessagesQuery = z.infer<typeof MessagesQuery>;
export const MessagesPage = z.object({
  items: z.array(Message),
  /** Pass with direction 'before' for older messages; null when the page starts at the first message. */
  before_cursor: z.nullable(z.string()),
  /** Pass with direction 'after' for newer messages; null when the page ends at the newest message. */
  after_cursor: z.nullable(z.string()),
});
export type MessagesPage = z.infer<typeof MessagesPage>;

// POST v1/chats/{id}/messages (with an Idempotency-Key: a repeat answers the same message, never a duplicate).
// The network's length (textLength.ts, kind 'message') and upload count limits apply; text may be empty with files.
export const MESSAGE_TEXT_MAX = 32_768;
export const MessageCreate = z.object({
  text: z.string().check(z.maxLength(MESSAGE_TEXT_MAX)),
  attachment_ids: z.optional(AttachmentIds),
  /** A sticker of the sets the account offers (stickers.ts): sent as its image, alone (no text or files). */
  sticker: z.optional(StickerId),
  /** Ours: the chat's last message id when the draft began (0: none); 409 as items' seen_version (replyConflict.ts). */
  seen_message_id: z.optional(z.int().check(z.gte(0), z.lte(INT4_MAX))),
  /** Ours: the macro whose template began the message; its other actions apply with it (docs/macros.md). */
  macro_id: z.optional(RequestId),
});
export type MessageCreate = z.infer<typeof MessageCreate>;

// PUT v1/chats/{id}/messages/{id}/reaction: our reaction from the network's set (providers.ts); null removes it.
export const ReactionSet = z.object({ reaction: z.nullable(ReactionValue) });
export type ReactionSet = z.infer<typeof ReactionSet>;

// POST v1/chats/{id}/messages/{id}/retry: sends a failed message again as the same message (no body). Answers it.

// POST v1/chats/{id}/attachments: one file (attachments.ts AttachmentUpload); answers the stored Attachment.

// PATCH v1/chats/{id}: status, priority and assignment with the version the user saw; 409 ChatConflict otherwise.
export const ChatUpdate = z.object({
  version: RequestVersion,
  status: z.optional(ChatStatus),
  priority: z.optional(Priority),
  assignee: z.optional(z.nullable(z.object({ type: AssigneeType, id: RequestId }))),
});
export type ChatUpdate = z.infer<typeof ChatUpdate>;
/** A 409's body (error_type 'conflict' as items): the chat as it is now. */
export const ChatConflict = z.object({ error: z.string(), error_type: z.literal('conflict'), chat: Chat });
export type ChatConflict = z.infer<typeof ChatConflict>;

// POST v1/chats/{id}/read: marks the chat read for this user; answers the chat.

// spec §3 "New chat payload", §7 POST v1/chats: object_id and phone; answers the new (or existing) chat's id.
// The server checks the phone (spec §5) and answers its own ru/en text; the schema only bounds the size.
export const NewChat = z.object({ object_id: RequestId, phone: z.string().check(z.maxLength(64)) });
export type NewChat = z.infer<typeof NewChat>;
export const NewChatResult = z.object({ id: Id });
export type NewChatResult = z.infer<typeof NewChatResult>;
/** The networks where a chat can be started by phone number (WhatsApp accounts are phones: spec §3 provider_id). */
export const NEW_CHAT_PROVIDERS = ['whatsapp', 'telegram', 'viber', 'max'] as const;

// spec §5 "New chat": the phone rule lives in @console/spec.
export { chatPhoneProblem, type ChatPhoneProblem } from '@console/spec';
