// Start-up work on the database: versioned migrations, the demo seed on an empty database, the console's OAuth client.
import { sql } from 'drizzle-orm';
import { ensureOAuthClient } from '../auth/clients.ts';
import { DEMO_SPACE_NAME, isDatabaseEmpty, seedDemoWorkspace } from '../seed.ts';
import { seedDemoHistory, type HistoryRows } from '../seed/history/index.ts';
import type { Database } from './database.ts';

export interface PrepareOptions {
  /**
   * A year of history for the demo workspace after its seed (seed/history, docs/stats.md "Demo history and the
   * benchmark"): `npm start` turns it on (DEMO_HISTORY=0 off); the tests' seeds and snapshots leave it off.
   */
  demoHistory?: boolean;
  /** The clock (ms) the seed and the history end at. */
  now?: number;
}

export async function prepareDatabase(
  database: Database,
  client: { id: string; secret: string },
  options: PrepareOptions = {},
): Promise<{ seeded: boolean; history?: HistoryRows & { seconds: number } }> {
  await database.migrate();
  const seeded = await isDatabaseEmpty(database.db);
  const now = options.now ?? Date.now();
  if (seeded) await seedDemoWorkspace(database.db, { clientId: client.id, clientSecret: client.secret, now });
  await ensureOAuthClient(database.db, { ...client, name: 'Console' });
  // Embedded PGlite has no autovacuum: without statistics the planner guesses one row per table and nests loops over
  // thousands (a chat list took 10 s). Each start, and PostgreSQL after a seed, gathers them once.
  if (seeded || database.kind === 'pglite') await database.db.execute(sql`analyze`);
  if (!seeded || !options.demoHistory) return { seeded };
  const started = performance.now();
  const rows = await seedDemoHistory(database.db, { now, spaceName: DEMO_SPACE_NAME });
  return { seeded, history: { ...rows, seconds: Math.round((performance.now() - started) / 100) / 10 } };
}
