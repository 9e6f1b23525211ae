// Keeping the statistics rollups (docs/stats.md) in the same transaction as the write that changes
// what they count. A record's share of the rollups (a comment thread's, a chat's) is derived from its raw rows by one
// query, `threadEvents`/`chatEvents`; a write takes the share out before it changes the rows and puts the new share
// back after (`keepingThreadStats`/`keepingChatStats`), so a group or tag change moves the counts to the new key. The
// recount (`recountSpace`) adds up the same query over the whole space: the property test finds both equal.
import { sql, type SQL } from 'drizzle-orm';
import { STATS_REPLY_TIME_BINS as REPLY_TIME_BINS } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { withoutKeys } from '../db/bulk.ts';
import { ZERO_COUNT, ZERO_MEASURES } from '../db/tables/zeroRows.ts';
import { adding, addCoarse } from './cubes.ts';
import { rowsOf } from '../db/rows.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Tx | Db;

/** Bucket width in seconds (15 minutes: every zone offset is a whole number of quarters of an hour). */
export const BUCKET_S = 900;

/** The reply-time bin of a number of seconds (the contract's bins: bin i starts at 2^(i/2) s); the SQL's `binOf` is the same. */
export const replyTimeBin = (seconds: number): number =>
  Math.min(REPLY_TIME_BINS - 1, Math.floor(2 * Math.log2(Math.max(1, seconds)) + 1e-9));

const bucketOf = (at: SQL) =>
  sql`(floor(extract(epoch from ${at}) / ${sql.raw(String(BUCKET_S))}) * ${sql.raw(String(BUCKET_S))})::integer`;
const binOf = (seconds: SQL) =>
  sql`least(${sql.raw(String(REPLY_TIME_BINS - 1))}, floor(2 * log(2, greatest(1, ${seconds})::numeric) + 0.000000001))::smallint`;

/**
 * One row per counted event of the comment threads whose root meets `roots` (a condition on the alias "r"): the
 * key of where it counts and its measures; `reply_s` only on a first reply. The units are the thread's comments from
 * the network (a reply of ours is counted on the comment it answers, through its 'reply' history line); each
 * counts under its thread root's group (items/access.ts: the limit looks at the root) and its own tags.
 * `record_id`: the comment the event is counted on (the lists' drill-down, stats/drill.ts, selects by it).
 */
export function threadEvents(roots: SQL): SQL {
  return sql`
    with unit as (
      select u.id, u.space_id, u.object_id, u.company_id, u.provider, u.created_at,
        coalesce(r.usergroup_id, 0) as usergroup_id,
        -- The post the thread is under (docs/stats.md "posts"): the comment's own, else its root's.
        coalesce(u.post_id, r.post_id, 0) as post_id, u.sentiment,
        array(select t.tag_id from item_tags t where t.item_id = u.id order by t.tag_id)::integer[] as tag_ids
      from items r
      join items u on (u.id = r.id or u.parent_id = r.id) and not u.from_us
      where r.parent_id is null and (${roots})
    ),
    reply as (
      select h.item_id, h.at, h.version, coalesce(h.user_id, 0) as operator_id,
        row_number() over (partition by h.item_id order by h.version, h.id) = 1 as first
      from item_history h join unit on unit.id = h.item_id
      where h.field = 'reply'
    ),
    first_reply as (select item_id, min(version) as version from reply group by item_id),
    ev as (
      select unit.*, unit.created_at as at, 0 as operator_id,
        1 as received, 0 as replies, 0 as replied, 0 as closed_with_reply, 0 as closed_without_reply,
        null::numeric as reply_s
      from unit
      union all
      select unit.*, reply.at, reply.operator_id, 0, 1, case when reply.first then 1 else 0 end, 0, 0,
        case when reply.first then greatest(0, extract(epoch from reply.at - unit.created_at)) end
      from unit join reply on reply.item_id = unit.id
      union all
      select unit.*, h.at, coalesce(h.user_id, 0), 0, 0, 0,
        case when answered then 1 else 0 end, case when answered then 0 else 1 end, null
      from unit
      join item_history h on h.item_id = unit.id and h.field = 'status' and h.to_value = 'closed'
      left join first_reply f on f.item_id = unit.id
      cross join lateral (select coalesce(f.version <= h.version, false) as answered) a
    )
    select space_id, ${bucketOf(sql`at`)} as bucket, 'comments' as channel, object_id, company_id, provider,
      usergroup_id, 0 as assignee_user_id, operator_id, tag_ids, post_id, sentiment,
      received, replies, replied, closed_with_reply, closed_without_reply, reply_s, id as record_id
    from ev`;
}

