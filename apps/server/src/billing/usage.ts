// What a space uses against its plan's limits (spec §1: accounts and users depend on the plan; §8 limit messages).
import { count, eq } from 'drizzle-orm';
import { ERROR_TYPE_ACCOUNTS_LIMIT_REACHED, ERROR_TYPE_USERS_LIMIT_REACHED, type Usage } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { companies, objects, spaceMembers, spaces } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { limitsOf } from './plans.ts';

export type LimitKind = keyof Usage;

/** The one place that counts a space's usage: users are the space's members, accounts the objects of its companies. */
export async function spaceUsage(db: Db, spaceId: number): Promise<Usage> {
  const [[users], [accounts]] = await Promise.all([
    db.select({ n: count() }).from(spaceMembers).where(eq(spaceMembers.spaceId, spaceId)),
    db
      .select({ n: count() })
      .from(objects)
      .innerJoin(companies, eq(objects.companyId, companies.id))
      .where(eq(companies.spaceId, spaceId)),
  ]);
  return { accounts: accounts?.n ?? 0, users: users?.n ?? 0 };
}

/** The kinds whose usage is above the limits (a plan that cannot hold the space as it is). */
export const overLimits = (usage: Usage, limits: Usage | null): LimitKind[] =>
  limits === null ? [] : (['users', 'accounts'] as const).filter((kind) => usage[kind] > limits[kind]);

const LIMIT_REACHED = {
  users: { key: 'usersLimitReached', errorType: ERROR_TYPE_USERS_LIMIT_REACHED },
  accounts: { key: 'accountsLimitReached', errorType: ERROR_TYPE_ACCOUNTS_LIMIT_REACHED },
} as const;

/**
 * spec §8 "account limit and user limit of the current billing plan reached": throws a 400 with that text
 * when one more user (or account) would not fit the space's current plan. The user-invite and account-connect
 * endpoints call this before adding one.
 */
export async function assertWithinPlanLimits(db: Db, spaceId: number, kind: LimitKind): Promise<void> {
  const [space] = await db.select({ tariff: spaces.tariff }).from(spaces).where(eq(spaces.id, spaceId));
  if (!space) throw new ApiFailure(404, 'notFound');
  const limits = limitsOf(space.tariff.id);
  if (limits === null) return;
  const usage = await spaceUsage(db, spaceId);
  if (usage[kind] >= limits[kind]) {
    const { key, errorType } = LIMIT_REACHED[kind];
    throw new ApiFailure(400, key, { errorType, params: { limit: limits[kind] } });
  }
}

/** A plan change whose limits are below the current usage is refused, naming what does not fit. */
export function assertPlanFits(planName: string, usage: Usage, limits: Usage | null): void {
  const [kind] = overLimits(usage, limits);
  if (kind === undefined || limits === null) return;
  throw new ApiFailure(400, kind === 'users' ? 'planTooSmallUsers' : 'planTooSmallAccounts', {
    errorType: LIMIT_REACHED[kind].errorType,
    params: { plan: planName, limit: limits[kind], count: usage[kind] },
  });
}
