// The items search (items/list.ts): GET v1/items?q= answers the items whose text or author's name contains
// the term, case-insensitively and with % _ \ literal, whichever way the authors are matched (by their ids up to
// SEARCH_AUTHORS_MAX, on the joined row beyond) and whether the planner reads the trigram indexes of migration 0016.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COMMENT_STATUSES, ItemsPage } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { itemAuthors, items, spaces } from '../src/db/schema.ts';
import { likePattern, SEARCH_AUTHORS_MAX } from '../src/items/list.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { bearer, sessionFor } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
let token = '';
let spaceId = 0;
const STATUSES = COMMENT_STATUSES.map((s) => `status[]=${s}`).join('&');

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db });
  token = (await sessionFor(database.db, DEMO_EMAILS.reader)).access_token;
  const [space] = await database.db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  spaceId = space!.id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Every page of the search, as ids. */
async function searched(term: string): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await app.inject({
      method: 'GET',
      url: `/v1/items?${STATUSES}&limit=100&q=${encodeURIComponent(term)}${after}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = ItemsPage.parse(response.json());
    ids.push(...page.items.map((i) => i.id));
    cursor = page.next_cursor;
  } while (cursor);
  return ids;
}

/** The reader's top-level items whose text or author's name contains the term, newest first: the plain definition. */
async function expected(term: string): Promise<number[]> {
  const rows = await database.db
    .select({ id: items.id })
    .from(items)
    .innerJoin(itemAuthors, eq(itemAuthors.id, items.authorId))
    .where(
      and(
        eq(items.spaceId, spaceId),
        isNull(items.parentId),
        eq(items.excluded, false),
        inArray(items.status, [...COMMENT_STATUSES]),
        or(ilike(items.text, likePattern(term)), ilike(itemAuthors.name, likePattern(term))),
      ),
    )
    .orderBy(sql`${items.createdAt} desc, ${items.id} desc`);
  return rows.map((row) => row.id);
}

const authorsMatching = async (term: string) =>
  database.db.$count(itemAuthors, and(eq(itemAuthors.spaceId, spaceId), ilike(itemAuthors.name, likePattern(term))));

describe('GET v1/items?q=', () => {
  it('answers the items whose text or author name contains the term, with the planner free or held to the indexes', async () => {
    const [named] = await database.db
      .select({ name: itemAuthors.name })
      .from(itemAuthors)
      .innerJoin(items, eq(items.authorId, itemAuthors.id))
      .where(and(eq(itemAuthors.spaceId, spaceId), sql`${itemAuthors.name} ~ '[А-Яа-я]{4}'`))
      .limit(1);
    const [texted] = await database.db
      .select({ text: items.text })
      .from(items)
      .where(and(eq(items.spaceId, spaceId), isNull(items.parentId), sql`length(${items.text}) > 12`))
      .limit(1);
    const cyrillicName = /[А-Яа-я]{4,}/.exec(named!.name)![0];
    const terms = [
      cyrillicName.toUpperCase(),
      cyrillicName.toLowerCase(),
      texted!.text.slice(2, 12).toUpperCase(),
      '<script>',
      'a',
      'ё',
      '%',
      '_',
      '\\',
      'no such words anywhere',
    ];
    for (const forced of [false, true]) {
      // Held to bitmap scans, `text ilike` reads items_text_trgm (the demo's few rows would not need it otherwise).
      if (forced) {
        await database.db.execute(sql`set enable_seqscan = off`);
        await database.db.execute(sql`set enable_indexscan = off`);
        const plan = await database.db.execute(sql`explain select id from items where text ilike ${likePattern('<script>')}`);
        expect(JSON.stringify(plan)).toContain('items_text_trgm');
      }
      for (const term of terms) {
        const want = await expected(term);
        expect(await searched(term), `${term} (indexes forced: ${forced})`).toEqual(want);
      }
    }
    await database.db.execute(sql`reset enable_seqscan`);
    await database.db.execute(sql`reset enable_indexscan`);
    expect((await expected(cyrillicName.toUpperCase())).length).toBeGreaterThan(0);
    expect((await expected('<script>')).length).toBeGreaterThan(0);
  });

  it('matches author names on the joined row when more than SEARCH_AUTHORS_MAX authors have the term', async () => {
    const [author] = await database.db
      .select({ id: itemAuthors.id, provider: itemAuthors.provider })
      .from(itemAuthors)
      .innerJoin(items, eq(items.authorId, itemAuthors.id))
      .where(and(eq(itemAuthors.spaceId, spaceId), isNull(items.parentId)))
      .limit(1);
    await database.db.update(itemAuthors).set({ name: 'Probe Searchname Real' }).where(eq(itemAuthors.id, author!.id));
    await database.db.insert(itemAuthors).values(
      Array.from({ length: SEARCH_AUTHORS_MAX + 1 }, (_, i) => ({
        spaceId,
        provider: author!.provider,
        providerId: `search-probe-${i}`,
        name: `Probe Searchname ${i}`,
      })),
    );
    expect(await authorsMatching('searchname')).toBeGreaterThan(SEARCH_AUTHORS_MAX);
    expect(await authorsMatching('SEARCHNAME REAL')).toBe(1);
    const ofAuthor = await expected('searchname');
    expect(ofAuthor.length).toBeGreaterThan(0);
    expect(await searched('searchname')).toEqual(ofAuthor);
    expect(await searched('SEARCHNAME REAL')).toEqual(ofAuthor);
  });
});
