// The user's subscriptions on their saved filters of comments (spec §3 Saved filter, route 'items'); every write
// (re)schedules the subscription's digest job (digest.ts); an 'at once' one by the console, Telegram or Slack is
// scheduled by the arriving comment instead (queueInstantAlerts). A filter or subscription of someone else answers 404.
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Subscription, SubscriptionCreate, SubscriptionUpdate } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { filterSubscriptions, jobs, savedFilters, spaceMembers } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { scheduleJob } from '../jobs/queue.ts';
import { spaceIdsOf } from '../domain/counts.ts';
import { connectedKinds } from '../integrations/spaceChannels.ts';
import { newestItemId } from './digest.ts';
import { nextRunAt } from './frequencies.ts';

export const SUBSCRIPTION_DIGEST_JOB = 'subscription.digest';
const jobKey = (id: number) => `${SUBSCRIPTION_DIGEST_JOB}:${id}`;
/** The section a subscription's filter must be saved on: comments (spec §7 notify type comments_filter). */
export const SUBSCRIBABLE_ROUTE = 'items';

type Row = typeof filterSubscriptions.$inferSelect;
const seconds = (date: Date | null) => (date === null ? null : Math.floor(date.getTime() / 1000));
const toSubscription = (row: Row, filterName: string): Subscription => ({
  id: row.id,
  filter_id: row.filterId,
  filter_name: filterName,
  channel: row.channel,
  frequency: row.frequency,
  sent_at: seconds(row.sentAt),
});

export async function subscriptionsOf(db: Db, userId: number): Promise<Subscription[]> {
  const rows = await db
    .select({ row: filterSubscriptions, name: savedFilters.name })
    .from(filterSubscriptions)
    .innerJoin(savedFilters, eq(savedFilters.id, filterSubscriptions.filterId))
    .where(eq(filterSubscriptions.userId, userId))
    .orderBy(asc(savedFilters.name), asc(filterSubscriptions.id));
  return rows.map(({ row, name }) => toSubscription(row, name));
}

/** Telegram and Slack deliver only once connected on settings/integrations in one of the user's spaces. */
async function requireConnected(db: Db, userId: number, channel: Subscription['channel']): Promise<void> {
  if (channel !== 'telegram' && channel !== 'slack') return;
  const kinds = await connectedKinds(db, await spaceIdsOf(db, userId));
  if (!kinds.has(channel)) throw new ApiFailure(400, 'subscriptionChannelNotConnected');
}

/**
 * spec §3 'at once', §9 "Telegram and Slack immediate": a comment arrived in the space, so every 'at once' alert of its
 * members by the console, Telegram or Slack looks now. Called after the comment's commit; it only queues (one job per
 * subscription, moved rather than doubled; one running keeps its claim and runs again after: jobs/queue.ts), the job
 * runner looks and sends, so ingestion does not wait for a channel.
 */
export async function queueInstantAlerts(db: Db, spaceId: number, now: number): Promise<number> {
  const rows = await db
    .select({ id: filterSubscriptions.id })
    .from(filterSubscriptions)
    .innerJoin(spaceMembers, and(eq(spaceMembers.userId, filterSubscriptions.userId), eq(spaceMembers.spaceId, spaceId)))
    .where(and(eq(filterSubscriptions.frequency, 'instant'), ne(filterSubscriptions.channel, 'email')));
  for (const row of rows)
    await scheduleJob(db, { kind: SUBSCRIPTION_DIGEST_JOB, runAt: new Date(now), payload: { id: row.id }, key: jobKey(row.id) });
  return rows.length;
}

async function schedule(db: Db, row: Row, now: number): Promise<void> {
  const at = nextRunAt(row.frequency, row.channel, now);
  if (at === null) {
    // 'never', or 'at once' that the next comment schedules: the waiting timed digest goes (a claimed one ends).
    await db.delete(jobs).where(and(eq(jobs.key, jobKey(row.id)), isNull(jobs.doneAt), isNull(jobs.lockedAt)));
    return;
  }
  await scheduleJob(db, { kind: SUBSCRIPTION_DIGEST_JOB, runAt: new Date(at), payload: { id: row.id }, key: jobKey(row.id) });
}

