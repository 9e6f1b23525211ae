// A migrated, seeded PGlite data directory as a tarball, made once per test run and loaded per test file.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openPglite, type Database } from '../src/db/database.ts';
import { seedDemoWorkspace } from '../src/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    serverSnapshot: string;
    serverSeededAt: number;
  }
}

/** `seededAt`: the seed's clock (ms); the demo spaces' expiry dates are relative to it. */
export async function createSnapshot(seededAt = Date.now()): Promise<Blob> {
  const database = await openPglite({ smallLog: true });
  try {
    await database.migrate();
    await seedDemoWorkspace(database.db, { now: seededAt });
    // As the server's start does (db/prepare.ts): the planner's statistics, which PGlite never gathers on its own.
    await database.db.execute(sql`analyze`);
    // Every test file loads this tarball (over a hundred per run): without template0's copy of the catalogue (7 MB)
    // and with the log in small segments it is 42 MB instead of 69, about a sixth less time per load (stop 42).
    await database.db.execute(sql`update pg_database set datistemplate = false where datname = 'template0'`);
    await database.db.execute(sql`drop database template0`);
    await database.db.execute(sql`checkpoint`);
    // Uncompressed: ten times the bytes on disk, but a third less CPU per load than gunzipping it in every file.
    return await database.client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

let inProcess: { seededAt: number; blob: Promise<Blob> } | undefined;
// Read once per worker: the server project does not isolate its files (vitest.config.ts), so this module outlives one.
let fromFile: { path: string; blob: Promise<Blob> } | undefined;

function provided<K extends 'serverSnapshot' | 'serverSeededAt'>(key: K) {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

function madeInProcess() {
  if (!inProcess) {
    const seededAt = Date.now();
    inProcess = { seededAt, blob: createSnapshot(seededAt) };
  }
  return inProcess;
}

/** The run's snapshot (from globalSetup); outside this package's vitest config, one made in this process. */
export async function loadSnapshot(): Promise<Blob> {
  const path = provided('serverSnapshot');
  if (path) {
    if (fromFile?.path !== path) fromFile = { path, blob: readFile(path).then((bytes) => new Blob([bytes])) };
    return fromFile.blob;
  }
  return madeInProcess().blob;
}

/** When the snapshot's seed ran (ms): a test of seeded dates reads them against this, however long the run takes. */
export function snapshotSeededAt(): number {
  return provided('serverSeededAt') ?? madeInProcess().seededAt;
}

/** A fresh in-memory database holding the demo workspace. */
export async function openTestDatabase(): Promise<Database> {
  return openPglite({ snapshot: await loadSnapshot() });
}
