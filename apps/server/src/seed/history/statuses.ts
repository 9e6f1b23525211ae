// A year of the staff's statuses and schedules (docs/stats.md "Status time"): each member follows their weekly grid
// (shifts) or, without one, the demo's day (9:00–13:00 work, a break, 14:00–18:00), with dated slots
// (working_hours) for the days before the status slice's own; late starts, missed days and a fortnight's vacation
// (an absence for grid users). Written to status_changes; the status time is recounted from them after.
import { sql } from 'drizzle-orm';
import type { HistoryContext } from './context.ts';
import { ints, localEpoch, rnd, type Tx } from './sql.ts';
import { rowsOf } from '../../db/rows.ts';

/** Days before today that the status slice (seed/status.ts, from yesterday) already gives dated slots. */
const SLICE_DAYS = 2;

export async function generateStatuses(tx: Tx, ctx: HistoryContext, options: { days: number }): Promise<{ changes: number }> {
  const { spaceId, now, timeZone, today, statuses } = ctx;
  if (ctx.staff.length === 0) return { changes: 0 };
  const { days } = options;
  const day = `('${today}'::date - d)`;
  // Each person's plan per weekday: their grid's shifts, else the default day on weekdays (and dated slots for it).
  await tx.execute(
    sql.raw(`
    create temp table hist_plan on commit drop as
    with staff as (select u, row_number() over (order by u) as idx from unnest(${ints(ctx.staff)}) u),
    gridded as (select distinct user_id from shifts where space_id = ${spaceId})
    select s.user_id, s.weekday, s.start_minute, s.end_minute, s.status_id, true as grid
      from shifts s where s.space_id = ${spaceId} and s.user_id in (select u from staff)
    union all
    select staff.u, w, p.start_minute, p.end_minute, p.status_id, false
      from staff cross join generate_series(1, 5) w
      cross join (values (540, 780, ${statuses.working}), (780, 840, ${statuses.pause}), (840, 1080, ${statuses.working})) p(start_minute, end_minute, status_id)
      where staff.u not in (select user_id from gridded)`),
  );
  // Who is away: a fortnight's vacation each (spread over the year), and one working day in twenty missed.
  const vacation = (user: string) => `(40 + (${user} * 53) % greatest(1, ${days} - 60))`;
  await tx.execute(
    sql.raw(`
    create temp table hist_day on commit drop as
    select p.user_id, d, ${day} as date, p.grid,
      d between ${vacation('p.user_id')} and ${vacation('p.user_id')} + 13 as away,
      ${rnd('p.user_id * 1000 + d', 50)} < 0.05 as missed
    from (select distinct user_id, grid from hist_plan) p cross join generate_series(0, ${days - 1}) d`),
  );
  // The changes: each shift's status at its start (the day's first late by 0–4 minutes, one day in four by 6–30),
  // offline at the day's last end (20 minutes early to 30 late).
  await tx.execute(
    sql.raw(`
    insert into status_changes (user_id, space_id, status_id, at)
    select user_id, ${spaceId}, status_id, at from (
      select hd.user_id, p.status_id,
        ${localEpoch(
          'hd.date',
          `p.start_minute * 60 + case when p.start_minute = f.first
          then case when ${rnd('hd.user_id * 1000 + hd.d', 51)} < 0.25 then 360 + floor(${rnd('hd.user_id * 1000 + hd.d', 52)} * 1440)
            else floor(${rnd('hd.user_id * 1000 + hd.d', 53)} * 240) end
          else floor(${rnd('hd.user_id * 100000 + hd.d * 100 + p.start_minute / 30', 54)} * 540) end`,
          timeZone,
        )} as at
      from hist_day hd
      join hist_plan p on p.user_id = hd.user_id and p.weekday = extract(isodow from hd.date)
      join (select user_id, weekday, min(start_minute) as first from hist_plan group by 1, 2) f
        on f.user_id = p.user_id and f.weekday = p.weekday
      where not hd.away and not hd.missed
      union all
      select hd.user_id, ${statuses.offline},
        ${localEpoch('hd.date', `l.last * 60 - 1200 + floor(${rnd('hd.user_id * 1000 + hd.d', 55)} * 3000)`, timeZone)}
      from hist_day hd
      join (select user_id, weekday, max(end_minute) as last from hist_plan group by 1, 2) l
        on l.user_id = hd.user_id and l.weekday = extract(isodow from hd.date)
      where not hd.away and not hd.missed
    ) c where at < ${now} order by at, user_id`),
  );
  // Everyone ends holding the status they hold now, from now on (as recording/statusHistory.ts does).
  await tx.execute(sql`
    insert into status_changes (user_id, space_id, status_id, at)
    select u.id, ${spaceId}, coalesce(u.status, ${statuses.offline}), ${now}
    from users u where u.id in (select distinct user_id from hist_plan)`);
  // Dated slots of the users without a grid (the status slice's kind), for the days before its own; vacations off.
  await tx.execute(
    sql.raw(`
    insert into working_hours (user_id, space_id, status_id, started_at, ended_at)
    select hd.user_id, ${spaceId}, p.status_id, to_timestamp(${localEpoch('hd.date', 'p.start_minute * 60', timeZone)}),
      to_timestamp(${localEpoch('hd.date', 'p.end_minute * 60', timeZone)})
    from hist_day hd join hist_plan p on p.user_id = hd.user_id and p.weekday = extract(isodow from hd.date)
    where not hd.grid and not hd.away and hd.d >= ${SLICE_DAYS}
    order by 1, 4`),
  );
  // The grid users' vacations as absences (past ones only: the seed's own are in the coming days).
  await tx.execute(
    sql.raw(`
    insert into absences (space_id, user_id, kind, starts_on, ends_on)
    select ${spaceId}, user_id, 'vacation', min(date), max(date) from hist_day
    where grid and away group by user_id having min(d) > ${SLICE_DAYS}`),
  );
  const [{ changes }] = rowsOf<{ changes: number }>(
    await tx.execute(sql`select count(*)::integer as changes from status_changes where space_id = ${spaceId}`),
  ) as [{ changes: number }];
  return { changes };
}
