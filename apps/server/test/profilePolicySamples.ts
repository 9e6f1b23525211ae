// Sample requests of the profile slice's endpoints for the role × endpoint test (policy.test.ts): each prepares
// what its endpoint needs for the role's demo user, so every allowed role gets a 2xx.
import { and, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { generate } from 'otplib';
import type { RoleName, UserSettingsUpdate } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { emailOutbox, objects, users, userSocialLogins } from '../src/db/schema.ts';
import { storeRecoveryCodes } from '../src/profile/recoveryCodes.ts';
import { DEMO_OTP_SECRET, DEMO_PASSWORD, DEMO_USER_BY_ROLE } from '../src/seed.ts';

type Sample = Omit<InjectOptions, 'headers'>;

export const PROFILE_SETTINGS: UserSettingsUpdate = {
  status: ['new', 'inprogress'],
  company_id: [],
  object_id: [],
  provider: ['vk'],
  tag_id: [],
  priority: [],
  reversed: false,
  hide_other: false,
  issues_assigned_to: null,
  issues_department_id: [],
  issues_sort: null,
  wh_status_notification: 15,
};

const POLICY_CODE = 'pol2cy7';

async function userOf(db: Db, role: RoleName) {
  const [user] = await db.select().from(users).where(eq(users.email, DEMO_USER_BY_ROLE[role]));
  if (!user) throw new Error(`no demo user for ${role}`);
  return user;
}

async function withTwoFactor(db: Db, role: RoleName) {
  const user = await userOf(db, role);
  await db.update(users).set({ otpSecret: DEMO_OTP_SECRET }).where(eq(users.id, user.id));
  await storeRecoveryCodes(db, user.id, [POLICY_CODE], Date.now());
}

export const ROLE_SAMPLES: Record<string, (db: Db, role: RoleName) => Promise<Sample>> = {
  'PUT /v1/me/password': async () => ({
    method: 'PUT',
    url: '/v1/me/password',
    payload: { current_password: DEMO_PASSWORD, password: 'policy-pass-2', password_confirm: 'policy-pass-2' },
  }),
  'PUT /v1/me/email': async (_db, role) => ({
    method: 'PUT',
    url: '/v1/me/email',
    payload: { email: `policy-${role}@demo.local` },
  }),
  'POST /v1/send_confirm_email': async (db, role) => {
    const user = await userOf(db, role);
    await db.update(users).set({ emailStatus: 0 }).where(eq(users.id, user.id));
    await db.delete(emailOutbox).where(eq(emailOutbox.userId, user.id)); // the re-send limit counts from the last message
    return { method: 'POST', url: '/v1/send_confirm_email', payload: { email: DEMO_USER_BY_ROLE[role] } };
  },
  'DELETE /v1/me/social/:provider': async (db, role) => {
    const user = await userOf(db, role);
    await db
      .insert(userSocialLogins)
      .values({ userId: user.id, provider: 'yandex', providerUserId: `policy-${role}`, name: role, linkedAt: new Date() })
      .onConflictDoNothing();
    return { method: 'DELETE', url: '/v1/me/social/yandex' };
  },
  'POST /v1/me/otp/confirm': async (db, role) => {
    await db
      .update(users)
      .set({ otpSecret: null, otpPendingSecret: DEMO_OTP_SECRET, otpLastStep: null })
      .where(eq(users.email, DEMO_USER_BY_ROLE[role]));
    return { method: 'POST', url: '/v1/me/otp/confirm', payload: { code: await generate({ secret: DEMO_OTP_SECRET }) } };
  },
  'POST /v1/me/otp/disable': async (db, role) => {
    await withTwoFactor(db, role);
    return { method: 'POST', url: '/v1/me/otp/disable', payload: { code: POLICY_CODE } };
  },
  'POST /v1/me/otp/recovery_codes': async (db, role) => {
    await withTwoFactor(db, role);
    return { method: 'POST', url: '/v1/me/otp/recovery_codes', payload: { code: POLICY_CODE } };
  },
};

// Put back what a sample changed that later samples rely on (the demo user is found by email; no two-factor).
export const ROLE_CLEANUPS: Record<string, (db: Db, role: RoleName) => Promise<void>> = {
  'PUT /v1/me/email': async (db, role) => {
    await db.update(users).set({ emailPending: null, emailStatus: 1 }).where(eq(users.email, DEMO_USER_BY_ROLE[role]));
  },
  'POST /v1/send_confirm_email': async (db, role) => {
    await db.update(users).set({ emailStatus: 1 }).where(eq(users.email, DEMO_USER_BY_ROLE[role]));
  },
  'POST /v1/me/otp/confirm': async (db, role) => {
    await db.update(users).set({ otpSecret: null, otpLastStep: null }).where(eq(users.email, DEMO_USER_BY_ROLE[role]));
  },
  'POST /v1/me/otp/recovery_codes': async (db, role) => {
    await db.update(users).set({ otpSecret: null }).where(eq(users.email, DEMO_USER_BY_ROLE[role]));
  },
  // The accounts these samples connect would take the last places of the demo plan's 30 (later samples connect more).
  'POST /v1/tiktok/auth': async (db) => {
    await db.delete(objects).where(and(eq(objects.provider, 'tiktok'), like(objects.providerId, 'sandbox-%')));
  },
  'POST /v1/accounts/connect': async (db) => {
    await db.delete(objects).where(and(eq(objects.provider, 'telegram'), like(objects.providerId, 'sandbox-%')));
  },
};
