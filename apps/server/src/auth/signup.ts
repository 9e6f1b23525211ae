// Creating an account (spec §2.1 /signup, §9 "Trial 14 days"): a new user who administers a new space on a 14-day
// trial of the chosen tariff, with one company and the default user statuses. Email sign-up (routes/signup.ts) and
// sign-up through a social provider both call createAccount, so the two cannot create different accounts.
import { ISSUES_DEFAULT_STATUSES, TRIAL_DAYS } from '@console/spec';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SpaceSettings } from '@console/api/contract';
import { recordStatusChange } from '../stats/statusTime.ts';
import type { Db } from '../db/database.ts';
import { accountSignups, companies, spaceMembers, spaces, users, userStatuses } from '../db/schema.ts';
import { planById, PLANS } from '../billing/plans.ts';
import { reservePromocode } from '../billing/promocodes.ts';
import { ApiFailure } from '../http/errors.ts';
import { DEFAULT_USER_SETTINGS, ROLE_FLAGS } from '../seed.ts';
import { hashPassword } from './password.ts';

const DAY_MS = 86_400_000;
/** The tariff of a sign-up without a (known) tariff_id: the first plan. */
export const DEFAULT_SIGNUP_TARIFF_ID = 1;

// A new space: the everyday sections on, two-factor not required, no working-hours scheduling until set up.
export const NEW_SPACE_SETTINGS: SpaceSettings = {
  user_workinghours: false,
  issues: { assigned_to: null, statuses: [...ISSUES_DEFAULT_STATUSES] },
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

export const NEW_SPACE_STATUSES = [
  { name: { ru: 'В сети', en: 'Online' }, color: 'green', offline: false },
  { name: { ru: 'Перерыв', en: 'Break' }, color: 'yellow', offline: false },
  { name: { ru: 'Занят', en: 'Busy' }, color: 'red', offline: false },
  { name: { ru: 'Не в сети', en: 'Offline' }, color: 'gray', offline: true },
];

type UserRow = typeof users.$inferSelect;

export interface NewAccount {
  /** Trimmed by the caller or here; stored lowercased. */
  email: string;
  name: string;
  /** The company (and space) name. */
  company: string;
  /** null: a provider sign-up, whose user signs in through the provider (an unguessable password is stored). */
  password: string | null;
  /** The tariff_id query; unknown or missing: DEFAULT_SIGNUP_TARIFF_ID. */
  tariffId?: number | null;
  /** A promo code to take one use of now (refused with its reason when not usable). */
  promocode?: string | null;
  locale: 'ru' | 'en' | null;
  /** A provider that vouched for the address, or an invitation link: the address counts as confirmed. */
  emailConfirmed: boolean;
  /** The social provider of a provider sign-up (kept in account_signups). */
  provider?: string | null;
  now: number;
}

export interface CreatedAccount {
  user: UserRow;
  spaceId: number;
  companyId: number;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || /unique/i.test(String(error)));

/** 409 emailTaken when the address has an account already; 400 with the reason for an unusable promo code. */
export async function createAccount(db: Db, input: NewAccount): Promise<CreatedAccount> {
  const email = normalizeEmail(input.email);
  const plan = planById(input.tariffId ?? DEFAULT_SIGNUP_TARIFF_ID) ?? PLANS[0];
  if (!plan) throw new Error('no plans');
  const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString('base64url'));
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw new ApiFailure(409, 'emailTaken', { errorType: 'email_taken' });
  const now = new Date(input.now);
  try {
    return await db.transaction(async (tx) => {
      const promo = input.promocode?.trim() ? await reservePromocode(tx, input.promocode, input.now) : null;
      const trialDays = TRIAL_DAYS + (promo?.extraDays ?? 0);
      const [space] = await tx
        .insert(spaces)
        .values({
          name: input.company.trim(),
          expiresAt: new Date(input.now + trialDays * DAY_MS),
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
      const [company] = await tx
        .insert(companies)
        .values({
          spaceId: space.id,
          name: input.company.trim(),
          settings: { items_assigned_to: null, status_open: true, tags_mode: 'any' },
        })
        .returning({ id: companies.id });
      if (!company) throw new Error('company not created');
      const [user] = await tx
        .insert(users)
        .values({
          email,
          name: input.name.trim(),
          passwordHash,
          locale: input.locale,
          settings: DEFAULT_USER_SETTINGS,
          emailStatus: input.emailConfirmed ? 1 : 0,
          status: online?.id ?? null,
          passwordChangedAt: now,
        })
        .returning();
      if (!user) throw new Error('user not created');
      // Status time (docs/stats.md): the first status is a change like any other.
      await recordStatusChange(tx, user.id, user.status, input.now);
      // The one who signs up administers the new workspace (spec §1; role and flags are the membership's).
      await tx.insert(spaceMembers).values({
        spaceId: space.id,
        userId: user.id,
        role: 'administrator',
        roles: ROLE_FLAGS.administrator,
      });
      await tx.insert(accountSignups).values({
        spaceId: space.id,
        userId: user.id,
        tariffId: plan.id,
        promocodeId: promo?.id ?? null,
        promocode: promo?.code ?? null,
        provider: input.provider ?? null,
        createdAt: now,
      });
      return { user, spaceId: space.id, companyId: company.id };
    });
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    // Two sign-ups of one address at once: the second meets the unique index.
    if (isUniqueViolation(error)) throw new ApiFailure(409, 'emailTaken', { errorType: 'email_taken' });
    throw error;
  }
}
