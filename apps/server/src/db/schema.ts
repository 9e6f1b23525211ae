// The reference server's tables. Changing this file needs a new migration: `npm run -w @console/server db:generate`.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import type { RoleName, SpaceSettings, Tariff, UserRoles, UserSettings } from '@console/api/contract';
import * as objectTables from './tables/objects.ts';
import * as statusTables from './tables/status.ts';

export * from './tables/status.ts';
import * as billingTables from './tables/billing.ts';
import * as jobTables from './tables/jobs.ts';

export * from './tables/billing.ts';
export * from './tables/jobs.ts';
import * as profileTables from './tables/profile.ts';

export * from './tables/profile.ts';
import * as socialTables from './tables/social.ts';

export * from './tables/social.ts';
import * as signupTables from './tables/signup.ts';

export * from './tables/signup.ts';
import * as itemTables from './tables/items.ts';

export * from './tables/items.ts';
import * as chatTables from './tables/chats.ts';

export * from './tables/chats.ts';
import * as departmentTables from './tables/departments.ts';

export * from './tables/departments.ts';
import * as issueTables from './tables/issues.ts';

export * from './tables/issues.ts';
import * as hdeTables from './tables/hde.ts';

export * from './tables/hde.ts';
import * as issueFileTables from './tables/issueFiles.ts';

export * from './tables/issueFiles.ts';
import * as templateTables from './tables/templates.ts';
import * as alertTables from './tables/alerts.ts';
import * as macroTables from './tables/macros.ts';

export * from './tables/templates.ts';
export * from './tables/alerts.ts';
export * from './tables/macros.ts';
import * as userTables from './tables/users.ts';

export * from './tables/users.ts';
import * as workScheduleTables from './tables/workSchedule.ts';

export * from './tables/workSchedule.ts';
import * as workspaceTables from './tables/workspace.ts';
import * as exclusionTables from './tables/exclusions.ts';
import * as statsTables from './tables/stats.ts';
import * as statsStatusTables from './tables/statsStatuses.ts';
import * as statsReportTables from './tables/statsReports.ts';

export * from './tables/stats.ts';
export * from './tables/statsStatuses.ts';
export * from './tables/statsReports.ts';

export * from './tables/exclusions.ts';

export * from './tables/workspace.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// A name shown in the request's language (user statuses are seeded in both).
export type LocalizedName = { ru: string; en: string };

export const oauthClients = pgTable('oauth_clients', {
  id: text('id').primaryKey(),
  secretHash: text('secret_hash').notNull(), // sha256 hex of the client secret
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(), // stored lowercased
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    locale: text('locale').$type<'ru' | 'en'>(),
    settings: jsonb('settings').$type<UserSettings>().notNull(),
    isPartner: boolean('is_partner').notNull().default(false),
    emailStatus: integer('email_status').notNull().default(0),
    status: integer('status'), // id of the current user status (spec §3)
    // The last status the user chose (PUT v1/me/status): the schedule waits 600 s after it (spec §7).
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    otpSecret: text('otp_secret'), // base32 TOTP secret; null = no two-factor
    otpLastStep: bigint('otp_last_step', { mode: 'number' }), // last accepted TOTP time step: replay guard
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    blockedAt: timestamp('blocked_at', { withTimezone: true }), // spec §1: a blocked user loses access everywhere
    // spec §3, §7: recent emoji per network, most recent first (at most 18 each).
    emoji: jsonb('emoji').$type<Record<string, string[]>>().notNull().default({}),
    timeZone: text('time_zone'), // IANA; null: the workspace's
    otpPendingSecret: text('otp_pending_secret'), // a two-factor set-up not confirmed yet
    // spec §4 email dialog: an address asked for by PUT v1/me/email, the sign-in address once its link is opened.
    emailPending: text('email_pending'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), check('users_email_lowercase', sql`${t.email} = lower(${t.email})`)],
);

