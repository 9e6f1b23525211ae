// Helpers of the billing and job runner tests: spaces with members, an admin session, a moving clock.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../src/db/database.ts';
import { payments, spaceMembers, spaces, users } from '../src/db/schema.ts';
import { planById } from '../src/billing/plans.ts';
import { DEMO_SPACE_SETTINGS } from '../src/seed.ts';
import { bearer, sessionFor } from './helpers.ts';

export const DAY_MS = 86_400_000;

export type Clock = { now: number; (): number };
export function createClock(start: number): Clock {
  const clock = (() => clock.now) as Clock;
  clock.now = start;
  return clock;
}

export async function createSpace(
  db: Db,
  options: { name: string; expiresAt: number; isTrial?: boolean; tariffId?: number; members?: readonly string[] },
) {
  const plan = planById(options.tariffId ?? 3) ?? { id: options.tariffId ?? 99, name: 'Custom' };
  const [space] = await db
    .insert(spaces)
    .values({
      name: options.name,
      expiresAt: new Date(options.expiresAt),
      isTrial: options.isTrial ?? false,
      tariff: { id: plan.id, name: plan.name },
      settings: DEMO_SPACE_SETTINGS,
    })
    .returning();
  if (!space) throw new Error('space not created');
  const emails = options.members ?? [];
  if (emails.length > 0) {
    // Each joins with the role and flags of their demo membership (spec §1, §3: per membership).
    const members = await db
      .selectDistinctOn([users.id], { id: users.id, role: spaceMembers.role, roles: spaceMembers.roles })
      .from(users)
      .innerJoin(spaceMembers, eq(spaceMembers.userId, users.id))
      .where(inArray(users.email, [...emails]))
      .orderBy(users.id, spaceMembers.spaceId);
    await db
      .insert(spaceMembers)
      .values(members.map((user) => ({ spaceId: space.id, userId: user.id, role: user.role, roles: user.roles })));
  }
  return space;
}

export async function spaceById(db: Db, id: number) {
  return (await db.select().from(spaces).where(eq(spaces.id, id)))[0];
}

export async function paymentById(db: Db, id: number) {
  return (await db.select().from(payments).where(eq(payments.id, id)))[0];
}

/** app.inject as a demo user, with a fresh session at the clock's time. */
export function asUser(app: FastifyInstance, db: Db, email: string, clock: () => number) {
  return async (options: InjectOptions & { headers?: Record<string, string> }) => {
    const session = await sessionFor(db, email, clock());
    return app.inject({ ...options, headers: { ...bearer(session.access_token), ...options.headers } });
  };
}
