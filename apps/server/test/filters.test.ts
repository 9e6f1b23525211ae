// POST v1/me/filters, DELETE v1/me/filters/{id} and PUT v1/me/emoji (spec §3, §5, §7, §9) on the reference server.
import { RECENT_EMOJI_LIMIT } from '@console/spec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  ConfigResponse,
  ErrorBody,
  IDEMPOTENCY_KEY_HEADER,
  RecentEmojiResponse,
  SAVED_FILTERS_PER_USER_MAX,
  SavedFiltersResponse,
} from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { savedFilters, users } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { DEMO_RECENT_EMOJI } from '../src/seed/filters.ts';
import { bearer, sessionFor } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
const EN = { 'accept-language': 'en' };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const call = async (email: string, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...bearer((await sessionFor(database.db, email)).access_token), ...options.headers } });
const save = (email: string, payload: unknown, headers: Record<string, string> = {}) =>
  call(email, { method: 'POST', url: '/v1/me/filters', payload: payload as object, headers });
const remove = (email: string, id: number | string) => call(email, { method: 'DELETE', url: `/v1/me/filters/${id}` });
const putEmoji = (email: string, payload: unknown) =>
  call(email, { method: 'PUT', url: '/v1/me/emoji', payload: payload as object });
const configOf = async (email: string) => ConfigResponse.parse((await call(email, { method: 'GET', url: '/v1/config' })).json());
const userId = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

describe('POST v1/me/filters', () => {
  it('stores the filter with its name trimmed and answers the whole updated list, oldest first', async () => {
    const before = (await configOf(DEMO_EMAILS.operator)).filters;
    const response = await save(DEMO_EMAILS.operator, {
      name: '  Срочные  ',
      query: { priority: ['high'], q: 'возврат' },
      route: 'items',
    });
    expect(response.statusCode).toBe(200);
    const list = SavedFiltersResponse.parse(response.json());
    expect(list.slice(0, -1)).toEqual(before);
    expect(list.at(-1)).toEqual({
      id: list.at(-1)!.id,
      name: 'Срочные',
      query: { priority: ['high'], q: 'возврат' },
      route: 'items',
    });
    expect((await configOf(DEMO_EMAILS.operator)).filters).toEqual(list);
    const [row] = await database.db
      .select()
      .from(savedFilters)
      .where(eq(savedFilters.id, list.at(-1)!.id));
    expect(row?.route).toBe('items');
  });

  it('keeps no route for statistics (spec §3, §7)', async () => {
    const list = SavedFiltersResponse.parse(
      (await save(DEMO_EMAILS.analyst, { name: 'Месяц', query: { period: '30d' } })).json(),
    );
    const [row] = await database.db
      .select()
      .from(savedFilters)
      .where(eq(savedFilters.id, list.at(-1)!.id));
    expect(row?.route).toBeNull();
    expect(list.at(-1)).not.toHaveProperty('route');
  });

  it('refuses a blank name, an unknown route and a malformed query with a 400 naming the field, in the request language', async () => {
    const cases: [unknown, string][] = [
      [{ name: '  ', query: { a: 'b' } }, 'name'],
      [{ name: 'x'.repeat(101), query: { a: 'b' } }, 'name'],
      [{ name: 'x', query: { a: 'b' }, route: 'stats' }, 'route'],
      [{ name: 'x', query: {} }, 'query'],
      [{ name: 'x', query: { 'Bad Key': 'b' } }, 'query'],
      [{ name: 'x', query: { a: ['b', 7] } }, 'query'],
    ];
    for (const [payload, field] of cases) {
      const response = await save(DEMO_EMAILS.reader, payload, EN);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(ErrorBody.parse(response.json()).error).toMatch(new RegExp(`^Invalid request: .*${field}`));
    }
    const ru = await save(DEMO_EMAILS.reader, { name: '', query: { a: 'b' } });
    expect(ErrorBody.parse(ru.json()).error).toMatch(/^Некорректный запрос/);
  });

  it(`refuses a filter beyond ${SAVED_FILTERS_PER_USER_MAX} per user with the server's text`, async () => {
    const id = await userId(DEMO_EMAILS.moderator);
    const have = (await configOf(DEMO_EMAILS.moderator)).filters.length;
    await database.db
      .insert(savedFilters)
      .values(
        Array.from({ length: SAVED_FILTERS_PER_USER_MAX - have }, (_, i) => ({ userId: id, name: `f${i}`, query: { a: 'b' } })),
      );
    const response = await save(DEMO_EMAILS.moderator, { name: 'one more', query: { a: 'b' } }, EN);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.stringMatching(/^Too many saved filters/), error_type: 'too_many_filters' });
    await database.db.delete(savedFilters).where(eq(savedFilters.userId, id));
  });

  it('answers a repeated Idempotency-Key with the first answer and stores the filter once', async () => {
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'filters-test-key-1' };
    const session = await sessionFor(database.db, DEMO_EMAILS.admin);
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/v1/me/filters',
        payload: { name: 'Один раз', query: { status: 'new' }, route: 'chats' },
        headers: { ...bearer(session.access_token), ...headers },
      });
    const first = await send();
    const second = await send();
    expect(second.json()).toEqual(first.json());
    expect((await configOf(DEMO_EMAILS.admin)).filters.filter((f) => f.name === 'Один раз')).toHaveLength(1);
  });
});

