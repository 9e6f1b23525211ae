// The demo workspace (common brief "Demo workspace seed"): one user per role of spec §1 and one with two-factor.
// The same identities are used by the MSW fixtures and the end-to-end tests, which import these constants.
import { recountAll } from './stats/rollups.ts';
import { ISSUES_DEFAULT_STATUSES } from '@console/spec';
import { count } from 'drizzle-orm';
import type { RoleName, SpaceSettings, UserRoles, UserSettings } from '@console/api/contract';
import { ROLE_DEFAULT_FLAGS } from '@console/api/contract';
import type { Db } from './db/database.ts';
import { savedFilters, spaceMembers, spaces, users, userStatuses } from './db/schema.ts';
import { seedPasswordHash } from './seed/passwordHash.ts';
import { ensureOAuthClient } from './auth/clients.ts';
import { seedWorkspaceStates } from './seed/workspaces.ts';
import { seedShell } from './seed/shell.ts';
import { seedStatusDemo } from './seed/status.ts';
import { seedFiltersSlice } from './seed/filters.ts';
import { seedBilling } from './seed/billing.ts';
import { seedProfileDemo } from './seed/profile.ts';
import { seedSignupDemo } from './seed/signup.ts';
import { seedSocialDemo } from './seed/social.ts';
import { DEMO_ITEMS_COUNT, seedItemsDemo } from './seed/items.ts';
import { seedDepartmentsDemo } from './seed/departments.ts';
import { seedIssuesDemo } from './seed/issues.ts';
import { seedUsergroupsDemo } from './seed/usergroups.ts';
import { DEMO_CHATS_PER_ACCOUNT, seedChatsDemo } from './seed/chats.ts';
import { seedTemplatesDemo } from './seed/templates.ts';
import { seedReferralDemo } from './seed/referral.ts';
import { seedWorkScheduleDemo } from './seed/workSchedule.ts';

export const DEMO_PASSWORD = 'demo-pass-1';

export const DEFAULT_CLIENT_ID = 'console';
// Development default only; a deployment sets CLIENT_SECRET.
export const DEFAULT_CLIENT_SECRET = 'console-dev-secret';

// DEMO ONLY: a fixed, public TOTP secret, so `npm run seed:otp` and the tests can compute the current code.
export const DEMO_OTP_SECRET = 'OMNIDESKDEMOTWOFACTORSECRETKEY23';

export const DEMO_EMAILS = {
  reader: 'reader@demo.local',
  analyst: 'analyst@demo.local',
  moderator: 'moderator@demo.local',
  operator: 'operator@demo.local',
  admin: 'admin@demo.local',
  otp: 'otp@demo.local',
} as const;

export type DemoUser = { email: string; role: RoleName; name: string; otp: boolean };

export const DEMO_USERS: readonly DemoUser[] = [
  { email: DEMO_EMAILS.reader, role: 'read_only', name: 'Ирина Читаева', otp: false },
  { email: DEMO_EMAILS.analyst, role: 'analyst', name: 'Alex Analyst', otp: false },
  { email: DEMO_EMAILS.moderator, role: 'moderator', name: 'Мария Модератор', otp: false },
  { email: DEMO_EMAILS.operator, role: 'operator', name: 'Oleg Operator', otp: false },
  { email: DEMO_EMAILS.admin, role: 'administrator', name: 'Anna Admin', otp: false },
  { email: DEMO_EMAILS.otp, role: 'operator', name: 'Tanya Twofactor', otp: true },
];

/** One demo user per role of spec §1 (the two-factor user is an extra operator). */
export const DEMO_USER_BY_ROLE: Readonly<Record<RoleName, string>> = {
  read_only: DEMO_EMAILS.reader,
  analyst: DEMO_EMAILS.analyst,
  moderator: DEMO_EMAILS.moderator,
  operator: DEMO_EMAILS.operator,
  administrator: DEMO_EMAILS.admin,
};

// spec §6 flags per role: the defaults the invitation form proposes (contract/members.ts, docs/roles.md).
export const ROLE_FLAGS: Readonly<Record<RoleName, UserRoles>> = ROLE_DEFAULT_FLAGS;

export const DEMO_SPACE_NAME = 'Demo workspace';
export const DEMO_SPACE_DAYS = 30;

// Every settings flag on, except otp_required: on, it would send every demo user without
// two-factor to /settings/profile (spec §4 "Two-factor").
export const DEMO_SPACE_SETTINGS: SpaceSettings = {
  user_workinghours: true,
  issues: { assigned_to: null, statuses: [...ISSUES_DEFAULT_STATUSES] },
  monitoring_count: true,
  otp_required: false,
  analytics: true,
  youscan: true,
  csi_menu: true,
  qa: true,
  labels: true,
  templates: true,
  macros: true,
  stats: true,
  bots: true,
  ai: true,
  random: true,
  audit: true,
  subscriptions: true,
};

export const DEFAULT_USER_SETTINGS: UserSettings = {
  status: ['new', 'inprogress'], // spec §9: default status filter
  company_id: [],
  object_id: [],
  provider: [],
  reversed: false,
  tag_id: [],
  priority: [],
  hide_other: false,
  issues_assigned_to: null,
  issues_department_id: [],
  issues_sort: null,
  wh_status_notification: null,
};

const DEMO_STATUSES = [
  { name: { ru: 'В сети', en: 'Online' }, color: 'green', hidden: false, offline: false },
  { name: { ru: 'Перерыв', en: 'Break' }, color: 'yellow', hidden: false, offline: false },
  { name: { ru: 'Занят', en: 'Busy' }, color: 'red', hidden: false, offline: false },
  { name: { ru: 'Не в сети', en: 'Offline' }, color: 'gray', hidden: false, offline: true },
];

