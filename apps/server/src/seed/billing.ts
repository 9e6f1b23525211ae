// Demo billing data: promo codes to try, and a payment history for the demo space that matches its
// expiry (Premium, paid, 30 days from the seed). The codes are listed in the README.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { payments, promocodes, spaces, users } from '../db/schema.ts';
import { CURRENCY, discounted, planById, priceOf } from '../billing/plans.ts';
import { ensureSpaceDeletionJobs } from '../billing/spaceDeletion.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export const DEMO_PROMOCODES = {
  /** 10 % off, any number of times for a year. */
  welcome: 'WELCOME10',
  /** 30 extra days, 100 uses. */
  bonus: 'BONUS30',
  /** 25 % off and 7 extra days. */
  spring: 'SPRING25',
  /** Expired yesterday. */
  expired: 'EXPIRED15',
  /** Its only use is taken. */
  usedUp: 'USEDUP20',
} as const;

export async function seedBilling(db: Db, options: { now: number; spaceName: string; adminEmail: string }): Promise<void> {
  const { now } = options;
  const [welcome] = await db
    .insert(promocodes)
    .values([
      { code: DEMO_PROMOCODES.welcome, percentOff: 10, validUntil: new Date(now + 365 * DAY_MS), uses: 1 },
      { code: DEMO_PROMOCODES.bonus, extraDays: 30, maxUses: 100 },
      { code: DEMO_PROMOCODES.spring, percentOff: 25, extraDays: 7, validUntil: new Date(now + 90 * DAY_MS), maxUses: 50 },
      { code: DEMO_PROMOCODES.expired, percentOff: 15, validUntil: new Date(now - DAY_MS) },
      { code: DEMO_PROMOCODES.usedUp, percentOff: 20, maxUses: 1, uses: 1 },
    ])
    .returning();
  const [space] = await db.select().from(spaces).where(eq(spaces.name, options.spaceName));
  const [admin] = await db.select().from(users).where(eq(users.email, options.adminEmail));
  const standard = planById(2);
  const premium = planById(3);
  if (space && admin && welcome && standard && premium) {
    const at = (ms: number) => new Date(now + ms);
    const common = { spaceId: space.id, userId: admin.id, period: 30, currency: CURRENCY, provider: 'sandbox' };
    const premiumPrice = priceOf(premium, 30);
    const withWelcome = {
      promocodeId: welcome.id,
      promocode: welcome.code,
      percentOff: welcome.percentOff,
      fullAmount: premiumPrice,
      amount: discounted(premiumPrice, welcome.percentOff),
      tariff: { id: premium.id, name: premium.name },
    };
    await db.insert(payments).values([
      // The trial ended 30 days ago; Standard was paid two days before it did.
      {
        ...common,
        tariff: { id: standard.id, name: standard.name },
        fullAmount: priceOf(standard, 30),
        amount: priceOf(standard, 30),
        status: 'paid',
        providerPaymentId: 'seed-1',
        createdAt: at(-32 * DAY_MS),
        finishedAt: at(-32 * DAY_MS + 5 * MINUTE_MS),
        expiresAtBefore: at(-30 * DAY_MS),
        expiresAt: at(0),
      },
      // Today: Premium with a promo code, declined once, then paid (the space's current expiry).
      {
        ...common,
        ...withWelcome,
        status: 'failed',
        failure: 'declined',
        providerPaymentId: 'seed-2',
        createdAt: at(-3 * HOUR_MS),
        finishedAt: at(-3 * HOUR_MS + 2 * MINUTE_MS),
      },
      {
        ...common,
        ...withWelcome,
        status: 'paid',
        providerPaymentId: 'seed-3',
        createdAt: at(-2 * HOUR_MS),
        finishedAt: at(-2 * HOUR_MS + 3 * MINUTE_MS),
        expiresAtBefore: at(0),
        expiresAt: space.expiresAt,
      },
    ]);
  }
  // spec §4: every seeded space's deletion is scheduled from its expiry.
  await ensureSpaceDeletionJobs(db);
}
