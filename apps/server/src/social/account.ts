// A new user and space for a provider sign-up (spec §2.1, §9 "Trial 14 days"). A stand-in with the signature of the
// email sign-up's createAccount (apps/server/src/auth/signup.ts on the i5-email branch): at merge, call that instead.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SpaceSettings } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { companies, spaceMembers, spaces, users, userStatuses } from '../db/schema.ts';
import { PLANS } from '../billing/plans.ts';
import { reservePromocode } from '../billing/promocodes.ts';
import { hashPassword } from '../auth/password.ts';
import { ApiFailure } from '../http/errors.ts';
import { DEFAULT_USER_SETTINGS, ROLE_FLAGS } from '../seed.ts';

export const TRIAL_DAYS = 14;
const DAY_MS = 86_400_000;

const NEW_SPACE_SETTINGS: SpaceSettings = {
  user_workinghours: false,
  issues: { assigned_to: null, statuses: ['new', 'inprogress', 'waiting', 'delayed'] },
  monitoring_count: false,
  otp_required: false,
  analytics: true,
  youscan: false,
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

const NEW_SPACE_STATUSES = [
  { name: { ru: 'В сети', en: 'Online' }, color: 'green', offline: false },
  { name: { ru: 'Перерыв', en: 'Break' }, color: 'yellow', offline: false },
  { name: { ru: 'Занят', en: 'Busy' }, color: 'red', offline: false },
  { name: { ru: 'Не в сети', en: 'Offline' }, color: 'gray', offline: true },
];

export interface NewAccount {
  email: string;
  name: string;
  company: string;
  promocode?: string | null;
  locale: 'ru' | 'en' | null;
  /** A provider vouched for the address: it counts as confirmed. */
  emailConfirmed: boolean;
  now: number;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || /unique/i.test(String(error)));

/** The user administers a new space on a 14-day trial of the first plan; an unguessable password (they sign in through the provider). */
export async function createAccount(db: Db, input: NewAccount): Promise<typeof users.$inferSelect> {
  const email = input.email.trim().toLowerCase();
  const plan = PLANS[0];
  if (!plan) throw new Error('no plans');
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw new ApiFailure(409, 'emailTaken', { errorType: 'email_taken' });
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  try {
    return await db.transaction(async (tx) => {
      const promo = input.promocode?.trim() ? await reservePromocode(tx, input.promocode, input.now) : null;
      const [space] = await tx
        .insert(spaces)
        .values({
          name: input.company,
          expiresAt: new Date(input.now + (TRIAL_DAYS + (promo?.extraDays ?? 0)) * DAY_MS),
          isTrial: true,
          tariff: { id: plan.id, name: plan.name },
          settings: NEW_SPACE_SETTINGS,
        })
        .returning({ id: spaces.id });
      if (!space) throw new Error('space not created');
      const [online] = await tx
        .insert(userStatuses)
        .values(NEW_SPACE_STATUSES.map((status, position) => ({ ...status, spaceId: space.id, position })))
        .returning({ id: userStatuses.id });
      await tx
        .insert(companies)
        .values({
          spaceId: space.id,
          name: input.company,
          settings: { items_assigned_to: null, status_open: true, tags_mode: 'any' },
        });
      const [user] = await tx
        .insert(users)
        .values({
          email,
          name: input.name,
          passwordHash,
          role: 'administrator',
          roles: ROLE_FLAGS.administrator,
          locale: input.locale,
          settings: DEFAULT_USER_SETTINGS,
          emailStatus: input.emailConfirmed ? 1 : 0,
          status: online?.id ?? null,
          passwordChangedAt: new Date(input.now),
        })
        .returning();
      if (!user) throw new Error('user not created');
      await tx.insert(spaceMembers).values({ spaceId: space.id, userId: user.id });
      return user;
    });
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    if (isUniqueViolation(error)) throw new ApiFailure(409, 'emailTaken', { errorType: 'email_taken' });
    throw error;
  }
}
