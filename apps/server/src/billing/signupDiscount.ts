// The sign-up promo code's discount: a code typed at sign-up took its one use then (auth/signup.ts); its
// percent goes to the space's first paid payment, automatically and once, without taking another use. One discount
// per payment: a code the user enters at checkout applies instead (the user's explicit choice wins), and as the
// discount belongs to the first paid payment, it is gone once any payment of the space is paid.
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { accountSignups, payments, promocodes } from '../db/schema.ts';

type Tx = Pick<Db, 'select'>;

export type SignupDiscount = { code: string; percentOff: number };

/**
 * The discount the space's next payment gets when no code is entered at checkout, or null: none when the space
 * was signed up without a code, the code has no percent, a payment of the space is paid, or a pending payment
 * holds the discount already (a failed payment gives it back). lock: hold the sign-up row until the transaction
 * ends, so two payments created at once cannot both take it.
 */
export async function signupDiscountOf(
  db: Tx,
  spaceId: number,
  options: { lock?: boolean } = {},
): Promise<SignupDiscount | null> {
  const query = db
    .select({ promocodeId: accountSignups.promocodeId, code: accountSignups.promocode })
    .from(accountSignups)
    .where(eq(accountSignups.spaceId, spaceId));
  const [signup] = options.lock ? await query.for('update') : await query;
  if (!signup || signup.promocodeId === null || signup.code === null) return null;
  const [promo] = await db
    .select({ percentOff: promocodes.percentOff })
    .from(promocodes)
    .where(eq(promocodes.id, signup.promocodeId));
  if (!promo || promo.percentOff <= 0) return null;
  const [taken] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.spaceId, spaceId),
        or(eq(payments.status, 'paid'), and(eq(payments.status, 'pending'), eq(payments.signupPromocode, true))),
      ),
    )
    .limit(1);
  return taken ? null : { code: signup.code, percentOff: promo.percentOff };
}
