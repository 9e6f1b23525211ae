import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Every e2e server (the config's and the specs' own) starts from one migrated, seeded data folder made once per run:
// a fresh seed takes tens of seconds on CI's two cores, a copy of the folder well under one.

/** The run's template folder (the config sets E2E_TEMPLATE_DIR; the workers inherit it). */
export function templateDir(): string {
  return (process.env.E2E_TEMPLATE_DIR ??= mkdtempSync(join(tmpdir(), 'console-e2e-template-')));
}

/** Migrates and seeds the template unless an earlier server of this run already did. */
export async function ensureTemplate(dir = templateDir()): Promise<void> {
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  // Imported here: the Playwright config reads templateDir() and should not load the database.
  const { openDatabase } = await import('../../server/src/db/database.ts');
  const { prepareDatabase } = await import('../../server/src/db/prepare.ts');
  const { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } = await import('../../server/src/seed.ts');
  const database = await openDatabase({ dataDir: dir });
  try {
    await prepareDatabase(database, { id: DEFAULT_CLIENT_ID, secret: DEFAULT_CLIENT_SECRET });
  } finally {
    await database.close();
  }
}

/** Fills `dataDir` (new or empty) with a copy of the template: the server finds a migrated, seeded database. */
export async function fillFromTemplate(dataDir: string): Promise<void> {
  await ensureTemplate();
  cpSync(templateDir(), dataDir, { recursive: true });
}
