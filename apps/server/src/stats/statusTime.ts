// Operators' status time (spec §2.3 stats/users/statuses, docs/stats.md "Status time"): each writer of users.status
// records the change in the same transaction (`setUserStatus`), which closes the user's previous interval and adds
// its seconds to the 15-minute buckets of stats_status_time. The open interval (the current status) is added on
// read, up to now. `recountStatusTime` adds up the same intervals from status_changes: the property test finds both
// equal.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users, userStatuses } from '../db/schema.ts';
import { BUCKET_S } from './rollups.ts';
import { rowsOf } from '../db/rows.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Tx | Db;

/**
 * Seconds per bucket of the intervals `intervals` selects (columns space_id, user_id, status_id, started, ended;
 * unix seconds), added to stats_status_time. The same SQL serves the writes (one interval) and the recount (all).
 */
function addIntervals(tx: Runner, intervals: SQL) {
  return tx.execute(sql`
    insert into stats_status_time (space_id, bucket, user_id, status_id, seconds)
    select i.space_id, b.bucket, i.user_id, i.status_id,
      sum(least(i.ended, b.bucket + ${BUCKET_S}) - greatest(i.started, b.bucket))::integer
    from (${intervals}) i
    cross join lateral generate_series(i.started - (i.started % ${BUCKET_S}), i.ended - 1, ${BUCKET_S}) as b(bucket)
    where i.ended > i.started and i.status_id <> 0
    group by 1, 2, 3, 4
    on conflict on constraint stats_status_time_key do update set seconds = stats_status_time.seconds + excluded.seconds`);
}

/** The space a status belongs to (0 with none or an unknown one). */
async function spaceOfStatus(tx: Runner, statusId: number | null): Promise<number> {
  if (statusId === null) return 0;
  const [row] = await tx.select({ spaceId: userStatuses.spaceId }).from(userStatuses).where(eq(userStatuses.id, statusId));
  return row?.spaceId ?? 0;
}

/**
 * Records that `userId` holds `statusId` from `nowMs` on: closes the previous interval into the buckets. Call inside
 * the transaction that writes users.status. A change to the same status records nothing; a clock behind the last
 * change (a test's clock moved back) is taken as the last change's instant, so intervals never run backwards.
 */
export async function recordStatusChange(tx: Runner, userId: number, statusId: number | null, nowMs: number): Promise<void> {
  const at = Math.floor(nowMs / 1000);
  const [last] = rowsOf<{ space_id: number; status_id: number; at: number }>(
    await tx.execute(
      sql`select space_id, status_id, at from status_changes where user_id = ${userId} order by at desc, id desc limit 1 for update`,
    ),
  );
  const status = statusId ?? 0;
  if (last ? Number(last.status_id) === status : status === 0) return;
  const start = last ? Math.max(at, Number(last.at)) : at;
  if (last)
    await addIntervals(
      tx,
      sql`select ${Number(last.space_id)}::integer as space_id, ${userId}::integer as user_id, ${Number(last.status_id)}::integer as status_id, ${Number(last.at)}::integer as started, ${start}::integer as ended`,
    );
  await tx.execute(
    sql`insert into status_changes (user_id, space_id, status_id, at) values (${userId}, ${await spaceOfStatus(tx, statusId)}, ${status}, ${start})`,
  );
}

/**
 * Sets a user's status and records the change in one transaction (PUT v1/me/status with `manual`, the schedule
 * without). `onlyIfDifferent` keeps the schedule's guard (two tabs polling at once change the row once): false when
 * nothing changed.
 */
export async function setUserStatus(
  db: Db,
  userId: number,
  statusId: number,
  nowMs: number,
  options: { manual: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set(options.manual ? { status: statusId, statusChangedAt: new Date(nowMs) } : { status: statusId })
      .where(and(eq(users.id, userId), options.manual ? undefined : sql`${users.status} is distinct from ${statusId}`))
      .returning({ id: users.id });
    if (changed.length === 0) return false;
    await recordStatusChange(tx, userId, statusId, nowMs);
    return true;
  });
}

/** Every closed interval of the users' changes (each change until the user's next one). */
const closedIntervals = (where: SQL) => sql`
  select space_id, user_id, status_id, at as started, ended from (
    select space_id, user_id, status_id, at, lead(at) over (partition by user_id order by at, id) as ended
    from status_changes
  ) c where ended is not null and ${where}`;

/** A space's status time rebuilt from status_changes (the stats.recount job). */
export async function recountStatusTime(db: Db, spaceId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from stats_status_time where space_id = ${spaceId}`);
    await addIntervals(tx, closedIntervals(sql`space_id = ${spaceId}`));
  });
}
