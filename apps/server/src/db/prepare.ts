// Start-up work on the database: versioned migrations, the demo seed on an empty database, the console's OAuth client.
import { sql } from 'drizzle-orm';
import { ensureOAuthClient } from '../auth/clients.ts';
import { isDatabaseEmpty, seedDemoWorkspace } from '../seed.ts';
import type { Database } from './database.ts';

export async function prepareDatabase(database: Database, client: { id: string; secret: string }): Promise<{ seeded: boolean }> {
  await database.migrate();
  const seeded = await isDatabaseEmpty(database.db);
  if (seeded) await seedDemoWorkspace(database.db, { clientId: client.id, clientSecret: client.secret });
  await ensureOAuthClient(database.db, { ...client, name: 'Console' });
  // Embedded PGlite has no autovacuum: without statistics the planner guesses one row per table and nests loops over
  // thousands (a chat list took 10 s). Each start, and PostgreSQL after a seed, gathers them once.
  if (seeded || database.kind === 'pglite') await database.db.execute(sql`analyze`);
  return { seeded };
}
