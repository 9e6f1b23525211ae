// Billing: plans, the billing view of the user's spaces, promo codes, payments through the sandbox
// provider (its page under the CSP, pay, decline, idempotent confirmation) and the plan limits on a plan change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  BillingSpacesResponse,
  ErrorBody,
  Payment,
  PaymentCreated,
  PaymentsResponse,
  PlansResponse,
  Promocode,
} from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { jobs, promocodes, spaceMembers, spaces } from '../src/db/schema.ts';
import { DEMO_PROMOCODES } from '../src/seed/billing.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { asUser, createClock, createSpace, DAY_MS, paymentById, spaceById } from './billingSupport.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
const clock = createClock(Date.now());
let demoSpaceId: number;
let demoMembers: number;
let admin: ReturnType<typeof asUser>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: clock, ports: () => [8080, 8081] });
  admin = asUser(app, database.db, DEMO_EMAILS.admin, clock);
  const [demo] = await database.db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  demoSpaceId = demo!.id;
  demoMembers = await database.db.$count(spaceMembers, eq(spaceMembers.spaceId, demoSpaceId));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const pay = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  admin({ method: 'POST', url: '/v1/billing/payments', payload: body, headers: { host: 'localhost:8080', ...headers } });
const created = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return PaymentCreated.parse(response.json());
};
const sandboxPath = (url: string) => new URL(url).pathname;
const decide = (url: string, action: 'pay' | 'decline') =>
  app.inject({
    method: 'POST',
    url: sandboxPath(url),
    payload: `action=${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const errorOf = (response: LightMyRequestResponse) => ErrorBody.parse(response.json());

describe('GET v1/billing/plans', () => {
  it('lists Start, Standard and Premium with limits and a price for 30, 180 and 365 days, cheaper per day ahead', async () => {
    const response = await asUser(app, database.db, DEMO_EMAILS.reader, clock)({ method: 'GET', url: '/v1/billing/plans' });
    const plans = PlansResponse.parse(response.json());
    expect(plans.currency).toBe('RUB');
    expect(plans.items.map((p) => [p.id, p.name])).toEqual([
      [1, 'Start'],
      [2, 'Standard'],
      [3, 'Premium'],
    ]);
    for (const plan of plans.items) {
      expect(plan.prices.map((p) => p.period)).toEqual([30, 180, 365]);
      const perDay = plan.prices.map((p) => p.amount / p.period);
      expect(perDay[1]).toBeLessThan(perDay[0]!);
      expect(perDay[2]).toBeLessThan(perDay[1]!);
    }
    const limits = plans.items.map((p) => [p.accounts_limit, p.users_limit]);
    expect(limits).toEqual([...limits].sort((a, b) => a[0]! - b[0]!));
  });
});

describe('GET v1/billing/spaces', () => {
  it("shows the administrator's spaces with usage, the plan's limits and the deletion time", async () => {
    const response = await admin({ method: 'GET', url: '/v1/billing/spaces' });
    expect(response.headers['cache-control']).toBe('no-store');
    const [demo] = BillingSpacesResponse.parse(response.json()).items;
    expect(demo).toMatchObject({ id: demoSpaceId, name: DEMO_SPACE_NAME, is_trial: false, tariff: { id: 3, name: 'Premium' } });
    // seed/objects.ts's five, seed/items.ts's five and seed/chats.ts's six
    expect(demo!.usage).toEqual({ accounts: 16, users: demoMembers });
    expect(demo!.limits).toEqual({ accounts: 30, users: 50 });
    expect(demo!.deletion_at - demo!.expires_at).toBe(604_800); // spec §4: 7 days for a paid space
  });

  it('is for the settings role only (spec §6)', async () => {
    const response = await asUser(app, database.db, DEMO_EMAILS.operator, clock)({ method: 'GET', url: '/v1/billing/spaces' });
    expect(response.statusCode).toBe(403);
  });
});

describe('payments history', () => {
  it('lists the seeded payments of the demo space, newest first, and opens one', async () => {
    const list = PaymentsResponse.parse(
      (await admin({ method: 'GET', url: `/v1/billing/payments?space_id=${demoSpaceId}` })).json(),
    );
    const seeded = list.items.filter((p) => p.created_at * 1000 < clock.now);
    expect(seeded.map((p) => [p.tariff.name, p.status])).toEqual([
      ['Premium', 'paid'],
      ['Premium', 'failed'],
      ['Standard', 'paid'],
    ]);
    expect(seeded[0]).toMatchObject({ promocode: 'WELCOME10', percent_off: 10, amount: 1_349_100, full_amount: 1_499_000 });
    expect(seeded[1]!.failure).toBe('declined');
    const one = Payment.parse((await admin({ method: 'GET', url: `/v1/billing/payments/${seeded[2]!.id}` })).json());
    expect(one).toEqual(seeded[2]);
  });

  it('answers 404 for a space or a payment of a space the user is not a member of', async () => {
    const foreign = await createSpace(database.db, { name: 'Foreign', expiresAt: clock.now + DAY_MS });
    expect((await admin({ method: 'GET', url: `/v1/billing/payments?space_id=${foreign.id}` })).statusCode).toBe(404);
    expect((await pay({ space_id: foreign.id, tariff_id: 3, period: 30 })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: '/v1/billing/payments/987654' })).statusCode).toBe(404);
  });
});

describe('GET v1/billing/promocodes/:code', () => {
  it('describes a usable code, matched case-insensitively', async () => {
    const response = await admin({ method: 'GET', url: '/v1/billing/promocodes/%20spring25%20' });
    expect(Promocode.parse(response.json())).toMatchObject({ code: 'SPRING25', percent_off: 25, extra_days: 7 });
  });

  it.each([
    ['NOSUCHCODE', 'Такого промокода нет', 'There is no such promo code'],
    [DEMO_PROMOCODES.expired, 'Срок действия промокода истёк', 'This promo code has expired'],
    [DEMO_PROMOCODES.usedUp, 'Промокод уже израсходован', 'This promo code has been used up'],
  ])('refuses %s with the reason in the request language', async (code, ru, en) => {
    for (const [language, text] of [
      ['ru', ru],
      ['en', en],
    ] as const) {
      const response = await admin({
        method: 'GET',
        url: `/v1/billing/promocodes/${code}`,
        headers: { 'accept-language': language },
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ error: text, error_type: 'promocode_invalid' });
    }
  });
});

describe('paying through the sandbox provider', () => {
  it('creates a pending payment with the promo code applied and a page on the console origin', async () => {
    const before = await spaceById(database.db, demoSpaceId);
    const { payment, confirmation_url } = created(
      await pay({ space_id: demoSpaceId, tariff_id: 3, period: 180, promocode: 'spring25' }),
    );
    expect(payment).toMatchObject({
      status: 'pending',
      tariff: { id: 3, name: 'Premium' },
      period: 180,
      percent_off: 25,
      extra_days: 7,
    });
    expect(payment.amount).toBe(Math.round((payment.full_amount * 75) / 100));
    expect(confirmation_url).toMatch(/^http:\/\/localhost:8080\/sandbox\/pay\/[\w-]{32}$/);
    expect((await spaceById(database.db, demoSpaceId))?.expiresAt).toEqual(before?.expiresAt);

    // The page: plain HTML under the strict CSP, its one <style> carrying the response's nonce.
    const page = await app.inject({ method: 'GET', url: sandboxPath(confirmation_url), headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(page.body).toContain(`<style nonce="${nonce}">`);
    expect(page.body).not.toMatch(/<script|style="|onclick/i);
    expect(page.body).toContain(`<form method="post" action="${sandboxPath(confirmation_url)}">`);
    expect(page.body).toContain('value="pay"');
    expect(page.body).toContain('value="decline"');
    expect(page.body).toContain('Sandbox payment');
  });

  it('paying extends the space from its expiry, ends the trial, sets the plan; a second confirmation changes nothing', async () => {
    const space = await createSpace(database.db, {
      name: 'Trial to pay',
      expiresAt: clock.now + 5 * DAY_MS,
      isTrial: true,
      tariffId: 1,
      members: [DEMO_EMAILS.admin],
    });
    const { payment, confirmation_url } = created(
      await pay({ space_id: space.id, tariff_id: 2, period: 30, promocode: 'BONUS30' }),
    );
    const answer = await decide(confirmation_url, 'pay');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`http://localhost:8080/settings/billing/report/${payment.id}`);
    const extended = new Date(clock.now + (5 + 30 + 30) * DAY_MS);
    expect(await spaceById(database.db, space.id)).toMatchObject({
      expiresAt: extended,
      isTrial: false,
      tariff: { id: 2, name: 'Standard' },
    });
    const report = Payment.parse((await admin({ method: 'GET', url: `/v1/billing/payments/${payment.id}` })).json());
    expect(report).toMatchObject({
      status: 'paid',
      failure: null,
      expires_at: Math.floor(extended.getTime() / 1000),
      extra_days: 30,
    });
    // The deletion job follows the new expiry (7 days: no longer a trial).
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `space.delete:${space.id}`));
    expect(job?.runAt).toEqual(new Date(extended.getTime() + 7 * DAY_MS));

    for (const action of ['pay', 'decline'] as const) {
      const again = await decide(confirmation_url, action);
      expect(again.statusCode).toBe(303);
    }
    expect((await spaceById(database.db, space.id))?.expiresAt).toEqual(extended);
    expect((await paymentById(database.db, payment.id))?.status).toBe('paid');
    const page = await app.inject({ method: 'GET', url: sandboxPath(confirmation_url) });
    expect(page.body).toContain('Этот платёж уже оплачен.');
    expect(page.body).not.toContain('<form');
  });

  it('an expired space is extended from now', async () => {
    const space = await createSpace(database.db, {
      name: 'Expired',
      expiresAt: clock.now - 2 * DAY_MS,
      members: [DEMO_EMAILS.admin],
    });
    const { confirmation_url, payment } = created(await pay({ space_id: space.id, tariff_id: 3, period: 365 }));
    await decide(confirmation_url, 'pay');
    expect((await paymentById(database.db, payment.id))?.expiresAt).toEqual(new Date(clock.now + 365 * DAY_MS));
  });

  it('declining fails the payment, gives the promo code use back and leaves the space as it was', async () => {
    const usesOf = async () => (await database.db.select().from(promocodes).where(eq(promocodes.code, 'WELCOME10')))[0]?.uses;
    const uses = await usesOf();
    const before = await spaceById(database.db, demoSpaceId);
    const { payment, confirmation_url } = created(
      await pay({ space_id: demoSpaceId, tariff_id: 3, period: 30, promocode: 'welcome10' }),
    );
    expect(await usesOf()).toBe(uses! + 1);
    expect((await decide(confirmation_url, 'decline')).statusCode).toBe(303);
    expect(await paymentById(database.db, payment.id)).toMatchObject({ status: 'failed', failure: 'declined', expiresAt: null });
    expect(await usesOf()).toBe(uses);
    expect(await spaceById(database.db, demoSpaceId)).toEqual(before);
    await decide(confirmation_url, 'pay'); // too late: nothing changes
    expect((await paymentById(database.db, payment.id))?.status).toBe('failed');
  });

  it('a 100 % promo code pays at once, without the provider page', async () => {
    await database.db.insert(promocodes).values({ code: 'FREE100', percentOff: 100 });
    const { payment, confirmation_url } = created(
      await pay({ space_id: demoSpaceId, tariff_id: 3, period: 30, promocode: 'FREE100' }),
    );
    expect(payment).toMatchObject({ status: 'paid', amount: 0 });
    expect(confirmation_url).toBe(`http://localhost:8080/settings/billing/report/${payment.id}`);
  });

  it('the last use of a promo code goes to one of two payments made at once', async () => {
    await database.db.insert(promocodes).values({ code: 'ONCE', percentOff: 5, maxUses: 1 });
    const answers = await Promise.all(
      [1, 2].map(() => pay({ space_id: demoSpaceId, tariff_id: 3, period: 30, promocode: 'ONCE' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(errorOf(answers.find((a) => a.statusCode === 400)!).error_type).toBe('promocode_invalid');
  });

  it('returns to the port the console was opened on (its Origin), never to a foreign origin', async () => {
    const second = created(await pay({ space_id: demoSpaceId, tariff_id: 3, period: 30 }, { origin: 'http://localhost:8081' }));
    expect(second.confirmation_url.startsWith('http://localhost:8081/sandbox/pay/')).toBe(true);
    const foreign = created(await pay({ space_id: demoSpaceId, tariff_id: 3, period: 30 }, { origin: 'https://evil.example' }));
    expect(foreign.confirmation_url.startsWith('http://localhost:8080/sandbox/pay/')).toBe(true);
  });

  it('refuses bad input with a 400 and creates nothing', async () => {
    for (const body of [
      { space_id: demoSpaceId, tariff_id: 3, period: 31 },
      { space_id: demoSpaceId, tariff_id: 9, period: 30 },
      { space_id: demoSpaceId, tariff_id: 3, period: 30, promocode: '   ' },
    ]) {
      expect((await pay(body)).statusCode).toBe(400);
    }
    const page = await app.inject({ method: 'POST', url: '/sandbox/pay/unknown-payment-id-0000', payload: { action: 'steal' } });
    expect(page.statusCode).toBe(400);
  });
});

describe('plan limits on a plan change (spec §8)', () => {
  it('refuses a plan whose user limit is below the space’s users, in both languages, creating nothing', async () => {
    const countJobs = async () => (await database.db.select().from(jobs)).length;
    const jobsBefore = await countJobs();
    const texts = [];
    for (const language of ['ru', 'en']) {
      const response = await pay({ space_id: demoSpaceId, tariff_id: 1, period: 30 }, { 'accept-language': language });
      expect(response.statusCode).toBe(400);
      texts.push(errorOf(response));
    }
    expect(texts).toEqual([
      {
        error: `Достигнут лимит пользователей тарифа Start: он допускает 5, а в пространстве их ${demoMembers}. Выберите тариф больше.`,
        error_type: 'users_limit_reached',
      },
      {
        error: `The user limit of the Start plan is reached: it allows 5, the space has ${demoMembers}. Choose a larger plan.`,
        error_type: 'users_limit_reached',
      },
    ]);
    const list = PaymentsResponse.parse(
      (await admin({ method: 'GET', url: `/v1/billing/payments?space_id=${demoSpaceId}` })).json(),
    );
    expect(list.items.filter((p) => p.tariff.id === 1)).toEqual([]);
    expect(await countJobs()).toBe(jobsBefore);
  });
});
