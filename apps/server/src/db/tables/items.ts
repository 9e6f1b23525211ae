// The comments inbox: authors, posts, items (comments, reviews, mentions and our replies), their tags,
// history, per-user read marks, and the authors' notes, labels and blocks. Counters per space and status are kept
// by a trigger (migration 0010), so v1/counts never counts the list (quality.md).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BlockReason, Delivery, ItemKind, ItemPriority, ItemStatus, Sentiment } from '@console/api/contract';
import { companies, objects, spaces, users } from '../schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const spaceRef = () =>
  integer('space_id')
    .notNull()
    .references(() => spaces.id, { onDelete: 'cascade' });

export const itemAuthors = pgTable(
  'item_authors',
  {
    id: serial('id').primaryKey(),
    spaceId: spaceRef(),
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    name: text('name').notNull(),
    avatar: text('avatar'),
    url: text('url'),
    itemsCount: integer('items_count').notNull().default(0),
    notesCount: integer('notes_count').notNull().default(0),
    lastActivityAt: at('last_activity_at'),
  },
  (t) => [
    uniqueIndex('item_authors_identity').on(t.spaceId, t.provider, t.providerId),
    index('item_authors_activity').on(t.spaceId, t.lastActivityAt, t.id),
    // The items search's author names (items/list.ts authorsNamed): `name ilike '%…%'` by trigrams (pg_trgm, 0016).
    index('item_authors_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const itemPosts = pgTable(
  'item_posts',
  {
    id: serial('id').primaryKey(),
    spaceId: spaceRef(),
    objectId: integer('object_id')
      .notNull()
      .references(() => objects.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    url: text('url'),
    image: text('image'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at'),
  },
  (t) => [index('item_posts_object').on(t.objectId)],
);

// spec §1, §3: user groups of a space and their members; a member limited to groups (space_members.limited_to_groups)
// sees only the items assigned to one of their groups (items/access.ts).
export const usergroups = pgTable(
  'usergroups',
  { id: serial('id').primaryKey(), spaceId: spaceRef(), name: text('name').notNull() },
  (t) => [index('usergroups_space').on(t.spaceId, t.id)],
);

export const usergroupMembers = pgTable(
  'usergroup_members',
  {
    usergroupId: integer('usergroup_id')
      .notNull()
      .references(() => usergroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.usergroupId, t.userId] }), index('usergroup_members_user').on(t.userId)],
);

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    spaceId: spaceRef(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    objectId: integer('object_id')
      .notNull()
      .references(() => objects.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    kind: text('kind').$type<ItemKind>().notNull(),
    postId: integer('post_id').references(() => itemPosts.id, { onDelete: 'set null' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => itemAuthors.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    text: text('text').notNull(),
    rating: smallint('rating'),
    createdAt: at('created_at').notNull(),
    editedAt: at('edited_at'),
    status: text('status').$type<ItemStatus>().notNull(),
    priority: text('priority').$type<ItemPriority>().notNull().default('normal'),
    sentiment: text('sentiment').$type<Sentiment>().notNull().default('none'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    // spec §1 "limited to content assigned to a user group": the group the item is assigned to, besides a user.
    usergroupId: integer('usergroup_id').references(() => usergroups.id, { onDelete: 'set null' }),
    liked: boolean('liked').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    reported: boolean('reported').notNull().default(false),
    excluded: boolean('excluded').notNull().default(false),
    fromUs: boolean('from_us').notNull().default(false),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    delivery: text('delivery').$type<Delivery>(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // Keyset pagination by (created_at, id), per space and with the usual filters leading.
    index('items_space_created').on(t.spaceId, t.createdAt, t.id),
    index('items_space_status_created').on(t.spaceId, t.status, t.createdAt, t.id),
    // The default inbox (spec §9: new and inprogress, top-level, not excluded) in keyset order: a page reads ~51
    // index entries however many closed items the space holds (quality.md: p99 <= 25 ms on 100,000).
    index('items_space_inbox_created')
      .on(t.spaceId, t.createdAt, t.id)
      .where(sql`${t.parentId} is null and not ${t.excluded} and ${t.status} in ('new', 'inprogress')`),
    index('items_object_created').on(t.objectId, t.createdAt, t.id),
    index('items_author_created').on(t.authorId, t.createdAt, t.id),
    index('items_assignee_created').on(t.assigneeId, t.createdAt, t.id),
    index('items_usergroup_created').on(t.usergroupId, t.createdAt, t.id),
    index('items_parent').on(t.parentId),
    index('items_post').on(t.postId),
    index('items_delivery_pending')
      .on(t.delivery)
      .where(sql`${t.delivery} = 'pending'`),
    // The items search (quality.md p99 <= 25 ms on 100,000): `text ilike '%…%'` by trigrams (pg_trgm, migration 0016),
    // so a rare term reads its few matches instead of walking the inbox; a common one still walks the keyset index.
    index('items_text_trgm').using('gin', t.text.op('gin_trgm_ops')),
  ],
);

// The space's tag groups (spec §2.4 settings/tag_groups; spec §3 "tag_groups" loaded with objects).
export const tagGroups = pgTable(
  'tag_groups',
  { id: serial('id').primaryKey(), spaceId: spaceRef(), name: text('name').notNull() },
  (t) => [index('tag_groups_space').on(t.spaceId, t.id)],
);

// The space's tags and author labels by name (spec §7: loaded with GET v1/objects?tags=true), with the colour, group
// and parent tag settings/tags gives them (a deleted group or parent leaves its tags ungrouped or top-level).
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    spaceId: spaceRef(),
    name: text('name').notNull(),
    color: text('color').notNull().default('blue'),
    groupId: integer('group_id').references(() => tagGroups.id, { onDelete: 'set null' }),
    parentId: integer('parent_id').references((): AnyPgColumn => tags.id, { onDelete: 'set null' }),
  },
  (t) => [index('tags_space').on(t.spaceId, t.id)],
);

export const labels = pgTable(
  'labels',
  {
    id: serial('id').primaryKey(),
    spaceId: spaceRef(),
    name: text('name').notNull(),
    color: text('color').notNull().default('blue'),
  },
  (t) => [index('labels_space').on(t.spaceId, t.id)],
);

export const itemTags = pgTable(
  'item_tags',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.tagId] }), index('item_tags_tag').on(t.tagId, t.itemId)],
);

