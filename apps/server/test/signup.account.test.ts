// createAccount: one function makes a signed-up account, whether by email or through a social provider.
import { TRIAL_DAYS } from '@console/spec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createAccount } from '../src/auth/signup.ts';
import type { Database } from '../src/db/database.ts';
import { accountSignups, companies, promocodes, spaceMembers, spaces, users, userStatuses } from '../src/db/schema.ts';
import { verifyPassword } from '../src/auth/password.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
const now = Date.now();
const DAY = 86_400_000;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('createAccount', () => {
  it('creates an administrator of a new 14-day trial space on the chosen tariff, with a company and statuses', async () => {
    const { user, spaceId, companyId } = await createAccount(database.db, {
      email: '  New.Owner@Example.com ',
      name: ' Nina ',
      company: ' Nina Coffee ',
      password: 'pass-word-1!',
      tariffId: 2,
      locale: 'en',
      emailConfirmed: false,
      now,
    });
    expect(user).toMatchObject({
      email: 'new.owner@example.com',
      name: 'Nina',
      emailStatus: 0,
      locale: 'en',
    });
    expect(await verifyPassword('pass-word-1!', user.passwordHash)).toBe(true);
    const [space] = await database.db.select().from(spaces).where(eq(spaces.id, spaceId));
    expect(space).toMatchObject({ name: 'Nina Coffee', isTrial: true, tariff: { id: 2, name: 'Standard' } });
    expect(space!.expiresAt.getTime()).toBe(now + TRIAL_DAYS * DAY);
    const [company] = await database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company).toMatchObject({ spaceId, name: 'Nina Coffee' });
    // spec §1, §3: the one who signs up administers the new space (the role is the membership's).
    const members = await database.db.select().from(spaceMembers).where(eq(spaceMembers.spaceId, spaceId));
    expect(members).toMatchObject([{ userId: user.id, role: 'administrator', roles: { settings: true } }]);
    const statuses = await database.db.select().from(userStatuses).where(eq(userStatuses.spaceId, spaceId));
    expect(statuses.map((s) => s.id)).toContain(user.status);
  });

  it('takes a use of a valid promo code and adds its extra days to the trial; an unknown tariff is the first plan', async () => {
    const [before] = await database.db.select().from(promocodes).where(eq(promocodes.code, 'BONUS30'));
    const { spaceId } = await createAccount(database.db, {
      email: 'promo@example.com',
      name: 'P',
      company: 'P Ltd',
      password: 'pass-word-1!',
      tariffId: 99,
      promocode: ' bonus30 ',
      locale: null,
      emailConfirmed: true,
      now,
    });
    const [after] = await database.db.select().from(promocodes).where(eq(promocodes.code, 'BONUS30'));
    expect(after!.uses).toBe(before!.uses + 1);
    const [space] = await database.db.select().from(spaces).where(eq(spaces.id, spaceId));
    expect(space!.expiresAt.getTime()).toBe(now + (TRIAL_DAYS + 30) * DAY);
    expect(space!.tariff.id).toBe(1);
    const [record] = await database.db.select().from(accountSignups).where(eq(accountSignups.spaceId, spaceId));
    expect(record).toMatchObject({ promocode: 'BONUS30', tariffId: 1 });
  });

  it('refuses an unusable promo code and a taken address, creating nothing', async () => {
    const count = async () => (await database.db.select().from(spaces)).length;
    const spacesBefore = await count();
    const base = { name: 'X', company: 'X', password: 'pass-word-1!', locale: null, emailConfirmed: false, now } as const;
    await expect(createAccount(database.db, { ...base, email: 'x@example.com', promocode: 'EXPIRED15' })).rejects.toMatchObject({
      status: 400,
      key: 'promocodeExpired',
    });
    await expect(createAccount(database.db, { ...base, email: 'PROMO@example.com' })).rejects.toMatchObject({
      status: 409,
      key: 'emailTaken',
    });
    expect(await count()).toBe(spacesBefore);
    expect(await database.db.select().from(users).where(eq(users.email, 'x@example.com'))).toHaveLength(0);
  });
});
