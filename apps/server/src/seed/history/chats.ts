// A year of private messages (docs/stats.md "Demo history and the benchmark"): conversations ("sessions") in chats with
// their own people, each the person's messages, our answers by an operator and mostly a close (a status activity line,
// as chats/writes.ts writes it). One chat holds several sessions over the year. The rows chatEvents counts.
import { sql } from 'drizzle-orm';
import { INCOMING, NAMES, OUTGOING } from '../chats.ts';
import type { HistoryContext } from './context.ts';
import { daysSql, delay, HOUR_SLOTS, ints, localEpoch, nightWait, reserveIds, rnd, texts, type Tx } from './sql.ts';
import { rowsOf } from '../../db/rows.ts';

/** Sessions per chat on average: the people come back. */
const SESSIONS_PER_CHAT = 3;

export async function generateChats(
  tx: Tx,
  ctx: HistoryContext,
  options: { days: number; perDay: number },
): Promise<{ chats: number; messages: number }> {
  const { spaceId, now, timeZone, today } = ctx;
  if (ctx.chatAccounts.length === 0 || options.perDay <= 0) return { chats: 0, messages: 0 };
  const days = daysSql({ days: options.days, perDay: options.perDay, today, salt: 31 });
  const [{ total }] = rowsOf<{ total: number }>(
    await tx.execute(sql.raw(`select coalesce(sum(n), 0)::integer as total from (${days}) d`)),
  ) as [{ total: number }];
  if (total === 0) return { chats: 0, messages: 0 };
  const nchats = Math.max(1, Math.ceil(total / SESSIONS_PER_CHAT));
  const nacc = ctx.chatAccounts.length;
  const ops = ints(ctx.operators);
  const nops = ctx.operators.length;
  const chatBase = await reserveIds(tx, 'chats', nchats);
  const authorBase = await reserveIds(tx, 'item_authors', nchats);
  const at = (key: string) => `to_timestamp(${key})`;

  // Sessions: when, which chat, what happens (answered, a follow-up, closed), by whom.
  await tx.execute(
    sql.raw(`
    create temp table hist_s on commit drop as
    with day as (${days}),
    one as (select row_number() over (order by day.d desc, i)::bigint as g, day.d, day.date from day
      cross join generate_series(1, day.n) i),
    timed as (
      select one.*, h.hour, ${localEpoch('one.date', `h.hour * 3600 + floor(${rnd('one.g', 33)} * 3600)`, timeZone)} as t0
      from one cross join lateral (select (${ints(HOUR_SLOTS)})[1 + floor(${rnd('one.g', 32)} * ${HOUR_SLOTS.length})::integer] as hour) h
    )
    select g, d, ${chatBase} + floor(${rnd('g', 34)} * ${nchats})::integer as chat_id, t0,
      case when ${rnd('g', 35)} < 0.35 then t0 + 20 + floor(${rnd('g', 36)} * 120)::integer end as in2,
      case when ${rnd('g', 37)} < 0.88 then t0 + 150 + ${nightWait('hour')} + ${delay('g', 38, 15, 6.5)} end as out1,
      ${rnd('g', 39)} < 0.4 as follow,
      30 + floor(${rnd('g', 40)} * 600)::integer as in3_after,
      ${delay('g', 41, 20, 4)} as out2_after,
      120 + floor(${rnd('g', 42)} * 1800)::integer as close_after,
      ${rnd('g', 43)} < case when d > 3 then 0.97 else 0.85 end as closes,
      (${ops})[1 + floor(${rnd('g', 44)} * ${nops})::integer] as op,
      g % ${INCOMING.length} as text_k
    from timed`),
  );
  // The messages: the person's one or two, our answer, maybe a follow-up and ours, then the close; none after now.
  await tx.execute(
    sql.raw(`
    create temp table hist_m on commit drop as
    select * from (
      select chat_id, g, 1 as step, t0 as at, 'in' as dir, null::integer as op from hist_s
      union all select chat_id, g, 2, in2, 'in', null from hist_s where in2 is not null
      union all select chat_id, g, 3, out1, 'out', op from hist_s where out1 is not null
      union all select chat_id, g, 4, out1 + in3_after, 'in', null from hist_s where out1 is not null and follow
      union all select chat_id, g, 5, out1 + in3_after + out2_after, 'out', op from hist_s where out1 is not null and follow
      union all select chat_id, g, 6, coalesce(out1 + case when follow then in3_after + out2_after else 0 end, coalesce(in2, t0))
        + close_after, 'close', op from hist_s where closes
    ) m where at <= ${now}`),
  );
  // One person (author) per chat, on the chat's account.
  const accountOf = (k: string) => `(1 + (${k}) % ${nacc})`;
  const chatAcc = {
    object: ints(ctx.chatAccounts.map((a) => a.objectId)),
    company: ints(ctx.chatAccounts.map((a) => a.companyId)),
  };
  const providers = texts(ctx.chatAccounts.map((a) => a.provider));
  await tx.execute(sql`
    insert into item_authors (id, space_id, provider, provider_id, name)
    select ${authorBase} + k, ${spaceId}, (${providers})[${sql.raw(accountOf('k'))}], 'history-chat-' || k,
      (${texts(NAMES)})[1 + k % ${NAMES.length}] || ' ' || k
    from generate_series(0, ${nchats - 1}) k`);
  const groups = ctx.groups;
  await tx.execute(sql`
    insert into chats (id, space_id, company_id, object_id, provider, author_id, status, priority, assignee_type,
      assignee_id, created_at, updated_at)
    select ${chatBase} + k, ${spaceId}, (${sql.raw(chatAcc.company)})[${sql.raw(accountOf('k'))}],
      (${sql.raw(chatAcc.object)})[${sql.raw(accountOf('k'))}], (${providers})[${sql.raw(accountOf('k'))}],
      ${authorBase} + k, 'new', case when k % 11 = 0 then 'high' else 'normal' end,
      ${sql.raw(groups.length > 0 ? `case when k % 5 = 0 then 'usergroup' end` : 'null')},
      ${sql.raw(groups.length > 0 ? `case when k % 5 = 0 then (${ints(groups)})[1 + k % ${groups.length}] end` : 'null')},
      to_timestamp(${now}), to_timestamp(${now})
    from generate_series(0, ${nchats - 1}) k
    where exists (select 1 from hist_m m where m.chat_id = ${chatBase} + k)`);
  // Messages in time order (ids grow with time within a chat, as the thread's keyset expects).
  await tx.execute(sql`
    insert into chat_messages (chat_id, kind, direction, text, delivery, operator_id, activity, created_at)
    select chat_id, case when dir = 'close' then 'activity' else 'message' end,
      case when dir = 'in' then 'in' else 'out' end,
      case when dir = 'in' then (${texts(INCOMING)})[1 + (g + step) % ${INCOMING.length}]
        when dir = 'out' then (${texts(OUTGOING)})[1 + (g + step) % ${OUTGOING.length}] else '' end,
      case when dir = 'out' then 'read' end, op,
      case when dir = 'close' then jsonb_build_object('field', 'status', 'from', 'inprogress', 'to', 'closed') end,
      ${sql.raw(at('at'))}
    from hist_m order by at, chat_id, step`);
  // Each chat's state as its messages leave it: status, assignee (the last operator), counts and last activity.
  await tx.execute(sql`
    update chats c set
      status = case when l.dir = 'close' then 'closed' when l.dir = 'out' then 'inprogress' else 'new' end,
      assignee_type = coalesce(c.assignee_type, case when o.op is not null then 'user' end),
      assignee_id = coalesce(c.assignee_id, o.op),
      incoming_count = s.incoming, excerpt = left(coalesce(s.excerpt, ''), 200), last_direction = s.last_direction,
      created_at = to_timestamp(s.first_at), updated_at = to_timestamp(s.last_at)
    from (select chat_id, count(*) filter (where dir = 'in')::integer as incoming, min(at) as first_at, max(at) as last_at,
        (array_agg(case when dir = 'in' then 'in' when dir = 'out' then 'out' end order by at desc, step desc)
          filter (where dir <> 'close'))[1] as last_direction,
        (array_agg(case when dir = 'in' then (${texts(INCOMING)})[1 + (g + step) % ${INCOMING.length}]
          else (${texts(OUTGOING)})[1 + (g + step) % ${OUTGOING.length}] end order by at desc, step desc)
          filter (where dir <> 'close'))[1] as excerpt
      from hist_m group by chat_id) s
    join (select distinct on (chat_id) chat_id, dir from hist_m order by chat_id, at desc, step desc) l
      on l.chat_id = s.chat_id
    left join (select distinct on (chat_id) chat_id, op from hist_m where op is not null order by chat_id, at desc, step desc) o
      on o.chat_id = s.chat_id
    where c.id = s.chat_id`);
  // The members have read the closed chats (unread is per user: chats/reads); the open ones wait for them.
  await tx.execute(sql`
    insert into chat_reads (user_id, chat_id, read_count)
    select m.user_id, c.id, c.incoming_count from chats c cross join space_members m
    where c.id >= ${chatBase} and c.id < ${chatBase + nchats} and c.status = 'closed' and m.space_id = ${spaceId}`);
  const [{ chats, messages }] = rowsOf<{ chats: number; messages: number }>(
    await tx.execute(sql.raw(`select count(distinct chat_id)::integer as chats, count(*)::integer as messages from hist_m`)),
  ) as [{ chats: number; messages: number }];
  return { chats, messages };
}
