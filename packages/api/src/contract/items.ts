import * as z from 'zod/mini';
import { Attachment, AttachmentIds } from './attachments.ts';
import { RequestId, RequestIdDigits as Digits, RequestVersion } from './ids.ts';
import { NetworkId } from './networks.ts';
import { statsDrillFields } from './statsDrill.ts';
import { CommentStatus, Priority } from './userSettings.ts';

// The comments inbox (screens.md "Comments inbox"). The spec does not show these endpoints: they follow
// architecture.md (v1/<resource>, keyset pagination with cursor/limit, filters named like the user settings fields).
export const ITEMS_PATH = 'v1/items';
export const ITEM_AUTHORS_PATH = 'v1/items/authors';
export const ITEMS_BULK_PATH = 'v1/items/bulk';
export const itemPath = (id: number): string => `${ITEMS_PATH}/${id}`;
export const itemReplyPath = (id: number): string => `${itemPath(id)}/reply`;
/** POST: one file for a reply to the item (attachments.ts AttachmentUpload), as chats' `…/attachments`. */
export const itemAttachmentsPath = (id: number): string => `${itemPath(id)}/attachments`;
export const itemActionPath = (id: number, action: ItemAction): string => `${itemPath(id)}/${action}`;
export const authorPath = (id: number): string => `v1/authors/${id}`;
export const authorItemsPath = (id: number): string => `${authorPath(id)}/items`;
export const authorBlockPath = (id: number): string => `${authorPath(id)}/block`;
export const authorLabelsPath = (id: number): string => `${authorPath(id)}/labels`;
export const authorNotesPath = (id: number): string => `${authorPath(id)}/notes`;

// architecture.md "Value sets": comment statuses, priorities and the default filter live with the user settings (spec §3).
export const ItemStatus = CommentStatus;
export type ItemStatus = z.infer<typeof ItemStatus>;
export type ItemPriority = z.infer<typeof Priority>;

export const SENTIMENTS = ['negative', 'neutral', 'positive', 'none'] as const;
export const Sentiment = z.enum(SENTIMENTS);
export type Sentiment = z.infer<typeof Sentiment>;

// spec §3: block durations (1 hour, 1 week, 1 month, 3 months, 1 year, forever) and reasons.
export const BLOCK_DURATIONS = ['1h', '1w', '1m', '3m', '1y', 'forever'] as const;
export const BlockDuration = z.enum(BLOCK_DURATIONS);
export type BlockDuration = z.infer<typeof BlockDuration>;
export const BLOCK_REASONS = ['spam', 'insulting', 'obscene', 'offtopic', 'other'] as const;
export const BlockReason = z.enum(BLOCK_REASONS);
export type BlockReason = z.infer<typeof BlockReason>;

/** What a row is: a comment under a post, a review (stores, maps) or a mention found by monitoring. */
export const ItemKind = z.enum(['comment', 'review', 'mention']);
export type ItemKind = z.infer<typeof ItemKind>;

/** The actions of spec §3's provider flags that are one call each (reply and edit carry a text). */
export const ITEM_ACTIONS = ['like', 'unlike', 'hide', 'unhide', 'delete', 'restore', 'report', 'exclude'] as const;
export const ItemAction = z.enum(ITEM_ACTIONS);
export type ItemAction = z.infer<typeof ItemAction>;

// A reply's way to the network: our replies are 'delivered' by the network with latency, and may fail.
export const Delivery = z.enum(['pending', 'sent', 'failed']);
export type Delivery = z.infer<typeof Delivery>;

const Id = z.int().check(z.positive());
const UnixSeconds = z.int();

/** The person who wrote an item. Name, avatar and url come from the network: untrusted. */
export const Author = z.object({
  id: Id,
  provider: NetworkId,
  provider_id: z.string(),
  name: z.string(),
  avatar: z.nullable(z.string()),
  url: z.nullable(z.string()),
  /** Author label ids (spec §1 "author labels"). */
  labels: z.array(Id),
  notes_count: z.int(),
  /** Blocked until (unix seconds); null when not blocked. Blocked forever is BLOCKED_FOREVER. */
  blocked_until: z.nullable(UnixSeconds),
  items_count: z.int(),
  last_activity_at: z.nullable(UnixSeconds),
});
export type Author = z.infer<typeof Author>;
/** `blocked_until` of an author blocked forever (the largest 32-bit unix time). */
export const BLOCKED_FOREVER = 2_147_483_647;

/** The post (or product, place, app) an item belongs to. Text from the network: untrusted. */
export const Post = z.object({
  id: Id,
  object_id: Id,
  text: z.string(),
  url: z.nullable(z.string()),
  image: z.nullable(z.string()),
  created_at: UnixSeconds,
  /** Stories can be answered for 24 hours (spec §9): the end of that window, else null. */
  expires_at: z.nullable(UnixSeconds),
});
export type Post = z.infer<typeof Post>;

