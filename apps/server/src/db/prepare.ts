// Start-up work on the database: versioned migrations, the demo seed on an empty database, the console's OAuth client.
import { ensureOAuthClient } from '../auth/clients.ts';
import { isDatabaseEmpty, seedDemoWorkspace } from '../seed.ts';
import type { Database } from './database.ts';

export async function prepareDatabase(database: Database, client: { id: string; secret: string }): Promise<{ seeded: boolean }> {
  await database.migrate();
  const seeded = await isDatabaseEmpty(database.db);
  if (seeded) await seedDemoWorkspace(database.db, { clientId: client.id, clientSecret: client.secret });
  await ensureOAuthClient(database.db, { ...client, name: 'Console' });
  return { seeded };
}
