// Opens the database: embedded PGlite by default, PostgreSQL (node-postgres) when DATABASE_URL is set.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { schema, type Schema } from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Applies every versioned migration of apps/server/drizzle (or `folder`) not applied yet. */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type PgliteOptions = {
  /** A folder kept between starts; omitted = in memory. */
  dataDir?: string;
  /** A tarball from `dumpDataDir` to start from (tests load a migrated, seeded snapshot). */
  snapshot?: Blob;
  /**
   * A new database made to be copied whole (the tests' snapshot): its write-ahead log in 1 MB segments instead of
   * 16 MB ones, so each copy carries a few MB of log where it carried two 16 MB files.
   */
  smallLog?: boolean;
};

export async function openPglite(options: PgliteOptions = {}): Promise<Database & { client: PGlite }> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    // Trigram indexes for the items search (migration 0016); PostgreSQL ships pg_trgm as a standard contrib module.
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    ...(options.smallLog ? { initDbStartParams: ['--wal-segsize=1'] } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    client,
    db,
    migrate: (folder = MIGRATIONS_FOLDER) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzlePostgres({ client: pool, schema });
  await db.execute(sql`select 1`); // fail at start, not on the first request
  return {
    kind: 'postgres',
    db,
    migrate: (folder = MIGRATIONS_FOLDER) => migratePostgres(db, { migrationsFolder: folder }),
    close: () => pool.end(),
  };
}

export function openDatabase(target: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  return target.databaseUrl ? openPostgres(target.databaseUrl) : openPglite({ dataDir: target.dataDir });
}
