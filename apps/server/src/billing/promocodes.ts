// Promo codes (spec §1): checked and applied on the server. A payment holds one use from its creation; a failed
// payment gives it back, so the last use of a code cannot be taken twice.
import { and, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { ERROR_TYPE_PROMOCODE_INVALID } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { promocodes } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';

export type PromocodeRow = typeof promocodes.$inferSelect;
type Tx = Pick<Db, 'select' | 'update'>;

export const normalizePromocode = (code: string): string => code.trim().toUpperCase();

const REASON_KEYS = { notFound: 'promocodeNotFound', expired: 'promocodeExpired', usedUp: 'promocodeUsedUp' } as const;
export type PromocodeRefusal = keyof typeof REASON_KEYS;

const refusal = (reason: PromocodeRefusal) =>
  new ApiFailure(400, REASON_KEYS[reason], { errorType: ERROR_TYPE_PROMOCODE_INVALID });

function whyNot(row: PromocodeRow | undefined, now: number): PromocodeRefusal | null {
  if (!row) return 'notFound';
  if (row.validUntil !== null && row.validUntil.getTime() < now) return 'expired';
  if (row.maxUses !== null && row.uses >= row.maxUses) return 'usedUp';
  return null;
}

/** The code if it can be used now; otherwise a 400 saying why, in the request's language. */
export async function findUsablePromocode(db: Tx, code: string, now: number): Promise<PromocodeRow> {
  const [row] = await db
    .select()
    .from(promocodes)
    .where(eq(promocodes.code, normalizePromocode(code)));
  const reason = whyNot(row, now);
  if (reason !== null || !row) throw refusal(reason ?? 'notFound');
  return row;
}

/** Takes one use of the code in the same statement that checks it (two payments cannot take the last use). */
export async function reservePromocode(db: Tx, code: string, now: number): Promise<PromocodeRow> {
  const normalized = normalizePromocode(code);
  const [row] = await db
    .update(promocodes)
    .set({ uses: sql`${promocodes.uses} + 1` })
    .where(
      and(
        eq(promocodes.code, normalized),
        or(isNull(promocodes.validUntil), gte(promocodes.validUntil, new Date(now))),
        or(isNull(promocodes.maxUses), lt(promocodes.uses, promocodes.maxUses)),
      ),
    )
    .returning();
  if (row) return row;
  await findUsablePromocode(db, normalized, now); // throws with the reason
  throw refusal('usedUp'); // it became usable in between: treat as taken
}

export async function releasePromocode(db: Tx, promocodeId: number): Promise<void> {
  await db
    .update(promocodes)
    .set({ uses: sql`${promocodes.uses} - 1` })
    .where(and(eq(promocodes.id, promocodeId), gt(promocodes.uses, 0)));
}
