// Versioned migrations: applied at start, idempotent on a restart that keeps the data, and new ones applied later.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, openPglite } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { users } from '../src/db/schema.ts';
import { DEFAULT_CLIENT_ID, DEMO_EMAILS } from '../src/seed.ts';
import { loadSnapshot } from './snapshot.ts';

type Journal = { entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }> };

let scratch: string;
const client = { id: DEFAULT_CLIENT_ID, secret: 'another-secret' };

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'server-migrations-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const appliedCount = async (database: Awaited<ReturnType<typeof openPglite>>) => {
  const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n);
};

describe('migrations', () => {
  it('a restart on the same data folder keeps the data, applies nothing twice, and does not seed again', async () => {
    const dataDir = join(scratch, 'pglite');
    const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;

    const first = await openPglite({ dataDir, snapshot: await loadSnapshot() });
    expect(await prepareDatabase(first, client)).toEqual({ seeded: false });
    await first.db.update(users).set({ name: 'Renamed before restart' }).where(eq(users.email, DEMO_EMAILS.admin));
    expect(await appliedCount(first)).toBe(journal.entries.length);
    // Every demo user of every slice's seed; the restart must not add any.
    const seededUsers = await first.db.$count(users);
    await first.close();

    const second = await openPglite({ dataDir });
    expect(await prepareDatabase(second, client)).toEqual({ seeded: false });
    expect(await appliedCount(second)).toBe(journal.entries.length);
    const [admin] = await second.db.select().from(users).where(eq(users.email, DEMO_EMAILS.admin));
    expect(admin?.name).toBe('Renamed before restart');
    expect(await second.db.$count(users)).toBe(seededUsers);

    // A migration added later is applied on the next start, once.
    const folder = join(scratch, 'drizzle');
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const last = journal.entries.at(-1);
    if (!last) throw new Error('no migrations');
    const tag = `${String(last.idx + 1).padStart(4, '0')}_probe`;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
    await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
    await writeFile(join(folder, `${tag}.sql`), 'CREATE TABLE "migration_probe" ("id" serial PRIMARY KEY);');
    await second.migrate(folder);
    await second.migrate(folder);
    expect(await appliedCount(second)).toBe(journal.entries.length);
    await second.db.execute(sql`insert into migration_probe default values`);
    await second.close();
  });
});

describe('schema.ts and the committed migrations', () => {
  it('agree: drizzle-kit generate finds no schema change (run `npm run db:generate` after editing schema.ts)', async () => {
    const serverDir = dirname(MIGRATIONS_FOLDER);
    // drizzle-kit wants the output folder inside the working directory; a throwaway copy of drizzle/.
    const out = join(serverDir, `.drizzle-check-${process.pid}-${Date.now()}`);
    await cp(MIGRATIONS_FOLDER, out, { recursive: true });
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          'src/cli/drizzleKit.ts',
          'generate',
          '--dialect',
          'postgresql',
          '--schema',
          './src/db/schema.ts',
          '--out',
          `./${basename(out)}`,
        ],
        { cwd: serverDir },
      );
      expect(stdout).toContain('No schema changes');
      expect((await readdir(out)).filter((f) => f.endsWith('.sql'))).toEqual(
        (await readdir(MIGRATIONS_FOLDER)).filter((f) => f.endsWith('.sql')),
      );
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
