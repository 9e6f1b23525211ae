// The plan limits the later user-invite and account-connect endpoints call (spec §8 "account limit and user
// limit of the current billing plan reached"), and the usage they count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { ApiFailure } from '../src/http/errors.ts';
import { translate } from '../src/messages.ts';
import { limitsOf, PLANS } from '../src/billing/plans.ts';
import { assertWithinPlanLimits, overLimits, spaceUsage } from '../src/billing/usage.ts';
import { DEMO_EMAILS, DEMO_USERS } from '../src/seed.ts';
import { createSpace, DAY_MS } from './billingSupport.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiFailure);
  return error as ApiFailure;
};

describe('spaceUsage', () => {
  it('counts the members of a space as its users and the accounts of its companies (none here)', async () => {
    const space = await createSpace(database.db, {
      name: 'Three',
      expiresAt: Date.now() + DAY_MS,
      members: DEMO_USERS.slice(0, 3).map((u) => u.email),
    });
    expect(await spaceUsage(database.db, space.id)).toEqual({ accounts: 0, users: 3 });
  });
});

describe('assertWithinPlanLimits', () => {
  it('lets a user in while the Start plan has room, refuses the one past its limit with the spec §8 text', async () => {
    const start = PLANS[0]!;
    const emails = DEMO_USERS.map((u) => u.email);
    const roomy = await createSpace(database.db, {
      name: 'Start 4',
      expiresAt: Date.now() + DAY_MS,
      tariffId: 1,
      members: emails.slice(0, 4),
    });
    await expect(assertWithinPlanLimits(database.db, roomy.id, 'users')).resolves.toBeUndefined();
    const full = await createSpace(database.db, {
      name: 'Start 5',
      expiresAt: Date.now() + DAY_MS,
      tariffId: 1,
      members: emails.slice(0, 5),
    });
    const failure = await failureOf(assertWithinPlanLimits(database.db, full.id, 'users'));
    expect(failure).toMatchObject({
      status: 400,
      key: 'usersLimitReached',
      errorType: 'users_limit_reached',
      params: { limit: start.users_limit },
    });
    expect(translate(failure.key, 'en', failure.params)).toBe(
      'The user limit of the current billing plan is reached (5). Choose a larger plan on the billing page.',
    );
    expect(translate(failure.key, 'ru', failure.params)).toBe(
      'Достигнут лимит пользователей текущего тарифа (5). Выберите тариф больше на странице оплаты.',
    );
    // No accounts yet: the account limit (3) has room.
    await expect(assertWithinPlanLimits(database.db, full.id, 'accounts')).resolves.toBeUndefined();
  });

  it('does not limit a tariff outside the catalogue, and answers 404 for a missing space', async () => {
    const custom = await createSpace(database.db, {
      name: 'Custom',
      expiresAt: Date.now() + DAY_MS,
      tariffId: 10,
      members: [DEMO_EMAILS.admin],
    });
    await expect(assertWithinPlanLimits(database.db, custom.id, 'users')).resolves.toBeUndefined();
    expect((await failureOf(assertWithinPlanLimits(database.db, 987_654, 'accounts'))).status).toBe(404);
  });

  it('the accounts text names accounts', () => {
    expect(translate('accountsLimitReached', 'en', { limit: 3 })).toMatch(
      /^The account limit of the current billing plan is reached \(3\)/,
    );
  });
});

describe('overLimits', () => {
  it('names what does not fit a plan', () => {
    expect(overLimits({ users: 6, accounts: 0 }, limitsOf(1))).toEqual(['users']);
    expect(overLimits({ users: 6, accounts: 4 }, limitsOf(1))).toEqual(['users', 'accounts']);
    expect(overLimits({ users: 5, accounts: 3 }, limitsOf(1))).toEqual([]);
    expect(overLimits({ users: 500, accounts: 500 }, null)).toEqual([]);
  });
});
