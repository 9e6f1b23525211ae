// spec §2.4 referral, §6 "The referral page is for partners (is_partner) only": a partner's promo codes, the
// workspaces signed up with them (account_signups, auth/signup.ts) and those workspaces' paid payments. Everything is
// found from the codes the partner owns, so another partner's codes, workspaces and payments never appear.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ReferralResponse } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { accountSignups, payments, promocodes, spaces } from '../db/schema.ts';
import { CURRENCY } from '../billing/plans.ts';

const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export async function partnerReferrals(db: Pick<Db, 'select'>, partnerId: number): Promise<ReferralResponse> {
  const codes = await db.select().from(promocodes).where(eq(promocodes.ownerUserId, partnerId)).orderBy(asc(promocodes.id));
  const codeIds = codes.map((code) => code.id);
  const signups = codeIds.length
    ? await db
        .select({ space: spaces, signup: accountSignups })
        .from(accountSignups)
        .innerJoin(spaces, eq(spaces.id, accountSignups.spaceId))
        .where(inArray(accountSignups.promocodeId, codeIds))
        .orderBy(desc(accountSignups.createdAt), desc(spaces.id))
    : [];
  const spaceIds = signups.map((row) => row.space.id);
  const paid = spaceIds.length
    ? await db
        .select()
        .from(payments)
        .where(and(inArray(payments.spaceId, spaceIds), eq(payments.status, 'paid')))
        .orderBy(desc(payments.finishedAt), desc(payments.id))
    : [];
  const nameOf = new Map(signups.map((row) => [row.space.id, row.space.name]));
  const totalOf = (spaceId: number) =>
    paid.filter((payment) => payment.spaceId === spaceId).reduce((sum, payment) => sum + payment.amount, 0);
  return {
    currency: CURRENCY,
    promocodes: codes.map((code) => ({
      code: code.code,
      percent_off: code.percentOff,
      extra_days: code.extraDays,
      valid_until: code.validUntil ? unixSeconds(code.validUntil) : null,
      uses: code.uses,
      max_uses: code.maxUses,
    })),
    workspaces: signups.map(({ space, signup }) => ({
      id: space.id,
      name: space.name,
      promocode: signup.promocode ?? '',
      signed_up_at: unixSeconds(signup.createdAt),
      tariff: space.tariff,
      is_trial: space.isTrial,
      paid_total: totalOf(space.id),
    })),
    payments: paid.map((payment) => ({
      id: payment.id,
      paid_at: unixSeconds(payment.finishedAt ?? payment.createdAt),
      space_id: payment.spaceId,
      space_name: nameOf.get(payment.spaceId) ?? '',
      amount: payment.amount,
      currency: payment.currency,
    })),
    paid_total: paid.reduce((sum, payment) => sum + payment.amount, 0),
  };
}
