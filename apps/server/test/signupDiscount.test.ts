// The sign-up promo code's percent on the space's first paid payment (billing/signupDiscount.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { BillingSpacesResponse, Payment, PaymentCreated } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import { createAccount } from '../src/auth/signup.ts';
import type { Database } from '../src/db/database.ts';
import { promocodes } from '../src/db/schema.ts';
import { asUser, createClock } from './billingSupport.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
const clock = createClock(Date.now());

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: clock, ports: () => [8080, 8081] });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function signUp(email: string, promocode: string | null) {
  const { spaceId } = await createAccount(database.db, {
    email,
    name: 'Owner',
    company: `Company of ${email}`,
    password: 'pass-word-1!',
    tariffId: 2,
    promocode,
    locale: 'en',
    emailConfirmed: true,
    now: clock.now,
  });
  const as = asUser(app, database.db, email, clock);
  const created = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return PaymentCreated.parse(response.json());
  };
  return {
    spaceId,
    pay: async (code?: string) =>
      created(
        await as({
          method: 'POST',
          url: '/v1/billing/payments',
          payload: { space_id: spaceId, tariff_id: 2, period: 30, ...(code ? { promocode: code } : {}) },
          headers: { host: 'localhost:8080' },
        }),
      ),
    /** The space as the billing page gets it. */
    space: async () => {
      const response = await as({ method: 'GET', url: '/v1/billing/spaces' });
      expect(response.statusCode, response.body).toBe(200);
      return BillingSpacesResponse.parse(response.json()).items.find((item) => item.id === spaceId)!;
    },
    report: async (id: number) => Payment.parse((await as({ method: 'GET', url: `/v1/billing/payments/${id}` })).json()),
  };
}

const decide = (url: string, action: 'pay' | 'decline') =>
  app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    payload: `action=${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const usesOf = async (code: string) => (await database.db.select().from(promocodes).where(eq(promocodes.code, code)))[0]!.uses;

describe('the sign-up promo code on the first paid payment', () => {
  it('the first paid payment gets the percent without another use; the next one does not', async () => {
    const before = await usesOf('WELCOME10');
    const account = await signUp('signup-welcome@example.com', 'welcome10');
    expect(await usesOf('WELCOME10')).toBe(before + 1); // the one use, taken at sign-up
    expect((await account.space()).signup_promocode).toEqual({
      code: 'WELCOME10',
      percent_off: 10,
      extra_days: 0,
      valid_until: null,
    });

    const first = await account.pay();
    expect(first.payment).toMatchObject({ promocode: 'WELCOME10', percent_off: 10, extra_days: 0, signup_promocode: true });
    expect(first.payment.amount).toBe(Math.round((first.payment.full_amount * 90) / 100));
    // A pending payment holds the discount: a second payment created meanwhile does not get it too.
    const meanwhile = await account.pay();
    expect(meanwhile.payment).toMatchObject({ promocode: null, percent_off: 0, signup_promocode: false });
    expect((await account.space()).signup_promocode).toBeNull();

    // Declined: the discount comes back for the next payment.
    expect((await decide(first.confirmation_url, 'decline')).statusCode).toBe(303);
    expect((await account.space()).signup_promocode?.code).toBe('WELCOME10');
    const second = await account.pay();
    expect(second.payment).toMatchObject({ promocode: 'WELCOME10', percent_off: 10, signup_promocode: true });
    expect((await decide(second.confirmation_url, 'pay')).statusCode).toBe(303);
    // The payment report says where the discount came from.
    expect(await account.report(second.payment.id)).toMatchObject({
      status: 'paid',
      promocode: 'WELCOME10',
      percent_off: 10,
      signup_promocode: true,
    });

    // Once paid, it is used: later payments are at full price, and no use of the code was taken by them.
    expect((await account.space()).signup_promocode).toBeNull();
    const later = await account.pay();
    expect(later.payment).toMatchObject({ promocode: null, percent_off: 0, signup_promocode: false });
    expect(later.payment.amount).toBe(later.payment.full_amount);
    expect(await usesOf('WELCOME10')).toBe(before + 1);
  });

  it('a code entered at checkout applies instead of the sign-up code (one discount per payment)', async () => {
    const account = await signUp('signup-spring@example.com', 'SPRING25');
    expect((await account.space()).signup_promocode).toMatchObject({ code: 'SPRING25', percent_off: 25, extra_days: 0 });
    const welcomeBefore = await usesOf('WELCOME10');
    const explicit = await account.pay('welcome10');
    expect(explicit.payment).toMatchObject({ promocode: 'WELCOME10', percent_off: 10, signup_promocode: false });
    expect(await usesOf('WELCOME10')).toBe(welcomeBefore + 1);
    expect((await decide(explicit.confirmation_url, 'pay')).statusCode).toBe(303);
    // The sign-up discount belonged to the first paid payment, which the user chose to pay with another code.
    expect((await account.space()).signup_promocode).toBeNull();
    expect((await account.pay()).payment).toMatchObject({ promocode: null, percent_off: 0, signup_promocode: false });
  });

  it('a space signed up without a code, or with a code without a percent, pays as before', async () => {
    const plain = await signUp('signup-plain@example.com', null);
    expect((await plain.space()).signup_promocode).toBeNull();
    const payment = (await plain.pay()).payment;
    expect(payment).toMatchObject({ promocode: null, percent_off: 0, extra_days: 0, signup_promocode: false });
    expect(payment.amount).toBe(payment.full_amount);

    const bonus = await signUp('signup-bonus@example.com', 'BONUS30'); // extra days only: they went to the trial
    expect((await bonus.space()).signup_promocode).toBeNull();
    expect((await bonus.pay()).payment).toMatchObject({ promocode: null, percent_off: 0, extra_days: 0 });
  });
});