/**
 * The same for the chats meeting `chats` (a condition on the alias "c"): incoming messages received; our messages
 * replies; an answered wait (our message after the person's unanswered ones) replied, timed from the first of them;
 * a status line to 'closed' a close, with a reply if we wrote since the chat's previous close. `record_id`: the chat.
 * A message's events depend only on the messages before it, so `after` (a message id) gives the events of the
 * messages added since (keepingChatStats). Those read back only to our last message up to `after`: the wait an added
 * message of ours answers starts after it, and an added close is answered if we wrote since the close before it, which
 * is so whenever that close came before our last message (the lines read then start at that message: `floor`).
 */
export function chatEvents(chats: SQL, after = 0): SQL {
  return sql`
    with unit as (
      select c.id, c.space_id, c.object_id, c.company_id, c.provider,
        case when c.assignee_type = 'usergroup' then c.assignee_id else 0 end as usergroup_id,
        case when c.assignee_type = 'user' then c.assignee_id else 0 end as assignee_user_id,
        ${
          after === 0
            ? sql`0`
            : sql`coalesce((select max(o.id) from chat_messages o
                where o.chat_id = c.id and o.id <= ${after} and o.kind = 'message' and o.direction = 'out'), 0)`
        } as floor
      from chats c where (${chats})
    ),
    line as (
      select m.id, m.chat_id, m.created_at, m.direction, m.operator_id,
        m.kind = 'message' as said,
        m.kind = 'activity' and m.activity->>'field' = 'status' and m.activity->>'to' = 'closed' as closing
      from chat_messages m join unit on unit.id = m.chat_id and m.id >= unit.floor
    ),
    marked as (
      select line.*,
        max(case when said and direction = 'out' then id end)
          over (partition by chat_id order by id rows between unbounded preceding and 1 preceding) as last_out,
        max(case when closing then id end)
          over (partition by chat_id order by id rows between unbounded preceding and 1 preceding) as last_close
      from line
    ),
    fresh as (select * from marked where id > ${after}),
    -- A wait: the person's messages after our last one (after_out: its id, 0 before any), timed from the first.
    wait as (
      select chat_id, coalesce(last_out, 0) as after_out, min(created_at) as first_in
      from marked where said and direction = 'in' group by 1, 2
    ),
    ev as (
      select m.chat_id, m.created_at as at, 0 as operator_id, 1 as received, 0 as replies, 0 as replied,
        0 as closed_with_reply, 0 as closed_without_reply, null::numeric as reply_s
      from fresh m where m.said and m.direction = 'in'
      union all
      -- (greatest() skips nulls: only an answered wait has a reply time.)
      select m.chat_id, m.created_at, coalesce(m.operator_id, 0), 0, 1, case when w.first_in is null then 0 else 1 end, 0, 0,
        case when w.first_in is not null then greatest(0, extract(epoch from m.created_at - w.first_in)) end
      from fresh m
      left join wait w on w.chat_id = m.chat_id and w.after_out = coalesce(m.last_out, 0)
      where m.said and m.direction = 'out'
      union all
      select m.chat_id, m.created_at, coalesce(m.operator_id, 0), 0, 0, 0,
        case when answered then 1 else 0 end, case when answered then 0 else 1 end, null
      from fresh m
      cross join lateral (select coalesce(m.last_out, 0) > coalesce(m.last_close, 0) as answered) a
      where m.closing
    )
    select unit.space_id, ${bucketOf(sql`ev.at`)} as bucket, 'chats' as channel, unit.object_id, unit.company_id,
      unit.provider, unit.usergroup_id, unit.assignee_user_id, ev.operator_id, '{}'::integer[] as tag_ids,
      0 as post_id, 'none' as sentiment, ev.received, ev.replies, ev.replied, ev.closed_with_reply, ev.closed_without_reply, ev.reply_s,
      ev.chat_id as record_id
    from ev join unit on unit.id = ev.chat_id`;
}

