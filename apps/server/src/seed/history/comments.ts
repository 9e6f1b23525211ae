// A year of comments (docs/stats.md "Demo history and the benchmark"): posts, authors, comments with tags, sentiment
// and group, our replies (a from_us item and the comment's 'reply' history line, as items/replies.ts writes them),
// status lines to closed with and without a reply, and some left open. The rows the rollups' threadEvents counts.
import { sql } from 'drizzle-orm';
import { ORDINARY_TEXTS, AUTHOR_NAMES } from '../items.ts';
import type { HistoryContext } from './context.ts';
import { daysSql, delay, HOUR_SLOTS, ints, localEpoch, nightWait, reserveIds, rnd, texts, type Tx } from './sql.ts';
import { rowsOf } from '../../db/rows.ts';

const POST_TEXTS = ['Новое сезонное меню', 'Акция недели', 'Открываемся на Лесной', 'Конкурс: фото с чашкой', 'Our autumn roast'];
const REPLY_TEXTS = [
  'Спасибо, что написали! Уже разбираемся.',
  'Thank you! We have passed it on to the team.',
  'Рады, что вам понравилось!',
  'Напишите, пожалуйста, номер заказа в личные сообщения.',
];
/** Distinct authors per network: about one for every 20 comments of the period, at least 50. */
const authorsPer = (total: number) => Math.max(50, Math.ceil(total / 20));
const SENTIMENTS = `case when s < 0.2 then 'negative' when s < 0.55 then 'neutral' when s < 0.8 then 'positive' else 'none' end`;
const OPEN_DAYS = 3; // newer comments may still be waiting; older ones were closed or set aside