export const UserRef = z.object({ id: Id, name: z.string() });
export type UserRef = z.infer<typeof UserRef>;

export const Item = z.object({
  id: Id,
  object_id: Id,
  company_id: Id,
  provider: NetworkId,
  kind: ItemKind,
  post_id: z.nullable(Id),
  author: Author,
  /** The item this one answers in the thread; null for a top-level comment. */
  parent_id: z.nullable(Id),
  text: z.string(),
  /** Review rating 1..5 where the network has one. */
  rating: z.nullable(z.int()),
  created_at: UnixSeconds,
  edited_at: z.nullable(UnixSeconds),
  status: ItemStatus,
  priority: Priority,
  sentiment: Sentiment,
  tags: z.array(Id),
  assignee: z.nullable(UserRef),
  /** The user group the item is assigned to besides a user (spec §1 user groups); absent from older answers. */
  usergroup: z.optional(z.nullable(UserRef)),
  /** Not yet opened by this user. */
  unread: z.boolean(),
  liked: z.boolean(),
  hidden: z.boolean(),
  /** Written by us (a reply from the connected account). */
  from_us: z.boolean(),
  /** Who of us wrote it (our replies). */
  replied_by: z.nullable(UserRef),
  delivery: z.nullable(Delivery),
  /** Our reply's files (item replies carry attachments as chat messages do); absent when it has none. */
  attachments: z.optional(z.array(Attachment)),
  /** Bumped by every change: writes carry the version the user saw (409 when someone changed it first). */
  version: z.int(),
  /** Since when the author waits for our reply in the thread (@console/spec customerWait); null: answered. Ours: absent reads as not shown. */
  waiting_since: z.optional(z.nullable(UnixSeconds)),
});
export type Item = z.infer<typeof Item>;

const multi = <T extends z.ZodMiniType>(value: T) => z.optional(z.union([value, z.array(value)]));

// GET v1/items: the user settings' filter fields (spec §3) as query parameters, search and keyset pagination.
export const ITEMS_PAGE_MAX = 100;
export const ITEMS_SEARCH_MAX = 200;
export const ItemsQuery = z.object({
  'status[]': multi(ItemStatus),
  'company_id[]': multi(Digits),
  'object_id[]': multi(Digits),
  'provider[]': multi(NetworkId),
  'tag_id[]': multi(Digits),
  'priority[]': multi(Priority),
  'sentiment[]': multi(Sentiment),
  /**
   * The comments under these posts (a thread's answers by their root's post): what a post's number on /stats/posts
   * counts (docs/stats.md "Drill-down"). Not a user-settings field: only a stats link sets it.
   */
  'post_id[]': multi(Digits),
  /** '1': oldest first. */
  reversed: z.optional(z.enum(['0', '1'])),
  /** '1': hide items assigned to other users. */
  hide_other: z.optional(z.enum(['0', '1'])),
  assignment: z.optional(z.enum(['mine', 'unassigned', 'all'])),
  author_id: z.optional(Digits),
  q: z.optional(z.string().check(z.maxLength(ITEMS_SEARCH_MAX))),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.string().check(z.regex(/^(100|[1-9]\d?)$/))),
  // Drill-down (spec §2.3, docs/stats.md, contract statsDrill.ts): the comments an event counts; the default statuses then do not apply.
  ...statsDrillFields,
});
export type ItemsQuery = z.infer<typeof ItemsQuery>;

export const ItemsPage = z.object({
  items: z.array(Item),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.nullable(z.string()),
  /** The posts the page's items belong to (the row shows its post and a story's time left, screens.md); optional. */
  posts: z.optional(z.array(Post)),
});
export type ItemsPage = z.infer<typeof ItemsPage>;

