import { expect, it as vitestIt } from 'vitest';
import type { Payment } from '../../src/contract/billing.ts';
import { failure, type ContractContext } from './context.ts';
import { billingResource } from '../../src/client/resources/billing.ts';

const ADMIN = 'admin@demo.local';
const DAY_S = 86_400;

// Billing: plans, the user's spaces, payment history, promo codes, and paying through the sandbox
// provider's page (a form POST that answers 303 to the console's report page).
export function billingCases({ target, session, signedIn }: ContractContext): void {
  // The MSW handlers replay the server's billing answers (docs/mocks.md): the rules are the server's to test.
  const it = (name: string, test: () => Promise<void>) =>
    vitestIt(name, async (ctx) => {
      if (!target().live) ctx.skip();
      await test();
    });
  const decide = async (confirmationUrl: string, action: 'pay' | 'decline') => {
    const fetchImpl = target().fetch ?? globalThis.fetch;
    const answer = await fetchImpl(confirmationUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `action=${action}`,
      redirect: 'manual',
    });
    return { status: answer.status, location: answer.headers.get('location') ?? '' };
  };
  const firstSpace = async (s: Awaited<ReturnType<typeof signedIn>>) =>
    (await s.client.resource(billingResource).spaces()).items[0]!;

  it('billing plans: Start, Standard and Premium with growing limits and a price per pay period', async () => {
    const s = await signedIn('reader@demo.local');
    const plans = await s.client.resource(billingResource).plans();
    expect(plans.items.map((p) => [p.id, p.name])).toEqual([
      [1, 'Start'],
      [2, 'Standard'],
      [3, 'Premium'],
    ]);
    for (const plan of plans.items) expect(plan.prices.map((p) => p.period)).toEqual([30, 180, 365]);
    expect(plans.items.map((p) => p.users_limit)).toEqual([...plans.items.map((p) => p.users_limit)].sort((a, b) => a - b));
    expect((await failure(session().client.resource(billingResource).plans())).status).toBe(401);
  });

  it("billing spaces: the administrator's spaces with usage, limits and the deletion time; 403 for an operator", async () => {
    const s = await signedIn(ADMIN);
    const { items } = await s.client.resource(billingResource).spaces();
    expect(items.length).toBeGreaterThan(0);
    for (const space of items) {
      expect([259_200, 604_800]).toContain(space.deletion_at - space.expires_at);
      expect(space.usage.users).toBeGreaterThan(0);
    }
    const operator = await signedIn('operator@demo.local');
    expect((await failure(operator.client.resource(billingResource).spaces())).status).toBe(403);
  });

  it('the sign-up discount fields: none for a space signed up without a promo code', async () => {
    const s = await signedIn(ADMIN);
    const space = await firstSpace(s);
    expect(space.signup_promocode ?? null).toBeNull();
    const { items } = await s.client.resource(billingResource).payments(space.id);
    for (const payment of items) expect(payment.signup_promocode ?? false).toBe(false);
  });

  it('payment history: newest first; a space that is not the user’s is a 404', async () => {
    const s = await signedIn(ADMIN);
    const space = await firstSpace(s);
    const { items } = await s.client.resource(billingResource).payments(space.id);
    expect(items.length).toBeGreaterThan(0);
    const created = items.map((p) => p.created_at);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(await s.client.resource(billingResource).payment(items[0]!.id)).toEqual(items[0]);
    expect((await failure(s.client.resource(billingResource).payments(987_654))).status).toBe(404);
    expect((await failure(s.client.resource(billingResource).payment(987_654))).status).toBe(404);
  });

  it('promo codes: a usable one is described; an unknown or expired one is a 400 with the server text per language', async () => {
    const s = await signedIn(ADMIN);
    expect(await s.client.resource(billingResource).promocode(' welcome10 ')).toMatchObject({
      code: 'WELCOME10',
      percent_off: 10,
      extra_days: 0,
    });
    const texts: string[] = [];
    for (const locale of ['ru', 'en'] as const) {
      const localized = await signedIn(ADMIN, locale);
      for (const code of ['NOSUCHCODE', 'EXPIRED15']) {
        const error = await failure(localized.client.resource(billingResource).promocode(code));
        expect([error.status, error.errorType]).toEqual([400, 'promocode_invalid']);
        texts.push(error.serverText!);
      }
    }
    expect(new Set(texts).size).toBe(4);
  });

  it('paying: pending with the promo applied, paid on the sandbox page, the space extended; a second decision does nothing', async () => {
    const s = await signedIn(ADMIN);
    const space = await firstSpace(s);
    const { payment, confirmation_url } = await s.client.resource(billingResource).createPayment({
      space_id: space.id,
      tariff_id: space.tariff.id === 1 ? 2 : space.tariff.id,
      period: 30,
      promocode: 'spring25',
    });
    expect(payment).toMatchObject({ status: 'pending', percent_off: 25, extra_days: 7, promocode: 'SPRING25', expires_at: null });
    expect(payment.amount).toBe(Math.round((payment.full_amount * 75) / 100));
    const paid = await decide(confirmation_url, 'pay');
    expect(paid.status).toBe(303);
    expect(new URL(paid.location).pathname).toBe(`/settings/billing/report/${payment.id}`);
    const report: Payment = await s.client.resource(billingResource).payment(payment.id);
    expect(report.status).toBe('paid');
    expect(report.expires_at! - Math.max(space.expires_at, report.finished_at!)).toBe(37 * DAY_S);
    const after = (await s.client.resource(billingResource).spaces()).items.find((item) => item.id === space.id)!;
    expect(after).toMatchObject({ expires_at: report.expires_at, is_trial: false, tariff: report.tariff });
    expect((await decide(confirmation_url, 'decline')).status).toBe(303);
    expect(await s.client.resource(billingResource).payment(payment.id)).toEqual(report);
  });

  it('declining on the sandbox page fails the payment and leaves the space as it was', async () => {
    const s = await signedIn(ADMIN);
    const space = await firstSpace(s);
    const { payment, confirmation_url } = await s.client
      .resource(billingResource)
      .createPayment({ space_id: space.id, tariff_id: 3, period: 365 });
    expect((await decide(confirmation_url, 'decline')).status).toBe(303);
    expect(await s.client.resource(billingResource).payment(payment.id)).toMatchObject({
      status: 'failed',
      failure: 'declined',
      expires_at: null,
    });
    expect((await s.client.resource(billingResource).spaces()).items.find((item) => item.id === space.id)).toEqual(space);
  });

  it('a plan below the space’s usage is refused with the limit text (spec §8); bad input is a 400', async () => {
    const s = await signedIn(ADMIN, 'en');
    const space = await firstSpace(s);
    const start = (await s.client.resource(billingResource).plans()).items[0]!;
    expect(space.usage.users).toBeGreaterThan(start.users_limit);
    const error = await failure(
      s.client.resource(billingResource).createPayment({ space_id: space.id, tariff_id: start.id, period: 30 }),
    );
    expect([error.status, error.errorType]).toEqual([400, 'users_limit_reached']);
    expect(error.serverText).toContain('Start');
    const unknownPlan = await failure(
      s.client.resource(billingResource).createPayment({ space_id: space.id, tariff_id: 99, period: 30 }),
    );
    expect(unknownPlan.status).toBe(400);
  });
}