const MEASURES = ['received', 'replies', 'replied', 'closed_with_reply', 'closed_without_reply'] as const;

const KEY = sql.raw(
  'space_id, bucket, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment',
);

/**
 * The chats' event lines and spans (docs/stats.md "Drill-down", db/tables/stats.ts) written from the events `ev` of
 * chatEvents: a line per chat, event, operator and bucket, and each chat's first and last bucket per event and operator,
 * and per event (-1: any operator), widened where the chat has a span already (the events of messages added since).
 */
const chatLines = (fill: boolean) =>
  sql.raw(`,
  li as (select distinct ev.record_id as chat_id, e.event, ev.operator_id, ev.bucket
    from ev cross join lateral (values ${MEASURES.map((m) => `('${m}', ev.${m})`).join(', ')}) e(event, n)
    where e.n > 0),
  l as (insert into stats_chat_lines (chat_id, event, operator_id, bucket)
    select chat_id, event, operator_id, bucket from li ${fill ? '' : 'on conflict do nothing'}),
  s as (insert into stats_chat_spans (chat_id, event, operator_id, first_bucket, last_bucket)
    select chat_id, event, coalesce(operator_id, -1), min(bucket), max(bucket) from li
    group by grouping sets ((chat_id, event, operator_id), (chat_id, event))
    ${adding(
      fill,
      'stats_chat_spans_key',
      `first_bucket = least(stats_chat_spans.first_bucket, excluded.first_bucket),
      last_bucket = greatest(stats_chat_spans.last_bucket, excluded.last_bucket)`,
    )})`);

/**
 * Adds `sign` times the events' counts into the rollups and their coarser sums (stats/cubes.ts), in one statement
 * that derives the events once; rows left at zero are then removed (a recount has none), one statement per table,
 * each reading only its table's rows at zero (db/tables/zeroRows.ts).
 * `lines`: the events are chats' put back, and their lines are written too (chatLines). `fill`: nothing else writes and
 * the space's rows are gone (recountSpace with `bulk`): the rows go in as they are, into tables without keys or indexes
 * (db/bulk.ts), which are built once after.
 */
