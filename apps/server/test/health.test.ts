// GET /healthz: the database answers and every migration of drizzle/ is applied.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { MIGRATIONS_FOLDER, type Database, type Db } from '../src/db/database.ts';
import { journalMigrations } from '../src/routes/health.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let scratch: string;

beforeAll(async () => {
  database = await openTestDatabase();
  scratch = await mkdtemp(join(tmpdir(), 'server-health-'));
});
afterAll(async () => {
  await database.close();
  await rm(scratch, { recursive: true, force: true });
});

async function health(db: Db, migrationsFolder?: string) {
  const app = await buildApp({ db, consoleDir: scratch, ...(migrationsFolder ? { migrationsFolder } : {}) });
  try {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['cache-control']).toBe('no-store');
    return { status: response.statusCode, body: response.json() as unknown };
  } finally {
    await app.close();
  }
}

describe('GET /healthz', () => {
  it('answers 200 ok on a migrated database', async () => {
    expect(journalMigrations().length).toBeGreaterThanOrEqual(2);
    expect(await health(database.db)).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('answers 503 database_unreachable when the database does not answer', async () => {
    const down = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    expect(await health(down)).toEqual({ status: 503, body: { status: 'unavailable', reason: 'database_unreachable' } });
  });

  it('answers 503 migrations_pending when the code ships a migration the database lacks', async () => {
    const folder = join(scratch, 'drizzle');
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<Record<string, unknown>> };
    const last = journal.entries.at(-1) ?? {};
    journal.entries.push({ ...last, idx: journal.entries.length, when: Number(last.when) + 1000, tag: '9999_next' });
    await writeFile(journalFile, JSON.stringify(journal));
    expect(await health(database.db, folder)).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: 'migrations_pending' },
    });
  });

  it('answers 503 migrations_pending on a database never migrated (no migrations table)', async () => {
    await database.db.execute(sql`alter table drizzle.__drizzle_migrations rename to moved_away`);
    try {
      expect(await health(database.db)).toEqual({ status: 503, body: { status: 'unavailable', reason: 'migrations_pending' } });
    } finally {
      await database.db.execute(sql`alter table drizzle.moved_away rename to __drizzle_migrations`);
    }
  });

  it('answers 503 migrations_unknown when the database was migrated by a newer release', async () => {
    await database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', 99999999999999)`);
    expect(await health(database.db)).toEqual({ status: 503, body: { status: 'unavailable', reason: 'migrations_unknown' } });
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'newer'`);
    expect((await health(database.db)).status).toBe(200);
  });
});