// Saved filters (spec §3): a route, or none for statistics.
const DEMO_FILTERS: ReadonlyArray<{ name: string; query: Record<string, string | string[]>; route: string | null }> = [
  { name: 'Новые', query: { status: ['new'] }, route: 'items' },
  { name: 'Последние 7 дней', query: { period: '7d' }, route: null },
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** How much of the bulk data a seed lays down: the demo's volumes, or the test seed's few (recording/testSeed.ts). */
export interface SeedScale {
  items: number;
  chatsPerAccount: number;
  /** The 5,000-message chat of the scroll benchmark. */
  benchChat: boolean;
  /** A long history of this many messages instead (the test seed's: enough for a thread's paging). */
  longChatMessages?: number;
  /** The working schedules' grids, templates and absences (seed/workSchedule.ts); the recordings start without. */
  workSchedule?: boolean;
  /** A few issues (seed/issues.ts); the recordings start without. */
  issues?: boolean;
}

export const DEMO_SCALE: SeedScale = {
  items: DEMO_ITEMS_COUNT,
  chatsPerAccount: DEMO_CHATS_PER_ACCOUNT,
  benchChat: true,
  workSchedule: true,
  issues: true,
};

/** Seeds the demo workspace into an empty, migrated database. */
export async function seedDemoWorkspace(
  db: Db,
  options: { now?: number; clientSecret?: string; clientId?: string; scale?: SeedScale } = {},
): Promise<void> {
  const now = options.now ?? Date.now();
  const scale = options.scale ?? DEMO_SCALE;
  const passwordHashes = await Promise.all(DEMO_USERS.map(() => seedPasswordHash(DEMO_PASSWORD)));
  await ensureOAuthClient(db, {
    id: options.clientId ?? DEFAULT_CLIENT_ID,
    secret: options.clientSecret ?? DEFAULT_CLIENT_SECRET,
    name: 'Console',
  });
  await db.transaction(async (tx) => {
    const [space] = await tx
      .insert(spaces)
      .values({
        name: DEMO_SPACE_NAME,
        expiresAt: new Date(now + DEMO_SPACE_DAYS * 86_400_000),
        isTrial: false,
        tariff: { id: 3, name: 'Premium' },
        settings: DEMO_SPACE_SETTINGS,
      })
      .returning({ id: spaces.id });
    if (!space) throw new Error('demo space not created');
    const statusRows = await tx
      .insert(userStatuses)
      .values(DEMO_STATUSES.map((status, position) => ({ ...status, spaceId: space.id, position })))
      .returning({ id: userStatuses.id });
    const online = statusRows[0]?.id ?? null;
    const userRows = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((user, index) => ({
          email: user.email,
          name: user.name,
          passwordHash: passwordHashes[index] ?? '',
          locale: null, // the browser decides (architecture "Which locale wins")
          settings: DEFAULT_USER_SETTINGS,
          emailStatus: 1,
          status: online,
          otpSecret: user.otp ? DEMO_OTP_SECRET : null,
          passwordChangedAt: new Date(now),
        })),
      )
      .returning({ id: users.id });
    // spec §1, §3: each demo user's role and its flags are their membership of the demo space.
    await tx.insert(spaceMembers).values(
      userRows.map((user, index) => {
        const role = DEMO_USERS[index]!.role;
        return { spaceId: space.id, userId: user.id, role, roles: ROLE_FLAGS[role] };
      }),
    );
    await tx
      .insert(savedFilters)
      .values(userRows.flatMap((user) => DEMO_FILTERS.map((filter) => ({ ...filter, userId: user.id }))));
    await seedShell(tx, { demoSpaceId: space.id, now });
  });
  await seedWorkspaceStates(db, now);
  await seedStatusDemo(db, { now });
  await seedFiltersSlice(db, DEMO_EMAILS.operator);
  await seedBilling(db, { now, spaceName: DEMO_SPACE_NAME, adminEmail: DEMO_EMAILS.admin });
  await seedProfileDemo(db, {
    now,
    password: DEMO_PASSWORD,
    spaceName: DEMO_SPACE_NAME,
    roleFlags: ROLE_FLAGS,
    settings: DEFAULT_USER_SETTINGS,
    adminEmail: DEMO_EMAILS.admin,
  });
  await seedSignupDemo(db, { now, spaceName: DEMO_SPACE_NAME, adminEmail: DEMO_EMAILS.admin });
  await seedSocialDemo(db, now);
  await seedItemsDemo(db, {
    now,
    spaceName: DEMO_SPACE_NAME,
    operatorEmail: DEMO_EMAILS.operator,
    moderatorEmail: DEMO_EMAILS.moderator,
    count: scale.items,
  });
  await seedUsergroupsDemo(db, { now });
  await seedChatsDemo(db, {
    now,
    spaceName: DEMO_SPACE_NAME,
    operatorEmail: DEMO_EMAILS.operator,
    password: DEMO_PASSWORD,
    settings: DEFAULT_USER_SETTINGS,
    perAccount: scale.chatsPerAccount,
    benchChat: scale.benchChat,
    ...(scale.longChatMessages ? { longChatMessages: scale.longChatMessages } : {}),
  });
  await seedDepartmentsDemo(db);
  await seedTemplatesDemo(db);
  if (scale.issues) await seedIssuesDemo(db, { now });
  if (scale.workSchedule) await seedWorkScheduleDemo(db, { now });
  await seedReferralDemo(db, { now }); // last: it adds rows after every other seed's (seed/referral.ts)
  // The seed writes its rows directly: the statistics rollups are counted once from them (docs/stats.md).
  await recountAll(db);
}