async function addEvents(
  db: Runner,
  events: SQL,
  sign: 1 | -1,
  { lines = false, fill = false }: { lines?: boolean; fill?: boolean } = {},
) {
  const sums = sql.raw(MEASURES.map((m) => `sum(${m})::integer * ${sign} as ${m}`).join(', '));
  const adds = MEASURES.map((m) => `${m} = stats_rollups.${m} + excluded.${m}`).join(', ');
  await db.execute(sql`
    with ev as (${events}),
    d as (select ${KEY}, ${sums} from ev group by ${KEY}),
    dt as (select ${KEY}, ${binOf(sql`reply_s`)} as bin, count(*)::integer * ${sql.raw(String(sign))} as count
      from ev where reply_s is not null group by ${KEY}, 13),
    f as (insert into stats_rollups (${KEY}, ${sql.raw(MEASURES.join(', '))}) select * from d
      ${sql.raw(adding(fill, 'stats_rollups_key', adds))}),
    ft as (insert into stats_reply_times (${KEY}, bin, count) select * from dt
      ${sql.raw(adding(fill, 'stats_reply_times_key', 'count = stats_reply_times.count + excluded.count'))}),
    c as (${addCoarse('d', 'sums', fill)})${lines ? chatLines(fill) : sql``}
    ${addCoarse('dt', 'times', fill)}`);
  // Only a share taken out can leave a row at zero.
  if (sign === 1) return;
  await db.execute(sql`delete from stats_rollups where ${ZERO_MEASURES}`);
  await db.execute(sql`delete from stats_reply_times where ${ZERO_COUNT}`);
  await db.execute(sql`delete from stats_sums where ${ZERO_MEASURES}`);
  await db.execute(sql`delete from stats_sum_times where ${ZERO_COUNT}`);
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

const threadsOf = (rootIds: readonly number[]) => threadEvents(sql`r.id in (${idList([...new Set(rootIds)])})`);
const chatsOf = (chatIds: readonly number[]) => chatEvents(sql`c.id in (${idList([...new Set(chatIds)])})`);

/** Comment threads' shares taken out of the rollups, before a write changes their rows. `rootIds`: `parentId ?? id`. */
export const threadStatsOut = (tx: Runner, rootIds: readonly number[]) =>
  rootIds.length === 0 ? Promise.resolve() : addEvents(tx, threadsOf(rootIds), -1);
/** Their shares put back as the rows now say (or a new thread's added), in the same transaction. */
export const threadStatsIn = (tx: Runner, rootIds: readonly number[]) =>
  rootIds.length === 0 ? Promise.resolve() : addEvents(tx, threadsOf(rootIds), 1);
/** The same for chats (a message in or out, a status or assignee change). */
const chatStatsOut = (tx: Runner, chatIds: readonly number[]) =>
  chatIds.length === 0 ? Promise.resolve() : addEvents(tx, chatsOf(chatIds), -1);
/** Also the chats' event lines, rewritten whole (a new chat has none before). */
async function chatStatsIn(tx: Runner, chatIds: readonly number[]): Promise<void> {
  if (chatIds.length === 0) return;
  await deleteChatLines(tx, sql`in (${idList([...new Set(chatIds)])})`);
  await addEvents(tx, chatsOf(chatIds), 1, { lines: true });
}

/** The event lines and spans of the chats whose id is `ids` (an `in (…)` condition). */
async function deleteChatLines(tx: Runner, ids: SQL): Promise<void> {
  await tx.execute(sql`delete from stats_chat_lines where chat_id ${ids}`);
  await tx.execute(sql`delete from stats_chat_spans where chat_id ${ids}`);
}

/**
 * Runs a write that changes comment threads (a reply, a status, tag or group change) with their rollups kept: the
 * threads' shares out before, back after, in the caller's transaction.
 */
export async function keepingThreadStats<T>(tx: Runner, rootIds: readonly number[], write: () => Promise<T>): Promise<T> {
  await threadStatsOut(tx, rootIds);
  const result = await write();
  await threadStatsIn(tx, rootIds);
  return result;
}

/** The chat row's fields its events count under (chatEvents' unit): a write setting one moves the chat's whole share. */
const CHAT_KEY_FIELDS = ['objectId', 'companyId', 'provider', 'assigneeType', 'assigneeId'] as const;

/**
 * Runs a write to one chat (messages added, its row changed by `set`) with its rollups kept. Messages are only ever
 * added (their later changes, delivery and reactions, count nowhere) and a message's events depend only on those before
 * it, so unless `set` changes what the chat counts under, only the added messages' events are added: a write to a
 * chat of thousands of messages costs what one to a new chat does. The chat's row is locked first, so two writes to
 * it count one after the other.
 */
export async function keepingChatStats<T>(tx: Runner, chatId: number, set: object, write: () => Promise<T>): Promise<T> {
  if (CHAT_KEY_FIELDS.some((field) => field in set)) return movingChatStats(tx, [chatId], write);
  await tx.execute(sql`select id from chats where id = ${chatId} for update`);
  // Read once the lock is held (a statement of its own sees what a write before it committed meanwhile).
  const [last] = rowsOf<{ id: number }>(
    await tx.execute(sql`select coalesce(max(id), 0) as id from chat_messages where chat_id = ${chatId}`),
  );
  const result = await write();
  await addEvents(tx, chatEvents(sql`c.id = ${chatId}`, Number(last?.id ?? 0)), 1, { lines: true });
  return result;
}

/** A write that changes what the chats count under (a new assignee, their group gone, their member removed): their whole shares move. */
export async function movingChatStats<T>(tx: Runner, chatIds: readonly number[], write: () => Promise<T>): Promise<T> {
  await chatStatsOut(tx, chatIds);
  const result = await write();
  await chatStatsIn(tx, chatIds);
  return result;
}

/** The threads whose comments carry one of the tags (a tag's deletion or merge moves their figures). */
async function rootsTagged(tx: Runner, tagIds: readonly number[]): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`select distinct coalesce(i.parent_id, i.id) as id from item_tags t join items i on i.id = t.item_id
      where t.tag_id in (${idList(tagIds)})`),
  );
  return rows.map((row) => Number(row.id));
}