/** One change of an item: who, what, when. */
export const HistoryEntry = z.object({
  id: Id,
  item_id: Id,
  user: z.nullable(UserRef),
  field: z.enum([
    'status',
    'priority',
    'sentiment',
    'tags',
    'assignee',
    'usergroup',
    'reply',
    'like',
    'hidden',
    'deleted',
    'report',
    'exclude',
    'edit',
    /** Ours: a macro's run, its actions as one entry (to: the macro's name; docs/macros.md). */
    'macro',
  ]),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  at: UnixSeconds,
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

// GET v1/items/{id}: the item, its post, the thread it stands in (oldest first) and its history (newest first).
export const ItemDetail = z.object({
  item: Item,
  post: z.nullable(Post),
  thread: z.array(Item),
  history: z.array(HistoryEntry),
});
export type ItemDetail = z.infer<typeof ItemDetail>;

// PATCH v1/items/{id}: what the user changed, with the version they saw.
export const ItemUpdate = z.object({
  version: RequestVersion,
  status: z.optional(ItemStatus),
  priority: z.optional(Priority),
  sentiment: z.optional(Sentiment),
  tags: z.optional(z.array(RequestId).check(z.maxLength(50))),
  assignee_id: z.optional(z.nullable(RequestId)),
  /** A user group of the item's space, or null for none (spec §1 user groups). */
  usergroup_id: z.optional(z.nullable(RequestId)),
});
export type ItemUpdate = z.infer<typeof ItemUpdate>;

/** A 409's body: someone changed the item first; the screen says who changed what instead of overwriting. */
export const ERROR_TYPE_CONFLICT = 'conflict';
export const ItemConflict = z.object({
  error: z.string(),
  error_type: z.literal(ERROR_TYPE_CONFLICT),
  item: Item,
  changes: z.array(HistoryEntry),
});
export type ItemConflict = z.infer<typeof ItemConflict>;

// POST v1/items/{id}/reply: our answer in the item's thread (the network's length and upload limits apply; under
// files, its caption length: Telegram 1024, spec §9).
export const REPLY_TEXT_MAX = 32_768;
export const ReplyCreate = z.object({
  text: z.string().check(z.minLength(1), z.maxLength(REPLY_TEXT_MAX)),
  /** Close the item with the reply (the usual way of processing it). */
  close: z.optional(z.boolean()),
  /** Files uploaded for this item (POST v1/items/{id}/attachments), within the network's comment quota. */
  attachment_ids: z.optional(AttachmentIds),
  /** Ours: the item's version when the draft began; another's reply, close or assignment since answers 409 (replyConflict.ts). */
  seen_version: z.optional(RequestVersion),
  /** Ours: the macro whose template the reply began from; its other actions apply with the reply, one change (docs/macros.md). */
  macro_id: z.optional(RequestId),
});
export type ReplyCreate = z.infer<typeof ReplyCreate>;
// PUT v1/items/{id}: editing our own comment within the network's edit window.
export const ReplyEdit = z.object({ text: z.string().check(z.minLength(1), z.maxLength(REPLY_TEXT_MAX)) });
export type ReplyEdit = z.infer<typeof ReplyEdit>;

// POST v1/items/bulk: one change to many items (screens.md "Bulk").
export const ITEMS_BULK_MAX = 500;
export const ItemsBulk = z.object({
  ids: z.array(RequestId).check(z.minLength(1), z.maxLength(ITEMS_BULK_MAX)),
  status: z.optional(ItemStatus),
  add_tags: z.optional(z.array(RequestId).check(z.maxLength(50))),
  assignee_id: z.optional(z.nullable(RequestId)),
  usergroup_id: z.optional(z.nullable(RequestId)),
});
export type ItemsBulk = z.infer<typeof ItemsBulk>;
export const ItemsBulkResult = z.object({ items: z.array(Item), failed: z.array(z.object({ id: Id, error: z.string() })) });
export type ItemsBulkResult = z.infer<typeof ItemsBulkResult>;

// POST v1/authors/{id}/block; DELETE unblocks.
export const AuthorBlock = z.object({ duration: BlockDuration, reason: BlockReason });
export type AuthorBlock = z.infer<typeof AuthorBlock>;
export const AuthorLabelsUpdate = z.object({ labels: z.array(RequestId).check(z.maxLength(50)) });
export type AuthorLabelsUpdate = z.infer<typeof AuthorLabelsUpdate>;
export const NOTE_TEXT_MAX = 2000;
export const AuthorNoteCreate = z.object({ text: z.string().check(z.minLength(1), z.maxLength(NOTE_TEXT_MAX)) });
export type AuthorNoteCreate = z.infer<typeof AuthorNoteCreate>;
export const AuthorNote = z.object({ id: Id, text: z.string(), user: z.nullable(UserRef), created_at: UnixSeconds });
export type AuthorNote = z.infer<typeof AuthorNote>;
export const AuthorDetail = z.object({ author: Author, notes: z.array(AuthorNote) });
export type AuthorDetail = z.infer<typeof AuthorDetail>;

// GET v1/items/authors: the authors of the user's items, most recently active first, keyset-paginated.
export const AuthorsQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(ITEMS_SEARCH_MAX))),
  'provider[]': multi(NetworkId),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.string().check(z.regex(/^(100|[1-9]\d?)$/))),
});
export type AuthorsQuery = z.infer<typeof AuthorsQuery>;
export const AuthorsPage = z.object({ items: z.array(Author), next_cursor: z.nullable(z.string()) });
export type AuthorsPage = z.infer<typeof AuthorsPage>;
