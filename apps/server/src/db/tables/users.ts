// People and access (spec §1, §3, §6): what an invitation grants besides its role, blocked memberships of a space,
// and the record of every change for the action log (spec §2.4 logs).
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, boolean } from 'drizzle-orm/pg-core';
import type { RoleName, UserRoles } from '@console/api/contract';
import { invitations } from './signup.ts';
import { spaces, users } from '../schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

// The role flags of spec §3 and the user groups an invitation grants (its role is the invitation's own column).
export const invitationGrants = pgTable('invitation_grants', {
  invitationId: integer('invitation_id')
    .primaryKey()
    .references(() => invitations.id, { onDelete: 'cascade' }),
  roles: jsonb('roles').$type<UserRoles>().notNull(),
  usergroupIds: jsonb('usergroup_ids').$type<number[]>().notNull().default([]),
  limitedToGroups: boolean('limited_to_groups').notNull().default(false),
});

// spec §1 "Blocking a user removes their access to all companies": the membership moves here while blocked, so every
// rule that reads space_members refuses the space at once; unblocking moves it back as it was.
export const spaceMemberBlocks = pgTable(
  'space_member_blocks',
  {
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberSince: at('member_since').notNull(),
    limitedToGroups: boolean('limited_to_groups').notNull().default(false),
    // The membership's role and flags, given back on unblocking (spec §1, §3: per membership).
    role: text('role').$type<RoleName>().notNull(),
    roles: jsonb('roles').$type<UserRoles>().notNull(),
    blockedBy: integer('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    blockedAt: at('blocked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.userId] }), index('space_member_blocks_user').on(t.userId)],
);

// Every change an administrator makes to people and access: who, what, when, before and after (spec §2.4 logs).
export const actionLog = pgTable(
  'action_log',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('action_log_space_created').on(t.spaceId, t.createdAt)],
);