/** A write that changes which comments carry the tags (deleting or merging a tag), with their figures kept. */
export async function keepingTagStats<T>(tx: Runner, tagIds: readonly number[], write: () => Promise<T>): Promise<T> {
  return keepingThreadStats(tx, await rootsTagged(tx, tagIds), write);
}

/** A write that takes a user group away (its comments and chats then belong to no group), with their figures kept. */
export async function keepingGroupStats<T>(tx: Runner, usergroupId: number, write: () => Promise<T>): Promise<T> {
  const roots = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from items where usergroup_id = ${usergroupId} and parent_id is null`),
  ).map((row) => Number(row.id));
  const chatIds = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from chats where assignee_type = 'usergroup' and assignee_id = ${usergroupId}`),
  ).map((row) => Number(row.id));
  return movingChatStats(tx, chatIds, () => keepingThreadStats(tx, roots, write));
}

/** The tables the recount writes. */
const RECOUNTED = ['stats_rollups', 'stats_reply_times', 'stats_sums', 'stats_sum_times', 'stats_chat_lines', 'stats_chat_spans'];

/**
 * The recount: a space's rollups rebuilt from the raw tables (the job `stats.recount`, after the seed, after bulk
 * changes no write keeps: a deleted tag or group, a removed account). `bulk`: nothing else writes meanwhile (the
 * year of history's generation): the tables' keys and indexes are dropped while the rows go in and built once after,
 * about four times quicker than growing them row by row (docs/stats.md "Demo history and the benchmark").
 */
export async function recountSpace(db: Db, spaceId: number, { bulk = false }: { bulk?: boolean } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from stats_rollups where space_id = ${spaceId}`);
    await tx.execute(sql`delete from stats_reply_times where space_id = ${spaceId}`);
    await tx.execute(sql`delete from stats_sums where space_id = ${spaceId}`);
    await tx.execute(sql`delete from stats_sum_times where space_id = ${spaceId}`);
    await deleteChatLines(tx, sql`in (select id from chats where space_id = ${spaceId})`);
    const fill = async () => {
      await addEvents(tx, threadEvents(sql`r.space_id = ${spaceId}`), 1, { fill: bulk });
      await addEvents(tx, chatEvents(sql`c.space_id = ${spaceId}`), 1, { lines: true, fill: bulk });
    };
    await (bulk ? withoutKeys(tx, RECOUNTED, fill) : fill());
  });
}

/** Every space's rollups recounted (after the seed). */
export async function recountAll(db: Db): Promise<void> {
  const spaces = rowsOf<{ id: number }>(await db.execute(sql`select id from spaces order by id`));
  for (const space of spaces) await recountSpace(db, Number(space.id));
}