export async function createSubscription(
  db: Db,
  input: SubscriptionCreate & { userId: number; origin: string; now: number },
): Promise<Subscription> {
  const [filter] = await db
    .select()
    .from(savedFilters)
    .where(
      and(
        eq(savedFilters.id, input.filter_id),
        eq(savedFilters.userId, input.userId),
        eq(savedFilters.route, SUBSCRIBABLE_ROUTE),
      ),
    );
  if (!filter) throw new ApiFailure(404, 'notFound');
  await requireConnected(db, input.userId, input.channel);
  const [row] = await db
    .insert(filterSubscriptions)
    .values({
      userId: input.userId,
      filterId: filter.id,
      channel: input.channel,
      frequency: input.frequency,
      origin: input.origin,
      lastItemId: await newestItemId(db), // alerts on what arrives from now on
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiFailure(409, 'subscriptionExists');
  await schedule(db, row, input.now);
  return toSubscription(row, filter.name);
}

async function ownRow(db: Db, userId: number, id: number): Promise<{ row: Row; name: string }> {
  const [found] = await db
    .select({ row: filterSubscriptions, name: savedFilters.name })
    .from(filterSubscriptions)
    .innerJoin(savedFilters, eq(savedFilters.id, filterSubscriptions.filterId))
    .where(and(eq(filterSubscriptions.id, id), eq(filterSubscriptions.userId, userId)));
  if (!found) throw new ApiFailure(404, 'notFound');
  return found;
}

export type UpdateSubscriptionOutcome = { kind: 'ok'; subscription: Subscription } | { kind: 'conflict'; current: Subscription };

// A row of settings/subscriptions saves on change; the same alert changed meanwhile in another tab or window
// (docs/error-types.md conflict) refuses a save whose `seen` is no longer it, with the alert as it is now. The row is
// locked for the read and the write, so two saves do not cross. Without `seen` it saves as before.
export async function updateSubscription(
  db: Db,
  input: SubscriptionUpdate & { userId: number; id: number; now: number },
): Promise<UpdateSubscriptionOutcome> {
  const { name } = await ownRow(db, input.userId, input.id);
  const written = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(filterSubscriptions).where(eq(filterSubscriptions.id, input.id)).for('update');
    if (!before) throw new ApiFailure(404, 'notFound');
    const { seen } = input;
    if (seen && (before.channel !== seen.channel || before.frequency !== seen.frequency)) return { conflict: before };
    const [taken] = await tx
      .select({ id: filterSubscriptions.id })
      .from(filterSubscriptions)
      .where(
        and(
          eq(filterSubscriptions.filterId, before.filterId),
          eq(filterSubscriptions.channel, input.channel),
          ne(filterSubscriptions.id, input.id),
        ),
      );
    if (taken) throw new ApiFailure(409, 'subscriptionExists');
    await requireConnected(tx, input.userId, input.channel);
    const [row] = await tx
      .update(filterSubscriptions)
      .set({ channel: input.channel, frequency: input.frequency })
      .where(eq(filterSubscriptions.id, input.id))
      .returning();
    return { row: row! };
  });
  if (written.conflict) return { kind: 'conflict', current: toSubscription(written.conflict, name) };
  await schedule(db, written.row, input.now);
  return { kind: 'ok', subscription: toSubscription(written.row, name) };
}

export async function deleteSubscription(db: Db, userId: number, id: number, now: number): Promise<void> {
  const { row } = await ownRow(db, userId, id);
  await db.delete(filterSubscriptions).where(eq(filterSubscriptions.id, id));
  await schedule(db, { ...row, frequency: 'never' }, now);
}
