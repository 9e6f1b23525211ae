// Demo of the referral programme (spec §2.4 referral, §6 partners only): a partner with a space of their own and a
// promo code of theirs, two workspaces signed up with it (account_signups) and their payments. Seeded last, so the
// ids of every other seeded row stay where the recordings have them.
import type { Db } from '../db/database.ts';
import { accountSignups, payments, promocodes, spaceMembers, spaces, users, userStatuses } from '../db/schema.ts';
import { CURRENCY, discounted, planById, priceOf } from '../billing/plans.ts';
import { ensureSpaceDeletionJobs } from '../billing/spaceDeletion.ts';
import { seedPasswordHash } from './passwordHash.ts';
import { DEFAULT_USER_SETTINGS, DEMO_PASSWORD, DEMO_SPACE_SETTINGS, ROLE_FLAGS } from '../seed.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The partner (is_partner): administrator of a space of their own; the referral page shows their code. */
export const PARTNER_DEMO_USER = {
  email: 'partner@demo.local',
  name: 'Pavel Partner',
  role: 'administrator',
  space: 'Partner agency',
  note: 'a partner (is_partner): the referral programme page, two workspaces signed up with PARTNER15',
} as const;

/** The partner's code: 15 % off and 14 extra days, 50 uses, for half a year. */
export const PARTNER_PROMOCODE = 'PARTNER15';

/** The workspaces signed up with the partner's code, each with its administrator's sign-up. */
export const REFERRED_DEMO_SPACES = [
  { name: 'Northwind Shop', signedUpDaysAgo: 40, paidMonths: 2 },
  { name: 'Blue Lake Studio', signedUpDaysAgo: 12, paidMonths: 1 },
] as const;

const STATUSES = [
  { name: { ru: 'В сети', en: 'Online' }, color: 'green', offline: false },
  { name: { ru: 'Не в сети', en: 'Offline' }, color: 'gray', offline: true },
];

export async function seedReferralDemo(db: Db, options: { now: number }): Promise<void> {
  const { now } = options;
  const premium = planById(3);
  const standard = planById(2);
  if (!premium || !standard) throw new Error('plans missing');
  const passwordHash = await seedPasswordHash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [own] = await tx
      .insert(spaces)
      .values({
        name: PARTNER_DEMO_USER.space,
        expiresAt: new Date(now + 30 * DAY_MS),
        isTrial: false,
        tariff: { id: premium.id, name: premium.name },
        settings: DEMO_SPACE_SETTINGS,
      })
      .returning({ id: spaces.id });
    if (!own) throw new Error('partner space not created');
    const [online] = await tx
      .insert(userStatuses)
      .values(STATUSES.map((status, position) => ({ ...status, spaceId: own.id, position })))
      .returning({ id: userStatuses.id });
    const [partner] = await tx
      .insert(users)
      .values({
        email: PARTNER_DEMO_USER.email,
        name: PARTNER_DEMO_USER.name,
        passwordHash,
        locale: null,
        settings: DEFAULT_USER_SETTINGS,
        isPartner: true,
        emailStatus: 1,
        status: online?.id ?? null,
        passwordChangedAt: new Date(now),
      })
      .returning({ id: users.id });
    if (!partner) throw new Error('partner not created');
    await tx.insert(spaceMembers).values({
      spaceId: own.id,
      userId: partner.id,
      role: PARTNER_DEMO_USER.role,
      roles: ROLE_FLAGS[PARTNER_DEMO_USER.role],
    });
    const [code] = await tx
      .insert(promocodes)
      .values({
        code: PARTNER_PROMOCODE,
        percentOff: 15,
        extraDays: 14,
        validUntil: new Date(now + 180 * DAY_MS),
        maxUses: 50,
        uses: REFERRED_DEMO_SPACES.length,
        ownerUserId: partner.id,
      })
      .returning();
    if (!code) throw new Error('partner code not created');
    for (const demo of REFERRED_DEMO_SPACES) {
      const signedUp = now - demo.signedUpDaysAgo * DAY_MS;
      // The trial (14 days and the code's extra days), then a 30-day Standard payment per month paid.
      const trialEnd = signedUp + (14 + code.extraDays) * DAY_MS;
      const [space] = await tx
        .insert(spaces)
        .values({
          name: demo.name,
          expiresAt: new Date(trialEnd + demo.paidMonths * 30 * DAY_MS),
          isTrial: false,
          tariff: { id: standard.id, name: standard.name },
          settings: DEMO_SPACE_SETTINGS,
        })
        .returning({ id: spaces.id });
      if (!space) throw new Error(`space ${demo.name} not created`);
      await tx.insert(accountSignups).values({
        spaceId: space.id,
        userId: null,
        tariffId: standard.id,
        promocodeId: code.id,
        promocode: code.code,
        createdAt: new Date(signedUp),
      });
      const price = priceOf(standard, 30);
      await tx.insert(payments).values(
        Array.from({ length: demo.paidMonths }, (_, month) => {
          const start = trialEnd + month * 30 * DAY_MS;
          // spec §1 promo codes: the sign-up code's percent goes to the first paid payment (billing/signupDiscount.ts).
          const first = month === 0;
          const paidAt = Math.min(start, now) - 2 * DAY_MS;
          return {
            spaceId: space.id,
            userId: null,
            tariff: { id: standard.id, name: standard.name },
            period: 30,
            fullAmount: price,
            amount: first ? discounted(price, code.percentOff) : price,
            currency: CURRENCY,
            ...(first ? { promocodeId: code.id, promocode: code.code, percentOff: code.percentOff, signupPromocode: true } : {}),
            status: 'paid' as const,
            provider: 'sandbox',
            providerPaymentId: `seed-referral-${space.id}-${month}`,
            createdAt: new Date(paidAt),
            finishedAt: new Date(paidAt + 3 * MINUTE_MS),
            expiresAtBefore: new Date(start),
            expiresAt: new Date(start + 30 * DAY_MS),
          };
        }),
      );
    }
  });
  // spec §4: every seeded space's deletion is scheduled from its expiry.
  await ensureSpaceDeletionJobs(db);
}
