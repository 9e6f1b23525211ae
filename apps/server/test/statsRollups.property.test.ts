// docs/stats.md "Recount": after a random sequence of events made by the server's own write paths
// (new comments and chat messages from the sandbox networks, replies and messages by different operators, closes,
// tag and group changes, chat assignments, the clock moving across days), the rollups kept by the writes equal a
// recount from the raw tables (stats/rollups.ts, docs/stats.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { SENTIMENTS, type COMMENT_STATUSES } from '@console/api/contract';
import type { Database } from '../src/db/database.ts';
import { chats, companies, items, objects, spaces, tags, usergroups, users } from '../src/db/schema.ts';
import { MEMBERSHIPS_OF_USER, type AuthUser } from '../src/members/memberAccess.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { createSandboxSource } from '../src/items/sandboxSource.ts';
import { createChatSource } from '../src/chats/sandboxSource.ts';
import { replyToItem } from '../src/items/replies.ts';
import { updateItem } from '../src/items/writes.ts';
import { sendMessage } from '../src/chats/thread.ts';
import { updateChat } from '../src/chats/writes.ts';
import { ApiFailure } from '../src/http/errors.ts';
import type { Publisher } from '../src/realtime/publisher.ts';
import { recountSpace } from '../src/stats/rollups.ts';
import { openTestDatabase } from './snapshot.ts';

const SILENT: Publisher = { toUser() {}, toSpace() {}, closeUser() {}, restartUser() {} };

let database: Database;
let spaceId = 0;
const clock = { now: 0 };
let operators: AuthUser[] = [];
let commentObjects: number[] = [];
let chatObjects: number[] = [];
let tagIds: number[] = [];
let groupIds: number[] = [];

const userByEmail = async (email: string): Promise<AuthUser> => {
  const [row] = await database.db
    .select({ user: users, memberships: MEMBERSHIPS_OF_USER })
    .from(users)
    .where(eq(users.email, email));
  return { ...row!.user, memberships: row!.memberships };
};

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const [space] = await db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  spaceId = space!.id;
  // Within the demo space's paid period (writes need it), an hour before its end less the days the test moves.
  clock.now = Math.min(Date.now(), space!.expiresAt.getTime() - 40 * 86_400_000);
  operators = await Promise.all([DEMO_EMAILS.operator, DEMO_EMAILS.admin, DEMO_EMAILS.moderator].map(userByEmail));
  const accounts = await db
    .select({ id: objects.id })
    .from(objects)
    .innerJoin(companies, eq(companies.id, objects.companyId))
    .where(eq(companies.spaceId, spaceId))
    .orderBy(asc(objects.id));
  commentObjects = accounts.map((a) => a.id);
  chatObjects = accounts.map((a) => a.id);
  tagIds = (await db.select({ id: tags.id }).from(tags).where(eq(tags.spaceId, spaceId)).orderBy(asc(tags.id)))
    .map((t) => t.id)
    .slice(0, 4);
  groupIds = (await db.select({ id: usergroups.id }).from(usergroups).where(eq(usergroups.spaceId, spaceId))).map((g) => g.id);
});
afterAll(async () => {
  await database.close();
});

type Event =
  | { kind: 'comment'; account: number }
  | { kind: 'reply'; pick: number; op: number; close: boolean }
  | { kind: 'status'; pick: number; op: number; status: (typeof COMMENT_STATUSES)[number] }
  | { kind: 'tags'; pick: number; tags: boolean[] }
  | { kind: 'group'; pick: number; group: number }
  | { kind: 'sentiment'; pick: number; sentiment: (typeof SENTIMENTS)[number] }
  | { kind: 'chatIn'; account: number; author: number }
  | { kind: 'chatOut'; pick: number; op: number }
  | { kind: 'chatStatus'; pick: number; op: number; closed: boolean }
  | { kind: 'chatAssign'; pick: number; group: number }
  | { kind: 'clock'; minutes: number };

