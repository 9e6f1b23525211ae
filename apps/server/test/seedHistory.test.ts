// The year-of-history generator (docs/stats.md "Demo history and the benchmark") on a tiny scale: the recount of its
// rows gives every measure of both channels, status time and issues; the same inputs give the same rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { DEMO_SPACE_NAME } from '../src/seed.ts';
import { generateHistory, recountHistory, type HistoryOptions } from '../src/seed/history/index.ts';
import { openTestDatabase, snapshotSeededAt } from './snapshot.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
let first: Database;
let second: Database;
let options: HistoryOptions;

// Everything the generator wrote, in a stable order (ids included: they are reserved in order too).
const dump = async (database: Database) => {
  const query = async (text: string) => rowsOf<unknown>(await database.db.execute(sql.raw(text)));
  return {
    items: await query(`select * from items order by id`),
    history: await query(`select * from item_history order by id`),
    tags: await query(`select * from item_tags order by item_id, tag_id`),
    chats: await query(`select * from chats order by id`),
    messages: await query(`select * from chat_messages order by id`),
    statuses: await query(`select * from status_changes order by id`),
    issues: await query(`select * from issues order by id`),
    slots: await query(`select * from working_hours order by id`),
  };
};

beforeAll(async () => {
  [first, second] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  const [space] = rowsOf<{ id: number }>(await first.db.execute(sql`select id from spaces where name = ${DEMO_SPACE_NAME}`));
  options = { spaceId: Number(space!.id), now: snapshotSeededAt(), days: 8, commentsPerDay: 25, chatsPerDay: 8, issuesPerDay: 2 };
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

describe('demo history', () => {
  it('recounts into non-zero figures of every kind', async () => {
    const rows = await generateHistory(first.db, options);
    expect(rows.comments).toBeGreaterThan(100);
    expect(rows.messages).toBeGreaterThan(20);
    await recountHistory(first.db, options.spaceId);
    const sums = rowsOf<Record<string, number | string>>(
      await first.db.execute(sql`select channel, sum(received)::integer as received, sum(replies)::integer as replies,
        sum(replied)::integer as replied, sum(closed_with_reply)::integer as closed_with_reply,
        sum(closed_without_reply)::integer as closed_without_reply
        from stats_rollups where space_id = ${options.spaceId} group by channel order by channel`),
    );
    for (const channel of ['chats', 'comments']) {
      const row = sums.find((one) => one.channel === channel)!;
      for (const measure of ['received', 'replies', 'replied', 'closed_with_reply', 'closed_without_reply'])
        expect(Number(row[measure]), `${channel} ${measure}`).toBeGreaterThan(0);
    }
    const [other] = rowsOf<{ status_s: number; issues: number; closed: number }>(
      await first.db.execute(sql`select
        (select coalesce(sum(seconds), 0)::integer from stats_status_time where space_id = ${options.spaceId}) as status_s,
        (select count(*)::integer from issues where space_id = ${options.spaceId}) as issues,
        (select count(*)::integer from issue_history where field = 'status' and to_value = 'closed') as closed`),
    );
    expect(other!.status_s).toBeGreaterThan(0);
    expect(other!.issues).toBeGreaterThan(5);
    expect(other!.closed).toBeGreaterThan(0);
    // Nothing after the period's end.
    const [late] = rowsOf<{ n: number }>(
      await first.db.execute(
        sql`select count(*)::integer as n from items where created_at > to_timestamp(${options.now / 1000})`,
      ),
    );
    expect(late!.n).toBe(0);
  });

  it('gives the same rows for the same inputs', async () => {
    await generateHistory(second.db, options);
    expect(await dump(second)).toEqual(await dump(first));
  });
});
