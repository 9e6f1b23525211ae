// settings/referral (spec §2.4 referral, §6 "The referral page is for partners (is_partner) only"): GET v1/referral
// answers the partner's codes, the workspaces signed up with them and their paid payments; anyone else gets 403, and
// one partner never sees another's codes, workspaces or payments.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ReferralResponse } from '@console/api/contract';
import { createAccount } from '../src/auth/signup.ts';
import { payments, promocodes, users } from '../src/db/schema.ts';
import { DEMO_EMAILS, DEMO_USER_BY_ROLE } from '../src/seed.ts';
import { PARTNER_DEMO_USER, PARTNER_PROMOCODE, REFERRED_DEMO_SPACES } from '../src/seed/referral.ts';
import { bearer, demoApp, ok, sessionFor } from './helpers.ts';

const opened = demoApp();

async function referralAs(email: string) {
  const { access_token } = await sessionFor(opened.database.db, email);
  return opened.app.inject({ method: 'GET', url: '/v1/referral', headers: bearer(access_token) });
}

describe('GET /v1/referral', () => {
  it("answers the partner's code, its sign-ups and their paid payments with totals", async () => {
    const answer = ok(await referralAs(PARTNER_DEMO_USER.email), ReferralResponse);
    expect(answer.promocodes).toEqual([
      expect.objectContaining({ code: PARTNER_PROMOCODE, percent_off: 15, extra_days: 14, uses: 2, max_uses: 50 }),
    ]);
    // Newest sign-up first.
    expect(answer.workspaces.map((w) => w.name)).toEqual(REFERRED_DEMO_SPACES.map((s) => s.name).toReversed());
    expect(answer.payments).toHaveLength(REFERRED_DEMO_SPACES.reduce((n, s) => n + s.paidMonths, 0));
    const sum = answer.payments.reduce((n, p) => n + p.amount, 0);
    expect(answer.paid_total).toBe(sum);
    for (const workspace of answer.workspaces) {
      const own = answer.payments.filter((p) => p.space_id === workspace.id).reduce((n, p) => n + p.amount, 0);
      expect(workspace.paid_total).toBe(own);
      expect(workspace.promocode).toBe(PARTNER_PROMOCODE);
    }
    expect(answer.payments.map((p) => p.paid_at)).toEqual(answer.payments.map((p) => p.paid_at).toSorted((a, b) => b - a));
  });

  it('refuses every user who is not a partner with 403, whatever the role', async () => {
    for (const email of Object.values(DEMO_USER_BY_ROLE)) expect((await referralAs(email)).statusCode, email).toBe(403);
  });

  it('a sign-up with a code records it, and only that code’s partner sees the workspace; failed payments do not count', async () => {
    const db = opened.database.db;
    // A second partner with a code of their own, and a workspace signed up with it.
    const [other] = await db.update(users).set({ isPartner: true }).where(eq(users.email, DEMO_EMAILS.admin)).returning();
    await db.insert(promocodes).values({ code: 'OTHER20', percentOff: 20, ownerUserId: other!.id });
    const base = { name: 'Owner', password: 'pass-word-1!', tariffId: 2, locale: 'en' as const, emailConfirmed: true };
    const { spaceId } = await createAccount(db, {
      ...base,
      email: 'other-referred@example.com',
      company: 'Other Referred',
      promocode: 'other20',
      now: Date.now(),
    });
    await db.insert(payments).values({
      spaceId,
      tariff: { id: 2, name: 'Standard' },
      period: 30,
      fullAmount: 100_00,
      amount: 80_00,
      currency: 'RUB',
      status: 'failed',
      failure: 'declined',
      provider: 'sandbox',
      createdAt: new Date(),
    });
    const others = ok(await referralAs(DEMO_EMAILS.admin), ReferralResponse);
    expect(others.promocodes.map((c) => c.code)).toEqual(['OTHER20']);
    expect(others.workspaces).toEqual([expect.objectContaining({ id: spaceId, name: 'Other Referred', promocode: 'OTHER20' })]);
    expect([others.payments, others.paid_total, others.workspaces[0]!.paid_total]).toEqual([[], 0, 0]);
    const partners = ok(await referralAs(PARTNER_DEMO_USER.email), ReferralResponse);
    expect(partners.promocodes.map((c) => c.code)).toEqual([PARTNER_PROMOCODE]);
    expect(partners.workspaces.map((w) => w.id)).not.toContain(spaceId);
    expect(JSON.stringify(partners)).not.toContain('Other Referred');
  });

  it('answers empty lists to a partner without codes', async () => {
    const db = opened.database.db;
    await db.update(users).set({ isPartner: true }).where(eq(users.email, DEMO_EMAILS.operator));
    const answer = ok(await referralAs(DEMO_EMAILS.operator), ReferralResponse);
    expect(answer).toEqual({ currency: 'RUB', promocodes: [], workspaces: [], payments: [], paid_total: 0 });
  });
});