const index = fc.nat({ max: 1000 });
const event: fc.Arbitrary<Event> = fc.oneof(
  fc.record({ kind: fc.constant('comment' as const), account: index }),
  fc.record({ kind: fc.constant('reply' as const), pick: index, op: fc.nat({ max: 1 }), close: fc.boolean() }),
  fc.record({
    kind: fc.constant('status' as const),
    pick: index,
    op: fc.nat({ max: 2 }),
    status: fc.constantFrom('closed', 'open', 'inprogress', 'closed' as const),
  }),
  fc.record({ kind: fc.constant('tags' as const), pick: index, tags: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }) }),
  fc.record({ kind: fc.constant('group' as const), pick: index, group: fc.nat({ max: 2 }) }),
  // The emotions' and posts' dimension (docs/stats.md): a comment's sentiment moves its counts to another key.
  fc.record({ kind: fc.constant('sentiment' as const), pick: index, sentiment: fc.constantFrom(...SENTIMENTS) }),
  fc.record({ kind: fc.constant('chatIn' as const), account: index, author: fc.nat({ max: 3 }) }),
  fc.record({ kind: fc.constant('chatOut' as const), pick: index, op: fc.nat({ max: 1 }) }),
  fc.record({ kind: fc.constant('chatStatus' as const), pick: index, op: fc.nat({ max: 1 }), closed: fc.boolean() }),
  fc.record({ kind: fc.constant('chatAssign' as const), pick: index, group: fc.nat({ max: 2 }) }),
  // Minutes to hours to days: buckets, days and (in the endpoint's zones) midnights are crossed.
  fc.record({
    kind: fc.constant('clock' as const),
    minutes: fc.oneof(fc.integer({ min: 1, max: 59 }), fc.integer({ min: 60, max: 2 * 1440 })),
  }),
);

async function pickItem(pick: number) {
  const rows = await database.db
    .select()
    .from(items)
    .where(and(eq(items.spaceId, spaceId), isNull(items.parentId), eq(items.fromUs, false)))
    .orderBy(sql`${items.id} desc`)
    .limit(30);
  return rows[pick % rows.length]!;
}

async function pickChat(pick: number) {
  const rows = await database.db
    .select()
    .from(chats)
    .where(eq(chats.spaceId, spaceId))
    .orderBy(sql`${chats.id} desc`)
    .limit(20);
  return rows[pick % rows.length]!;
}

async function run(one: Event): Promise<void> {
  const deps = { db: database.db, publisher: SILENT, now: () => clock.now };
  const groupOf = (n: number) => (n === 0 ? null : (groupIds[(n - 1) % groupIds.length] ?? null));
  switch (one.kind) {
    case 'clock':
      clock.now += one.minutes * 60_000;
      return;
    case 'comment': {
      const source = createSandboxSource({ db: database.db, publisher: SILENT, now: () => clock.now, itemsPerMinute: 0 });
      await source.comment(commentObjects[one.account % commentObjects.length]!, 'Property comment');
      return;
    }
    case 'chatIn': {
      const source = createChatSource({ db: database.db, publisher: SILENT, now: () => clock.now, chatsPerMinute: 0 });
      await source.message(chatObjects[one.account % chatObjects.length]!, 'Property message', `property-${one.author}`);
      return;
    }
    case 'reply': {
      const item = await pickItem(one.pick);
      await replyToItem(deps, operators[one.op]!, item.id, { text: 'Thank you', close: one.close });
      return;
    }
    case 'status': {
      const item = await pickItem(one.pick);
      await updateItem(deps, operators[one.op]!, item.id, { version: item.version, status: one.status }, 'en');
      return;
    }
    case 'tags': {
      const item = await pickItem(one.pick);
      const chosen = tagIds.filter((_, i) => one.tags[i]);
      await updateItem(deps, operators[1]!, item.id, { version: item.version, tags: chosen }, 'en');
      return;
    }
    case 'group': {
      const item = await pickItem(one.pick);
      await updateItem(deps, operators[1]!, item.id, { version: item.version, usergroup_id: groupOf(one.group) }, 'en');
      return;
    }
    case 'sentiment': {
      const item = await pickItem(one.pick);
      await updateItem(deps, operators[1]!, item.id, { version: item.version, sentiment: one.sentiment }, 'en');
      return;
    }
    case 'chatOut': {
      const chat = await pickChat(one.pick);
      await sendMessage(deps, operators[one.op]!, chat.id, { text: 'On it' });
      return;
    }
    case 'chatStatus': {
      const chat = await pickChat(one.pick);
      await updateChat(
        deps,
        operators[one.op]!,
        chat.id,
        { version: chat.version, status: one.closed ? 'closed' : 'inprogress' },
        'en',
      );
      return;
    }
    case 'chatAssign': {
      const chat = await pickChat(one.pick);
      const group = groupOf(one.group);
      await updateChat(
        deps,
        operators[1]!,
        chat.id,
        {
          version: chat.version,
          assignee: group === null ? { type: 'user', id: operators[0]!.id } : { type: 'usergroup', id: group },
        },
        'en',
      );
      return;
    }
  }
}

