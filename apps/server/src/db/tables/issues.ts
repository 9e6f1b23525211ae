// Issues (tasks, spec §1, §3; docs/issues.md): a numbered task of a space made from a comment, a chat or blank, its
// links to comments and chats (both ways), the team's comment thread, the history of every change (who, what, when),
// the space's issue settings (closing statuses, deadlines per priority), and the open-issue counters of v1/counts,
// kept by the issue_counts trigger of the issues migration so that counts never scan the list (quality.md).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { IssueDeadlines, ItemPriority } from '@console/api/contract';
import { chats, departments, itemAuthors, items, spaces, usergroups, users } from '../schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const spaceRef = () =>
  integer('space_id')
    .notNull()
    .references(() => spaces.id, { onDelete: 'cascade' });
const issueRef = () =>
  integer('issue_id')
    .notNull()
    .references(() => issues.id, { onDelete: 'cascade' });

export const issues = pgTable(
  'issues',
  {
    id: serial('id').primaryKey(),
    spaceId: spaceRef(),
    /** The issue's number within its workspace (1, 2, …), shown as #n. */
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** One of the space's statuses (space settings issues.statuses) or a closing one (issue_settings.closing). */
    status: text('status').notNull(),
    priority: text('priority').$type<ItemPriority>().notNull().default('normal'),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    dueAt: at('due_at'),
    /** The due time passed while open (set by the issue.expire job, cleared by a later due time or closing). */
    expired: boolean('expired').notNull().default(false),
    /** The customer of the linked comment or chat (issues/authors lists them). */
    authorId: integer('author_id').references(() => itemAuthors.id, { onDelete: 'set null' }),
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    /** spec §1 user-group limit: the group of the comment or chat it was made from, else its creator's. */
    usergroupId: integer('usergroup_id').references(() => usergroups.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /** Set when a closing status ends the issue; null while open. */
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('issues_space_number').on(t.spaceId, t.number),
    index('issues_space_created').on(t.spaceId, t.createdAt, t.id),
    index('issues_space_updated').on(t.spaceId, t.updatedAt, t.id),
    index('issues_assignee').on(t.assigneeId),
    index('issues_author').on(t.authorId),
    index('issues_usergroup').on(t.usergroupId),
    // GET v1/stats/issues (docs/stats.md "Endpoint: issues"): the space's open issues now, without its closed ones.
    index('issues_space_open')
      .on(t.spaceId, t.assigneeId)
      .where(sql`${t.closedAt} is null`),
  ],
);

/** The comments (items) an issue links; the item page reads them the other way (issue_items_item). */
export const issueItems = pgTable(
  'issue_items',
  {
    issueId: issueRef(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.itemId] }), index('issue_items_item').on(t.itemId)],
);

/** The chats an issue links, both ways like issue_items. */
export const issueChats = pgTable(
  'issue_chats',
  {
    issueId: issueRef(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.chatId] }), index('issue_chats_chat').on(t.chatId)],
);

/** The team's comment thread of an issue. */
export const issueComments = pgTable(
  'issue_comments',
  {
    id: serial('id').primaryKey(),
    issueId: issueRef(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('issue_comments_issue').on(t.issueId, t.id)],
);

/** Every change of an issue (who, what, when); a 409 sends the entries after the version the user saw. */
export const issueHistory = pgTable(
  'issue_history',
  {
    id: serial('id').primaryKey(),
    issueId: issueRef(),
    /** Null: the server (the deadline job). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    version: integer('version').notNull(),
    at: at('at').notNull(),
  },
  (t) => [
    index('issue_history_issue').on(t.issueId, t.version),
    // GET v1/stats/issues: a period's created, status and expired lines.
    index('issue_history_field_at').on(t.field, t.at),
  ],
);

/** settings/issues beyond space settings issues {assigned_to, statuses}: the closing statuses and deadlines. */
export const issueSettings = pgTable('issue_settings', {
  spaceId: integer('space_id')
    .primaryKey()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  /** Statuses that end an issue (spec: "closed" by default). */
  closing: jsonb('closing').$type<string[]>().notNull().default(['closed']),
  /** Hours from creation to the due time, per priority; null: no deadline. */
  deadlines: jsonb('deadlines').$type<IssueDeadlines>().notNull().default({ low: null, normal: null, high: null }),
});

/**
 * The open issues per space, assignee, department and expiry (0 = none): issues_count and issues_expired_count sum
 * the rows matching the user's issues_assigned_to and issues_department_id. Kept by the trigger of the migration.
 */
export const issueCounts = pgTable(
  'issue_counts',
  {
    spaceId: spaceRef(),
    assigneeId: integer('assignee_id').notNull(),
    departmentId: integer('department_id').notNull(),
    expired: boolean('expired').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.assigneeId, t.departmentId, t.expired] })],
);