export const spaces = pgTable('spaces', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  isTrial: boolean('is_trial').notNull().default(false),
  tariff: jsonb('tariff').$type<Tariff>().notNull(),
  settings: jsonb('settings').$type<SpaceSettings>().notNull(),
  timeZone: text('time_zone').notNull().default('Europe/Moscow'), // IANA (schedules, dates and counts use it)
  createdAt: createdAt(),
});

export const spaceMembers = pgTable(
  'space_members',
  {
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    // spec §1: "A user may be limited to content assigned to a user group" (per space; items/access.ts).
    limitedToGroups: boolean('limited_to_groups').notNull().default(false),
    // spec §1, §3: the role and flags are the membership's: one user may administer one space and operate in another.
    role: text('role').$type<RoleName>().notNull(),
    roles: jsonb('roles').$type<UserRoles>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.userId] }), index('space_members_user').on(t.userId)],
);

export const userStatuses = pgTable(
  'user_statuses',
  {
    id: serial('id').primaryKey(),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<LocalizedName>().notNull(),
    color: text('color').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    offline: boolean('offline').notNull().default(false),
    workinghours: boolean('workinghours').notNull().default(false), // counts as working time (spec §3)
    position: integer('position').notNull().default(0),
  },
  (t) => [index('user_statuses_space').on(t.spaceId)],
);

export const savedFilters = pgTable(
  'saved_filters',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string | string[]>>().notNull(),
    route: text('route'), // null for statistics (spec §3)
    createdAt: createdAt(),
  },
  (t) => [index('saved_filters_user').on(t.userId)],
);

// One sign-in = one token family; revoking the family ends every token issued from it.
export const sessionFamilies = pgTable(
  'session_families',
  {
    id: serial('id').primaryKey(),
    // Kept (set null) when the user is deleted, so a refresh can answer 404 'User not found' (spec §4).
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.id, { onDelete: 'cascade' }),
    // Per-family key: a successor token is HMAC(key, presented refresh token), so the 10 s
    // concurrent-tab rule can hand out the same successor without storing any raw token.
    derivationKey: text('derivation_key').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('session_families_user').on(t.userId)],
);

// One access + refresh pair of a family; only sha256 hashes of the tokens are kept.
export const sessionTokens = pgTable(
  'session_tokens',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => sessionFamilies.id, { onDelete: 'cascade' }),
    accessHash: text('access_hash').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshHash: text('refresh_hash').notNull(),
    previousId: integer('previous_id'), // the token this one replaced
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('session_tokens_access').on(t.accessHash),
    uniqueIndex('session_tokens_refresh').on(t.refreshHash),
    index('session_tokens_family').on(t.familyId),
    index('session_tokens_previous').on(t.previousId),
  ],
);

// quality.md "Nothing is lost": the first answer to a (user, Idempotency-Key), replayed for 24 h.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(), // the request's path and query
    bodyHash: text('body_hash'), // sha256 of the request's parsed body; null in rows stored before it was kept
    statusCode: integer('status_code'), // null while the first request is still running
    headers: jsonb('headers').$type<Record<string, string>>(),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_expires').on(t.expiresAt)],
);

export * from './tables/objects.ts';

export const schema = {
  oauthClients,
  users,
  spaces,
  spaceMembers,
  userStatuses,
  savedFilters,
  sessionFamilies,
  sessionTokens,
  idempotencyKeys,
  ...objectTables,
  ...statusTables,
  ...billingTables,
  ...jobTables,
  ...workScheduleTables,
  ...profileTables,
  ...socialTables,
  ...signupTables,
  ...itemTables,
  ...chatTables,
  ...departmentTables,
  ...issueTables,
  ...hdeTables,
  ...issueFileTables,
  ...templateTables,
  ...alertTables,
  ...macroTables,
  ...userTables,
  ...workspaceTables,
  ...exclusionTables,
  ...statsTables,
  ...statsStatusTables,
  ...statsReportTables,
};
export type Schema = typeof schema;