export const itemHistory = pgTable(
  'item_history',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    /** The item's version this change produced (a 409 sends the entries after the version the user saw). */
    version: integer('version').notNull(),
    at: at('at').notNull(),
  },
  (t) => [
    index('item_history_item').on(t.itemId, t.version),
    // One operator's replies and closes of a period (docs/stats.md "Drill-down": the lists by whom start from them).
    index('item_history_field_user_at').on(t.field, t.userId, t.at),
  ],
);

export const itemReads = pgTable(
  'item_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    readAt: at('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);

/** items_count of v1/counts: kept by the items_count_trigger of migration 0010. */
export const itemCounts = pgTable(
  'item_counts',
  {
    spaceId: spaceRef(),
    status: text('status').$type<ItemStatus>().notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.status] })],
);

export const authorNotes = pgTable(
  'author_notes',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => itemAuthors.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('author_notes_author').on(t.authorId, t.createdAt)],
);

export const authorLabels = pgTable(
  'author_labels',
  {
    authorId: integer('author_id')
      .notNull()
      .references(() => itemAuthors.id, { onDelete: 'cascade' }),
    labelId: integer('label_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.authorId, t.labelId] })],
);

export const authorBlocks = pgTable('author_blocks', {
  authorId: integer('author_id')
    .primaryKey()
    .references(() => itemAuthors.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  until: at('until').notNull(),
  reason: text('reason').$type<BlockReason>().notNull(),
  createdAt: at('created_at').notNull(),
});
