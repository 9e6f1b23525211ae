// accounts/{id}/exclude, exclude_messages and chats (docs/exclusions.md): per connected account, what of its comments
// and messages is not collected, and which new chats come in and who gets them. One row per account and scope.
import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ExclusionScope, NewChats } from '@console/api/contract';
import { objects } from './objects.ts';

export const accountExclusions = pgTable(
  'account_exclusions',
  {
    objectId: integer('object_id')
      .notNull()
      .references(() => objects.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<ExclusionScope>().notNull(),
    words: jsonb('words').$type<string[]>().notNull().default([]),
    authorIds: jsonb('author_ids').$type<number[]>().notNull().default([]),
    postIds: jsonb('post_ids').$type<number[]>().notNull().default([]),
    /** Grows by one per save: the `seen` of docs/error-types.md `conflict`. */
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.objectId, t.scope] })],
);

export const accountChatSettings = pgTable('account_chat_settings', {
  objectId: integer('object_id')
    .primaryKey()
    .references(() => objects.id, { onDelete: 'cascade' }),
  newChats: text('new_chats').$type<NewChats>().notNull().default('all'),
  assigneeType: text('assignee_type').$type<'user' | 'usergroup'>(),
  assigneeId: integer('assignee_id'),
  version: integer('version').notNull().default(0),
});
