// A year of issues (docs/stats.md "Endpoint: issues"): created by the operators in working hours, assigned, in a
// department, most closed after hours to days (a status line to 'closed', as issues/writes.ts keeps them), the
// newest still open. The rows GET v1/stats/issues reads (issue_history 'created' and 'status').
import { sql } from 'drizzle-orm';
import type { HistoryContext } from './context.ts';
import { daysSql, delay, ints, localEpoch, rnd, texts, type Tx } from './sql.ts';
import { rowsOf } from '../../db/rows.ts';

const TITLES = [
  'Курьер опоздал с доставкой',
  'Double charge on the card',
  'Приложение не открывает меню',
  'Вернуть деньги за заказ',
  'Loyalty points missing',
  'Жалоба на качество напитка',
];

export async function generateIssues(
  tx: Tx,
  ctx: HistoryContext,
  options: { days: number; perDay: number },
): Promise<{ issues: number }> {
  const { spaceId, now, timeZone, today } = ctx;
  if (options.perDay <= 0) return { issues: 0 };
  const [{ last }] = rowsOf<{ last: number }>(
    await tx.execute(sql`select coalesce(max(number), 0)::integer as last from issues where space_id = ${spaceId}`),
  ) as [{ last: number }];
  const ops = ints(ctx.operators);
  const nops = ctx.operators.length;
  const deps = ctx.departments;
  await tx.execute(
    sql.raw(`
    create temp table hist_i on commit drop as
    select g, d, at, creator, assignee, department, priority,
      case when ${rnd('g', 64)} < case when d > 30 then 0.96 else 0.7 end and at + close_in <= ${now} then at + close_in end as closed_at
    from (
      select g, d, ${localEpoch('date', `(9 * 3600 + floor(${rnd('g', 61)} * 9 * 3600))::integer`, timeZone)} as at,
        (${ops})[1 + floor(${rnd('g', 62)} * ${nops})::integer] as creator,
        case when ${rnd('g', 63)} < 0.85 then (${ops})[1 + floor(${rnd('g', 65)} * ${nops})::integer] end as assignee,
        ${deps.length > 0 ? `(${ints(deps)})[1 + floor(${rnd('g', 66)} * ${deps.length})::integer]` : 'null::integer'} as department,
        case when g % 7 = 0 then 'high' when g % 4 = 0 then 'low' else 'normal' end as priority,
        ${delay('g', 67, 1800, 5.5)} as close_in
      from (select row_number() over (order by day.d desc, i)::bigint as g, day.d, day.date
        from (${daysSql({ days: options.days, perDay: options.perDay, today, salt: 60 })}) day
        cross join generate_series(1, day.n) i) one
    ) i where at < ${now}`),
  );
  await tx.execute(sql`
    insert into issues (space_id, number, title, status, priority, department_id, assignee_id, creator_id, version,
      created_at, updated_at, closed_at)
    select ${spaceId}, ${last} + g, (${texts(TITLES)})[1 + g % ${TITLES.length}],
      case when closed_at is not null then 'closed' when g % 2 = 0 then 'inprogress' else 'new' end,
      priority, department, assignee, creator, case when closed_at is not null then 2 else 1 end,
      to_timestamp(at), to_timestamp(coalesce(closed_at, at)), to_timestamp(closed_at)
    from hist_i order by g`);
  await tx.execute(sql`
    insert into issue_history (issue_id, user_id, field, from_value, to_value, version, at)
    select i.id, h.creator, 'created', null, i.number::text, 1, i.created_at
      from hist_i h join issues i on i.space_id = ${spaceId} and i.number = ${last} + h.g
    union all
    select i.id, coalesce(h.assignee, h.creator), 'status', 'new', 'closed', 2, i.closed_at
      from hist_i h join issues i on i.space_id = ${spaceId} and i.number = ${last} + h.g
      where h.closed_at is not null`);
  const [{ n }] = rowsOf<{ n: number }>(await tx.execute(sql.raw(`select count(*)::integer as n from hist_i`))) as [
    { n: number },
  ];
  return { issues: n };
}
