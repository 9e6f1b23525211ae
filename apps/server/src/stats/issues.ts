// GET v1/stats/issues (docs/stats.md "Endpoint: issues"): issues created, closed and marked expired per day of the
// zone, read from the issues' history (index issue_history_field_at: the period's lines of three fields), and the open
// and expired issues now (index issues_space_open: the space's open issues only). A member limited to user groups
// counts only their groups' issues, as the issues list shows them (issues/access.ts visibleIssues).
import { sql, type SQL } from 'drizzle-orm';
import { periodDays, type StatsIssues, type StatsQuery } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { issueSettingsOf } from '../issues/settings.ts';
import { all, dayEdges, ints, list, type StatsReach } from './overall.ts';
import { rowsOf } from '../db/rows.ts';

/** The issues the caller counts: the space, their groups where limited, the assignees asked for. */
function issueConditions(query: StatsQuery, reach: StatsReach): SQL {
  const { scope, spaceId } = reach;
  const parts: SQL[] = [sql`i.space_id = ${spaceId}`];
  if (scope.limitedSpaceIds.includes(spaceId))
    parts.push(scope.groupIds.length === 0 ? sql`false` : sql`i.usergroup_id in (${list(scope.groupIds)})`);
  const assignees = all(query['user_id[]']);
  if (assignees.length > 0) parts.push(sql`i.assignee_id in (${list(assignees.map(Number))})`);
  return sql.join(parts, sql` and `);
}

const seconds = (instant: number) => sql`to_timestamp(${instant})`;

/** The issue figures of a period in a zone (the route has checked the period and the caller's reach). */
export async function statsIssues(db: Db, query: StatsQuery, reach: StatsReach, timeZone: string): Promise<StatsIssues> {
  const days = periodDays(query.from, query.to);
  const edges = dayEdges(days, timeZone);
  const where = issueConditions(query, reach);
  const [settings] = await issueSettingsOf(db, [reach.spaceId]);
  const closing = settings?.closing.length ? settings.closing : ['closed'];
  // A close is a status line into a closing status from an open one (closed -> another closing status is no close).
  const isClose = sql`h.field = 'status' and h.to_value in (${list(closing)}) and (h.from_value is null or h.from_value not in (${list(closing)}))`;
  const inPeriod = sql`h.at >= ${seconds(edges[0]!)} and h.at < ${seconds(edges.at(-1)!)}`;
  const [perDay, median, open, closedBy] = await Promise.all([
    db.execute(sql`select width_bucket(extract(epoch from h.at)::bigint, ${ints(edges)}) as day,
        count(*) filter (where h.field = 'created')::integer as created,
        count(*) filter (where ${isClose})::integer as closed,
        count(*) filter (where h.field = 'expired' and h.to_value = 'true')::integer as expired
      from issue_history h join issues i on i.id = h.issue_id
      where h.field in ('created', 'status', 'expired') and ${inPeriod} and ${where} group by 1`),
    db.execute(sql`select percentile_cont(0.5) within group (order by extract(epoch from h.at - i.created_at)) as median
      from issue_history h join issues i on i.id = h.issue_id
      where h.field = 'status' and ${inPeriod} and ${isClose} and ${where}`),
    db.execute(sql`select coalesce(i.assignee_id, 0) as user_id, coalesce(i.department_id, 0) as department_id,
        count(*)::integer as open, (count(*) filter (where i.expired))::integer as expired
      from issues i where i.closed_at is null and ${where} group by 1, 2`),
    db.execute(sql`select coalesce(i.assignee_id, 0) as user_id, coalesce(i.department_id, 0) as department_id,
        count(*)::integer as closed
      from issue_history h join issues i on i.id = h.issue_id
      where h.field = 'status' and ${inPeriod} and ${isClose} and ${where} group by 1, 2`),
  ]);
  const dayRows = days.map((date) => ({ date, created: 0, closed: 0, expired: 0 }));
  for (const row of rowsOf<{ day: number; created: number; closed: number; expired: number }>(perDay)) {
    const day = dayRows[Number(row.day) - 1];
    if (!day) continue;
    day.created += Number(row.created);
    day.closed += Number(row.closed);
    day.expired += Number(row.expired);
  }
  const assignees = new Map<number, { user_id: number; open: number; closed: number; expired: number }>();
  const departments = new Map<number, { department_id: number; open: number; closed: number }>();
  const assignee = (id: number) =>
    assignees.get(id) ?? assignees.set(id, { user_id: id, open: 0, closed: 0, expired: 0 }).get(id)!;
  const department = (id: number) =>
    departments.get(id) ?? departments.set(id, { department_id: id, open: 0, closed: 0 }).get(id)!;
  let openNow = 0;
  let expiredNow = 0;
  for (const row of rowsOf<{ user_id: number; department_id: number; open: number; expired: number }>(open)) {
    openNow += Number(row.open);
    expiredNow += Number(row.expired);
    assignee(Number(row.user_id)).open += Number(row.open);
    assignee(Number(row.user_id)).expired += Number(row.expired);
    department(Number(row.department_id)).open += Number(row.open);
  }
  for (const row of rowsOf<{ user_id: number; department_id: number; closed: number }>(closedBy)) {
    assignee(Number(row.user_id)).closed += Number(row.closed);
    department(Number(row.department_id)).closed += Number(row.closed);
  }
  const medianValue = rowsOf<{ median: number | string | null }>(median)[0]?.median;
  const byId =
    <T>(key: (row: T) => number) =>
    (a: T, b: T) =>
      key(a) - key(b);
  return {
    from: query.from,
    to: query.to,
    time_zone: timeZone,
    totals: {
      created: dayRows.reduce((sum, day) => sum + day.created, 0),
      closed: dayRows.reduce((sum, day) => sum + day.closed, 0),
      open: openNow,
      expired: expiredNow,
      median_close_s: medianValue === null || medianValue === undefined ? null : Math.round(Number(medianValue)),
    },
    days: dayRows,
    assignees: reach.team ? [...assignees.values()].sort(byId((row) => row.user_id)) : null,
    departments: [...departments.values()].sort(byId((row) => row.department_id)),
  };
}
