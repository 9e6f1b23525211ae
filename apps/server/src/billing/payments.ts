// Payments: created for a space, plan and pay period (with a promo code), paid or declined at the
// provider, then the space is extended. Confirmation is idempotent: only a pending payment changes.
import { and, desc, eq } from 'drizzle-orm';
import type { PaymentFailure, PayPeriod } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { payments, spaceMembers, spaces } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { scheduleJob } from '../jobs/queue.ts';
import { CURRENCY, discounted, limitsOf, planById, priceOf } from './plans.ts';
import { releasePromocode, reservePromocode } from './promocodes.ts';
import type { PaymentProvider, ProviderConfirmation } from './provider.ts';
import { signupDiscountOf } from './signupDiscount.ts';
import { scheduleSpaceDeletion } from './spaceDeletion.ts';
import { assertPlanFits, spaceUsage } from './usage.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type SpaceRow = typeof spaces.$inferSelect;
export type Billing = { db: Db; provider: PaymentProvider; now: () => number };

const DAY_MS = 86_400_000;
export const PAYMENT_EXPIRE_JOB = 'payment.expire';
// A payment not paid within an hour is given up, and its promo code use returns.
export const PAYMENT_TTL_MS = 3_600_000;

export const reportPath = (paymentId: number) => `/settings/billing/report/${paymentId}`;

/** The space if the user is a member of it; otherwise 404 (cross-space ids answer 404, quality.md). */
export async function memberSpace(db: Db, userId: number, spaceId: number): Promise<SpaceRow> {
  const [row] = await db
    .select({ space: spaces })
    .from(spaceMembers)
    .innerJoin(spaces, eq(spaceMembers.spaceId, spaces.id))
    .where(and(eq(spaceMembers.userId, userId), eq(spaceMembers.spaceId, spaceId)));
  if (!row) throw new ApiFailure(404, 'notFound');
  return row.space;
}

export type CreatePaymentInput = {
  userId: number;
  spaceId: number;
  tariffId: number;
  period: PayPeriod;
  promocode?: string | undefined;
  siteOrigin: string;
  description: (space: SpaceRow, planName: string) => string;
};

export async function createPayment(
  billing: Billing,
  input: CreatePaymentInput,
): Promise<{ payment: PaymentRow; spaceName: string; confirmationUrl: string }> {
  const { db, provider } = billing;
  const now = billing.now();
  const space = await memberSpace(db, input.userId, input.spaceId);
  const plan = planById(input.tariffId);
  if (!plan) throw new ApiFailure(400, 'unknownPlan', { errorType: 'unknown_plan' });
  // A plan whose limits are below the space's usage is refused.
  assertPlanFits(plan.name, await spaceUsage(db, space.id), limitsOf(plan.id));
  const fullAmount = priceOf(plan, input.period);
  const payment = await db.transaction(async (tx) => {
    const promo = input.promocode ? await reservePromocode(tx, input.promocode, now) : null;
    // One discount per payment: a code entered at checkout wins over the sign-up code's percent (signupDiscount.ts).
    const signup = promo ? null : await signupDiscountOf(tx, space.id, { lock: true });
    const percentOff = promo?.percentOff ?? signup?.percentOff ?? 0;
    const [row] = await tx
      .insert(payments)
      .values({
        spaceId: space.id,
        userId: input.userId,
        tariff: { id: plan.id, name: plan.name },
        period: input.period,
        fullAmount,
        amount: discounted(fullAmount, percentOff),
        currency: CURRENCY,
        promocodeId: promo?.id ?? null, // the sign-up code's use was taken at sign-up: none to hold or give back
        promocode: promo?.code ?? signup?.code ?? null,
        percentOff,
        extraDays: promo?.extraDays ?? 0, // the sign-up code's extra days went to the trial
        signupPromocode: signup !== null,
        provider: provider.name,
        createdAt: new Date(now),
      })
      .returning();
    if (!row) throw new Error('payment not created');
    // Scheduled first: if the provider call fails, the payment is still given up in time.
    await scheduleJob(tx, {
      kind: PAYMENT_EXPIRE_JOB,
      key: `${PAYMENT_EXPIRE_JOB}:${row.id}`,
      runAt: new Date(now + PAYMENT_TTL_MS),
      payload: { payment_id: row.id },
    });
    return row;
  });
  const returnUrl = `${input.siteOrigin}${reportPath(payment.id)}`;
  if (payment.amount === 0) {
    // A 100 % promo code: nothing to charge, so no provider page.
    const settled = (await settlePayment(db, payment.id, 'succeeded', now)) ?? payment;
    return { payment: settled, spaceName: space.name, confirmationUrl: returnUrl };
  }
  const created = await provider.createPayment({
    paymentId: payment.id,
    amount: payment.amount,
    currency: payment.currency,
    description: input.description(space, plan.name),
    returnUrl,
    siteOrigin: input.siteOrigin,
    now,
  });
  const [withProvider] = await db
    .update(payments)
    .set({ providerPaymentId: created.externalId })
    .where(eq(payments.id, payment.id))
    .returning();
  return { payment: withProvider ?? payment, spaceName: space.name, confirmationUrl: created.confirmationUrl };
}