/** A raw query's rows (db.execute's answer differs between the embedded and the server driver). */
const rowsOf = (result: unknown): unknown[] => (result as { rows: unknown[] }).rows;

/**
 * The space's rollups, every row, in key order (what the recount must reproduce exactly), and their coarser sums
 * (stats/cubes.ts: every cube at every grain), which the writes keep in the same statement.
 */
async function rollupsOf(): Promise<{
  rollups: unknown[];
  times: unknown[];
  sums: unknown[];
  sumTimes: unknown[];
  chatLines: unknown[];
  chatSpans: unknown[];
}> {
  const db = database.db;
  const rollups = await db.execute(
    sql`select * from stats_rollups where space_id = ${spaceId} order by bucket, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment`,
  );
  const times = await db.execute(
    sql`select * from stats_reply_times where space_id = ${spaceId} order by bucket, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment, bin`,
  );
  const coarseOrder = sql.raw(
    'cube, grain, bucket, channel, object_id, company_id, provider, usergroup_id, assignee_user_id, operator_id, tag_ids, post_id, sentiment',
  );
  const sums = await db.execute(sql`select * from stats_sums where space_id = ${spaceId} order by ${coarseOrder}`);
  const sumTimes = await db.execute(sql`select * from stats_sum_times where space_id = ${spaceId} order by ${coarseOrder}, bin`);
  // The chats' event lines and spans (stats/drill.ts drilledChats reads them), which the writes keep alongside.
  const ofSpace = sql`chat_id in (select id from chats where space_id = ${spaceId})`;
  const chatLines = await db.execute(
    sql`select * from stats_chat_lines where ${ofSpace} order by chat_id, event, operator_id, bucket`,
  );
  const chatSpans = await db.execute(sql`select * from stats_chat_spans where ${ofSpace} order by chat_id, event, operator_id`);
  return {
    rollups: rowsOf(rollups),
    times: rowsOf(times),
    sums: rowsOf(sums),
    sumTimes: rowsOf(sumTimes),
    chatLines: rowsOf(chatLines),
    chatSpans: rowsOf(chatSpans),
  };
}

/** Events that went through, per kind: most must, or the property says little. */
const done: Record<string, number> = {};
const refused: Record<string, number> = {};