describe('DELETE v1/me/filters/{id}', () => {
  it("deletes the user's own filter and answers the rest; someone else's or a missing id is a 404", async () => {
    const list = SavedFiltersResponse.parse((await save(DEMO_EMAILS.operator, { name: 'Удалить', query: { a: 'b' } })).json());
    const id = list.at(-1)!.id;
    const foreign = await remove(DEMO_EMAILS.reader, id);
    expect(foreign.statusCode).toBe(404);
    expect(ErrorBody.parse(foreign.json()).error).toBe('Фильтр не найден');
    const own = await remove(DEMO_EMAILS.operator, id);
    expect(own.statusCode).toBe(200);
    expect(SavedFiltersResponse.parse(own.json())).toEqual(list.slice(0, -1));
    expect((await remove(DEMO_EMAILS.operator, id)).statusCode).toBe(404);
  });

  it('answers a malformed id with a 400 (never a database error)', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect((await remove(DEMO_EMAILS.operator, id)).statusCode, id).toBe(400);
    }
  });
});

describe('PUT v1/me/emoji', () => {
  it('the seed gives the demo operator recent emoji, and GET v1/config carries them (spec §3)', async () => {
    expect((await configOf(DEMO_EMAILS.operator)).emoji).toEqual(DEMO_RECENT_EMOJI);
    expect((await configOf(DEMO_EMAILS.analyst)).emoji).toEqual({});
  });

  it('replaces the named networks and keeps the others, also for two saves at once', async () => {
    const first = await putEmoji(DEMO_EMAILS.analyst, { vk: ['👍'] });
    expect(RecentEmojiResponse.parse(first.json())).toEqual({ vk: ['👍'] });
    const [a, b] = await Promise.all([
      putEmoji(DEMO_EMAILS.analyst, { telegram: ['🔥', '🙏'] }),
      putEmoji(DEMO_EMAILS.analyst, { whatsapp: ['😂'] }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await configOf(DEMO_EMAILS.analyst)).emoji).toEqual({ vk: ['👍'], telegram: ['🔥', '🙏'], whatsapp: ['😂'] });
    await putEmoji(DEMO_EMAILS.analyst, { vk: ['🎉', '👍'] });
    expect((await configOf(DEMO_EMAILS.analyst)).emoji['vk']).toEqual(['🎉', '👍']);
  });

  it(`refuses more than ${RECENT_EMOJI_LIMIT} per network, repeats, long strings and unknown networks, changing nothing`, async () => {
    const before = (await configOf(DEMO_EMAILS.reader)).emoji;
    const many = Array.from({ length: RECENT_EMOJI_LIMIT + 1 }, (_, i) => String.fromCodePoint(0x1f600 + i));
    for (const payload of [{ vk: many }, { vk: ['👍', '👍'] }, { vk: ['x'.repeat(17)] }, { orkut: ['👍'] }, { vk: [' '] }]) {
      const response = await putEmoji(DEMO_EMAILS.reader, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await configOf(DEMO_EMAILS.reader)).emoji).toEqual(before);
    expect((await putEmoji(DEMO_EMAILS.reader, { vk: many.slice(0, RECENT_EMOJI_LIMIT) })).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the three endpoints from the contract', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as { paths: Record<string, object> };
    expect(Object.keys(doc.paths['/v1/me/filters'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/v1/me/filters/{id}'] ?? {})).toContain('delete');
    expect(Object.keys(doc.paths['/v1/me/emoji'] ?? {})).toContain('put');
  });
});