/**
 * Makes a pending payment final; null when it already was (a second confirmation does nothing). Paid: the space
 * runs until max(now, expires_at) + period (+ the promo's extra days), is no longer a trial, has the plan, and
 * its deletion job moves. Failed: the promo code use returns.
 */
export async function settlePayment(
  db: Db,
  paymentId: number,
  outcome: ProviderConfirmation['outcome'],
  now: number,
  failure: PaymentFailure = 'declined',
): Promise<PaymentRow | null> {
  return db.transaction(async (tx) => {
    const paid = outcome === 'succeeded';
    const [payment] = await tx
      .update(payments)
      .set({ status: paid ? 'paid' : 'failed', failure: paid ? null : failure, finishedAt: new Date(now) })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
      .returning();
    if (!payment) return null;
    if (!paid) {
      if (payment.promocodeId !== null) await releasePromocode(tx, payment.promocodeId);
      return payment;
    }
    // The row lock orders two payments of one space confirmed at the same time.
    const [space] = await tx.select().from(spaces).where(eq(spaces.id, payment.spaceId)).for('update');
    if (!space) return payment;
    const expiresAt = new Date(Math.max(now, space.expiresAt.getTime()) + (payment.period + payment.extraDays) * DAY_MS);
    await tx.update(spaces).set({ expiresAt, isTrial: false, tariff: payment.tariff }).where(eq(spaces.id, space.id));
    await scheduleSpaceDeletion(tx, { id: space.id, expiresAt, isTrial: false });
    const [extended] = await tx
      .update(payments)
      .set({ expiresAtBefore: space.expiresAt, expiresAt })
      .where(eq(payments.id, payment.id))
      .returning();
    return extended ?? payment;
  });
}

/** The provider's callback: its payment was paid or declined. */
export async function confirmPayment(billing: Billing, confirmation: ProviderConfirmation): Promise<PaymentRow | null> {
  const [payment] = await billing.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, billing.provider.name), eq(payments.providerPaymentId, confirmation.externalId)));
  return payment ? settlePayment(billing.db, payment.id, confirmation.outcome, billing.now()) : null;
}

/** Job: a payment still pending after PAYMENT_TTL_MS is cancelled at the provider and fails as 'expired'. */
export function expirePaymentJob(provider: PaymentProvider): JobHandler {
  return async (job, { db, now }) => {
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.id, Number(job.payload['payment_id'])));
    if (!payment || payment.status !== 'pending') return { kind: 'done' };
    // Paid at the provider at the last moment: its confirmation stands.
    if (payment.providerPaymentId !== null && !(await provider.cancelPayment(payment.providerPaymentId, now))) {
      return { kind: 'done' };
    }
    await settlePayment(db, payment.id, 'canceled', now, 'expired');
    return { kind: 'done' };
  };
}

export async function paymentsOfSpace(db: Db, spaceId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.spaceId, spaceId)).orderBy(desc(payments.createdAt), desc(payments.id));
}

/** A payment of one of the user's spaces, with the space's name; otherwise 404. */
export async function paymentOfUser(
  db: Db,
  userId: number,
  paymentId: number,
): Promise<{ payment: PaymentRow; spaceName: string }> {
  const [row] = await db
    .select({ payment: payments, spaceName: spaces.name })
    .from(payments)
    .innerJoin(spaces, eq(payments.spaceId, spaces.id))
    // A payment of a space the user administers (spec §1, §3: the role is the membership's); others read as missing.
    .innerJoin(
      spaceMembers,
      and(eq(spaceMembers.spaceId, spaces.id), eq(spaceMembers.userId, userId), eq(spaceMembers.role, 'administrator')),
    )
    .where(eq(payments.id, paymentId));
  if (!row) throw new ApiFailure(404, 'notFound');
  return row;
}
