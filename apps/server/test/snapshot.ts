// A migrated, seeded PGlite data directory as a tarball, made once per test run and loaded per test file.
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, type Database } from '../src/db/database.ts';
import { seedDemoWorkspace } from '../src/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    serverSnapshot: string;
  }
}

export async function createSnapshot(): Promise<Blob> {
  const database = await openPglite();
  try {
    await database.migrate();
    await seedDemoWorkspace(database.db);
    return await database.client.dumpDataDir('gzip');
  } finally {
    await database.close();
  }
}

let inProcess: Promise<Blob> | undefined;

function providedPath(): string | undefined {
  try {
    return inject('serverSnapshot');
  } catch {
    return undefined;
  }
}

/** The run's snapshot (from globalSetup); outside this package's vitest config, one made in this process. */
export async function loadSnapshot(): Promise<Blob> {
  const path = providedPath();
  if (path) return new Blob([await readFile(path)]);
  inProcess ??= createSnapshot();
  return inProcess;
}

/** A fresh in-memory database holding the demo workspace. */
export async function openTestDatabase(): Promise<Database> {
  return openPglite({ snapshot: await loadSnapshot() });
}