describe('statistics rollups', () => {
  it('the seed leaves rollups that count something', async () => {
    const { rollups, sums, chatLines, chatSpans } = await rollupsOf();
    expect(rollups.length).toBeGreaterThan(0);
    expect(sums.length).toBeGreaterThan(0);
    expect(chatLines.length).toBeGreaterThan(0);
    expect(chatSpans.length).toBeGreaterThan(0);
  });

  it('equal a recount after any sequence of events', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 5, maxLength: 30 }), async (events) => {
        for (const one of events) {
          try {
            await run(one);
            done[one.kind] = (done[one.kind] ?? 0) + 1;
          } catch (error) {
            // A refused write (a deleted comment, a role without the permission) changes nothing: the sequence goes on.
            if (!(error instanceof ApiFailure)) throw error;
            refused[`${one.kind}:${error.key}`] = (refused[`${one.kind}:${error.key}`] ?? 0) + 1;
          }
        }
        const kept = await rollupsOf();
        await recountSpace(database.db, spaceId);
        const recounted = await rollupsOf();
        // The rows that differ, not the whole tables (thousands of rows from the seed).
        const lines = (rows: unknown[]) => new Set(rows.map((row) => JSON.stringify(row)));
        const apart = (a: unknown[], b: unknown[]) => {
          const other = lines(b);
          return [...lines(a)].filter((line) => !other.has(line));
        };
        expect({
          onlyKept: [
            ...apart(kept.rollups, recounted.rollups),
            ...apart(kept.times, recounted.times),
            ...apart(kept.sums, recounted.sums),
            ...apart(kept.sumTimes, recounted.sumTimes),
            ...apart(kept.chatLines, recounted.chatLines),
            ...apart(kept.chatSpans, recounted.chatSpans),
          ],
          onlyRecounted: [
            ...apart(recounted.rollups, kept.rollups),
            ...apart(recounted.times, kept.times),
            ...apart(recounted.sums, kept.sums),
            ...apart(recounted.sumTimes, kept.sumTimes),
            ...apart(recounted.chatLines, kept.chatLines),
            ...apart(recounted.chatSpans, kept.chatSpans),
          ],
        }).toEqual({ onlyKept: [], onlyRecounted: [] });
        expect(recounted.rollups.length).toBe(kept.rollups.length);
        expect(recounted.sums.length).toBe(kept.sums.length);
        expect(recounted.sumTimes.length).toBe(kept.sumTimes.length);
        expect(recounted.chatLines.length).toBe(kept.chatLines.length);
        expect(recounted.chatSpans.length).toBe(kept.chatSpans.length);
        // Every answered wait has exactly one reply time.
        const [sums] = rowsOf(
          await database.db.execute(
            sql`select (select coalesce(sum(replied), 0) from stats_rollups where space_id = ${spaceId})::integer as replied,
              (select coalesce(sum(count), 0) from stats_reply_times where space_id = ${spaceId})::integer as timed`,
          ),
        ) as Array<{ replied: number; timed: number }>;
        expect(Number(sums!.timed)).toBe(Number(sums!.replied));
      }),
      { numRuns: 20, seed: 26, endOnFailure: true },
    );
    for (const kind of [
      'comment',
      'reply',
      'status',
      'tags',
      'group',
      'sentiment',
      'chatIn',
      'chatOut',
      'chatStatus',
      'chatAssign',
    ])
      expect(done[kind] ?? 0, kind).toBeGreaterThan(0);
    console.log(JSON.stringify({ done, refused }));
  }, 240_000);

  it('a bulk recount (the history generation) makes the same rows and leaves the same keys and indexes', async () => {
    const schema = async () =>
      rowsOf(
        await database.db.execute(sql`select t.relname, pg_get_indexdef(i.indexrelid) as def from pg_index i
          join pg_class t on t.oid = i.indrelid where t.relname like 'stats_%'
          union all select t.relname, k.conname || ' ' || pg_get_constraintdef(k.oid) from pg_constraint k
          join pg_class t on t.oid = k.conrelid where t.relname like 'stats_%' and k.contype in ('p', 'u', 'f')
          order by 1, 2`),
      );
    const before = await schema();
    await recountSpace(database.db, spaceId);
    const recounted = await rollupsOf();
    await recountSpace(database.db, spaceId, { bulk: true });
    expect(await rollupsOf()).toEqual(recounted);
    expect(await schema()).toEqual(before);
    expect(before.length).toBeGreaterThan(20);
  });
});
