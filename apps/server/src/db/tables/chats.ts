// Private messages: chats per connected account with one author (item_authors: labels and notes are
// shared with the comments), their messages (ours with a delivery state, activity lines), reactions kept on the
// message, and the attachments the server stores itself (served as downloads: routes/chats.ts).
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AssigneeType,
  ChatActivity,
  ChatStatus,
  ItemPriority,
  MessageDelivery,
  MessageReaction,
} from '@console/api/contract';
import { companies, objects, spaces, users } from '../schema.ts';
import { itemAuthors, items } from './items.ts';

// The priority as a number to sort by (low 0, normal 1, high 2): chats/list.ts orders by the same expression.
const PRIORITY_RANK_SQL = sql.raw(`case "priority" when 'high' then 2 when 'normal' then 1 else 0 end`);

const at = (name: string) => timestamp(name, { withTimezone: true });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    objectId: integer('object_id')
      .notNull()
      .references(() => objects.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => itemAuthors.id, { onDelete: 'cascade' }),
    status: text('status').$type<ChatStatus>().notNull(),
    // The comments' values (items.priority); the list's 'priority' sort ranks them (chats/list.ts).
    priority: text('priority').$type<ItemPriority>().notNull().default('normal'),
    assigneeType: text('assignee_type').$type<AssigneeType>(),
    assigneeId: integer('assignee_id'),
    /** Incoming messages ever received; a user's unread count is this less their chat_reads.read_count. */
    incomingCount: integer('incoming_count').notNull().default(0),
    excerpt: text('excerpt').notNull().default(''),
    lastDirection: text('last_direction').$type<'in' | 'out'>(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // One chat per account and person (POST v1/chats answers the existing one).
    uniqueIndex('chats_object_author').on(t.objectId, t.authorId),
    // Keyset pagination by (updated_at, id) per space, with the tabs' and the status filter's columns leading.
    index('chats_space_updated').on(t.spaceId, t.updatedAt, t.id),
    // The 'priority' sort (chats/list.ts chatPriorityRank): highest first, then last activity.
    index('chats_space_priority').on(t.spaceId, sql`(${PRIORITY_RANK_SQL})`, t.updatedAt, t.id),
    index('chats_space_status').on(t.spaceId, t.status, t.assigneeType, t.assigneeId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'message' | 'activity'>().notNull().default('message'),
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    text: text('text').notNull(),
    reactions: jsonb('reactions').$type<MessageReaction[]>().notNull().default([]),
    delivery: text('delivery').$type<MessageDelivery>(),
    error: text('error'),
    /** Retries of a failed message (the sandbox network takes a retried message: the demo's retry always works). */
    attempts: integer('attempts').notNull().default(0),
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    activity: jsonb('activity').$type<Omit<ChatActivity, 'user'>>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    // Messages of a chat in id order (ids grow with time): the keyset of both directions.
    index('chat_messages_chat').on(t.chatId, t.id),
    index('chat_messages_delivery_pending').on(t.delivery),
  ],
);

// The files of our chat messages and of our replies to items: one store, one signed download link
// (v1/attachments/{id}). A file is uploaded for a chat or for an item, then carried by one message or reply.
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    /** The chat it was uploaded for; null for an item's file. */
    chatId: integer('chat_id').references(() => chats.id, { onDelete: 'cascade' }),
    /** Null until a message carries it. */
    messageId: integer('message_id').references(() => chatMessages.id, { onDelete: 'cascade' }),
    /** The item it was uploaded for (a reply to it); null for a chat's file. */
    itemId: integer('item_id').references(() => items.id, { onDelete: 'cascade' }),
    /** Our reply (an item) that carries it; null until the reply is sent. */
    replyId: integer('reply_id').references(() => items.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('chat_attachments_message').on(t.messageId),
    index('chat_attachments_chat').on(t.chatId),
    index('chat_attachments_item').on(t.itemId),
    index('chat_attachments_reply').on(t.replyId),
    check('chat_attachments_one_target', sql`(${t.chatId} is null) <> (${t.itemId} is null)`),
  ],
);

// Unread per user: how many incoming messages of the chat the user had when they last read
// it. One operator reading a chat leaves it unread for the others; no row: nothing read yet.
export const chatReads = pgTable(
  'chat_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    readCount: integer('read_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chatId] }), index('chat_reads_chat').on(t.chatId)],
);