export async function generateComments(
  tx: Tx,
  ctx: HistoryContext,
  options: { days: number; perDay: number },
): Promise<{ comments: number; replies: number; posts: number }> {
  const { spaceId, now, timeZone, today } = ctx;
  const { days } = options;
  if (ctx.accounts.length === 0) return { comments: 0, replies: 0, posts: 0 };
  const nacc = ctx.accounts.length;
  const weeks = Math.ceil(days / 7) + 1;
  const acc = (field: (a: HistoryContext['accounts'][number]) => number) => ints(ctx.accounts.map(field));
  const providers = [...new Set(ctx.accounts.map((a) => a.provider))];
  const providerIdx = ints(ctx.accounts.map((a) => providers.indexOf(a.provider)));
  const ops = ints(ctx.operators);
  const nops = ctx.operators.length;

  // How many: the days' counts summed (the authors are drawn over a pool sized by it).
  const [{ total }] = rowsOf<{ total: number }>(
    await tx.execute(
      sql.raw(
        `select coalesce(sum(n), 0)::integer as total from (${daysSql({ days, perDay: options.perDay, today, salt: 1 })}) d`,
      ),
    ),
  ) as [{ total: number }];
  if (total === 0) return { comments: 0, replies: 0, posts: 0 };
  const perNetwork = authorsPer(total);
  // The comments' plan: one row per comment with every choice made (temporary, dropped at commit).
  await tx.execute(
    sql.raw(`
    create temp table hist_c on commit drop as
    with day as (${daysSql({ days, perDay: options.perDay, today, salt: 1 })}),
    one as (
      select row_number() over (order by day.d desc, i)::bigint as g, day.d, day.date, i
      from day cross join generate_series(1, day.n) i
    ),
    timed as (
      select one.*, h.hour,
        ${localEpoch('one.date', `h.hour * 3600 + floor(${rnd('one.g', 3)} * 3600)`, timeZone)} as at,
        1 + floor(power(${rnd('one.g', 4)}, 1.5) * ${nacc})::integer as acc
      from one cross join lateral (select (${ints(HOUR_SLOTS)})[1 + floor(${rnd('one.g', 2)} * ${HOUR_SLOTS.length})::integer] as hour) h
    ),
    planned as (
      select timed.*,
        ${rnd('g', 12)} < 0.72 as answer,
        ${rnd('g', 15)} as close_draw,
        ${rnd('g', 16)} < 0.3 as again,
        timed.at + ${nightWait('timed.hour')} + ${delay('g', 13, 20, 6.5)} as r1_raw,
        (${ops})[1 + floor(${rnd('g', 14)} * ${nops})::integer] as op1,
        (${ops})[1 + floor(${rnd('g', 17)} * ${nops})::integer] as op2
      from timed
    )
    select g, d, at, acc, hour, answer, op1, op2,
      least(d / 7, ${weeks - 1}) + case when ${rnd('g', 5)} < 0.25 and d / 7 < ${weeks - 1} then 1 else 0 end as week,
      1 + floor(power(${rnd('g', 6)}, 2) * ${perNetwork})::integer as author_k,
      ${SENTIMENTS.replace(/\bs\b/g, rnd('g', 7))} as sentiment,
      case when ${rnd('g', 8)} < 0.45 then 1 + floor(${rnd('g', 9)} * 1000)::integer end as tag1,
      case when ${rnd('g', 10)} < 0.12 then 1 + floor(${rnd('g', 11)} * 1000)::integer end as tag2,
      case when ${rnd('g', 18)} < 0.35 then 1 + floor(${rnd('g', 19)} * 1000)::integer end as grp,
      case when answer and r1_raw <= ${now} then r1_raw end as r1,
      -- closed with the first reply; else (answered or not) closed later, almost surely when old
      answer and close_draw < 0.55 as close_at_reply,
      case when again and answer then r1_raw + ${delay('g', 20, 60, 8)} end as r2_raw,
      case when not (answer and close_draw < 0.55) then
        (case when answer then r1_raw else at end) + ${delay('g', 21, 120, 7)} end as close_raw,
      ${rnd('g', 22)} < case when d > ${OPEN_DAYS} then 0.97 else 0.6 end as closes
    from planned where at <= ${now}`),
  );

  // Posts: one per account (not reviews) and week, published the evening before the week's first day.
  const postBase = await reserveIds(tx, 'item_posts', nacc * weeks);
  await tx.execute(sql`
    insert into item_posts (id, space_id, object_id, text, url, created_at)
    select ${postBase} + (a - 1) * ${weeks} + w, ${spaceId}, (${sql.raw(acc((x) => x.objectId))})[a],
      (${texts(POST_TEXTS)})[1 + (w % ${POST_TEXTS.length})], null,
      to_timestamp(${sql.raw(localEpoch(`('${today}'::date - (w * 7 + 7))`, '18 * 3600', timeZone))})
    from generate_series(1, ${nacc}) a cross join generate_series(0, ${weeks - 1}) w`);

  // Authors per network of the accounts.
  const authorBase = await reserveIds(tx, 'item_authors', providers.length * perNetwork);
  await tx.execute(sql`
    insert into item_authors (id, space_id, provider, provider_id, name)
    select ${authorBase} + p * ${perNetwork} + k - 1, ${spaceId}, (${texts(providers)})[p + 1], 'history-' || k,
      (${texts(AUTHOR_NAMES)})[1 + (k % ${AUTHOR_NAMES.length})] || ' ' || k
    from generate_series(0, ${providers.length - 1}) p cross join generate_series(1, ${perNetwork}) k`);

  // Ids: the comment of row g is itemBase + g − 1 (today's rows after now left gaps at the end of the range).
  const itemBase = await reserveIds(tx, 'items', total);
  const [{ made }] = rowsOf<{ made: number }>(await tx.execute(sql.raw(`select count(*)::integer as made from hist_c`))) as [
    { made: number },
  ];
  const ntags = ctx.tags.length;
  const ngroups = ctx.groups.length;
  const status = `case when close_at is not null then 'closed' when parked_at is not null then 'delayed'
    when r1 is not null then 'inprogress' else 'new' end`;
  // Final times, nothing after now: the close (with the first reply, or later), a second reply before the close,
  // and an old comment never closed set aside as delayed a day after its last event.
  await tx.execute(
    sql.raw(`
    create temp table hist_f on commit drop as
    select f.*, case when close_at is null and d > ${OPEN_DAYS} and coalesce(r2, r1, at) + 86400 <= ${now}
        then coalesce(r2, r1, at) + 86400 end as parked_at
    from (
      select c.*, ${itemBase} + g - 1 as id,
        case when r1 is not null and not close_at_reply and r2_raw <= ${now}
          and (not closes or close_raw > ${now} or r2_raw < close_raw) then r2_raw end as r2,
        case when close_at_reply then r1 when closes and close_raw <= ${now} then close_raw end as close_at
      from hist_c c
    ) f`),
  );

  // The comments (the items' count trigger is off while filling, generateHistory: item_counts is added up below).
  const accountCols = {
    object: acc((a) => a.objectId),
    company: acc((a) => a.companyId),
    review: `array[${ctx.accounts.map((a) => String(a.review)).join(',')}]::boolean[]`,
    our: acc((a) => a.ourAuthor),
  };
  await tx.execute(sql`
    insert into items (id, space_id, company_id, object_id, provider, kind, post_id, author_id, text, rating, created_at,
      status, priority, sentiment, assignee_id, usergroup_id, version)
    select id, ${spaceId}, (${sql.raw(accountCols.company)})[acc], (${sql.raw(accountCols.object)})[acc],
      (${texts(ctx.accounts.map((a) => a.provider))})[acc],
      case when (${sql.raw(accountCols.review)})[acc] then 'review' else 'comment' end,
      case when (${sql.raw(accountCols.review)})[acc] then null else ${postBase} + (acc - 1) * ${weeks} + week end,
      ${authorBase} + (${sql.raw(providerIdx)})[acc] * ${perNetwork} + author_k - 1,
      (${texts(ORDINARY_TEXTS)})[1 + (g % ${ORDINARY_TEXTS.length})],
      case when (${sql.raw(accountCols.review)})[acc] then 1 + (g % 5) end,
      to_timestamp(at), ${sql.raw(status)},
      case when g % 13 = 0 then 'high' when g % 5 = 0 then 'low' else 'normal' end,
      sentiment, case when r1 is not null then op1 end,
      ${sql.raw(ngroups > 0 ? `case when grp is not null then (${ints(ctx.groups)})[1 + grp % ${ngroups}] end` : 'null')},
      1 + (r1 is not null)::integer + (r2 is not null)::integer
        + (close_at is not null and not (close_at_reply and r1 is not null))::integer + (parked_at is not null)::integer
    from hist_f order by g`);
  if (ntags > 0)
    await tx.execute(
      sql.raw(`insert into item_tags (item_id, tag_id)
        select distinct id, tag from hist_f cross join lateral (values (tag1), (tag2)) v(k)
          cross join lateral (select (${ints(ctx.tags)})[1 + k % ${ntags}] as tag) x
        where k is not null`),
    );

  // Our replies: a from_us item under the comment and the comment's 'reply' line (versions 2 and 3).
  await tx.execute(
    sql.raw(`create temp table hist_r on commit drop as
      select row_number() over (order by g, n)::bigint as k, id, n, at, op from (
        select g, id, 1 as n, r1 as at, op1 as op from hist_f where r1 is not null
        union all select g, id, 2, r2, op2 from hist_f where r2 is not null) r`),
  );
  const [{ replies }] = rowsOf<{ replies: number }>(
    await tx.execute(sql.raw(`select count(*)::integer as replies from hist_r`)),
  ) as [{ replies: number }];
  const replyBase = await reserveIds(tx, 'items', Math.max(1, replies));
  await tx.execute(sql`
    insert into items (id, space_id, company_id, object_id, provider, kind, post_id, author_id, parent_id, text,
      created_at, status, usergroup_id, from_us, replied_by, delivery, version)
    select ${replyBase} + r.k - 1, i.space_id, i.company_id, i.object_id, i.provider, 'comment', i.post_id,
      (${sql.raw(accountCols.our)})[f.acc], i.id, (${texts(REPLY_TEXTS)})[1 + (r.k % ${REPLY_TEXTS.length})],
      to_timestamp(r.at), 'closed', i.usergroup_id, true, r.op, 'sent', 1
    from hist_r r join items i on i.id = r.id join hist_f f on f.id = r.id order by r.k`);
  await tx.execute(
    sql.raw(`insert into item_history (item_id, user_id, field, from_value, to_value, version, at)
      select id, op, 'reply', null, (${replyBase} + k - 1)::text, n + 1, to_timestamp(at) from hist_r`),
  );
  // Status lines: with the first reply (to in progress, or closed with it), a later close, or set aside.
  await tx.execute(
    sql.raw(`insert into item_history (item_id, user_id, field, from_value, to_value, version, at)
      select id, op1, 'status', 'new', case when close_at_reply then 'closed' else 'inprogress' end, 2, to_timestamp(r1)
        from hist_f where r1 is not null
      union all
      select id, case when r2 is not null then op2 else op1 end, 'status',
        case when r1 is not null then 'inprogress' else 'new' end, 'closed',
        2 + (r1 is not null)::integer + (r2 is not null)::integer, to_timestamp(close_at)
        from hist_f where close_at is not null and not (close_at_reply and r1 is not null)
      union all
      select id, op1, 'status', case when r1 is not null then 'inprogress' else 'new' end, 'delayed',
        2 + (r1 is not null)::integer + (r2 is not null)::integer, to_timestamp(parked_at)
        from hist_f where parked_at is not null`),
  );
  await tx.execute(sql`
    insert into item_counts (space_id, status, count)
    select space_id, status, count(*)::integer from items where id >= ${itemBase} and id < ${replyBase + replies}
    group by 1, 2
    on conflict (space_id, status) do update set count = item_counts.count + excluded.count`);
  // The authors' counters (items/replies.ts countAuthorItem keeps them as comments arrive).
  await tx.execute(sql`
    update item_authors a set items_count = a.items_count + c.n, last_activity_at = greatest(a.last_activity_at, c.last)
    from (select author_id, count(*)::integer as n, max(created_at) as last from items
      where id >= ${itemBase} and id < ${replyBase + replies} group by 1) c
    where a.id = c.author_id`);
  return { comments: made, replies, posts: nacc * weeks };
}
