// OAuth clients (the console is one): the secret is kept as a sha256 hash.
import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { oauthClients } from '../db/schema.ts';
import { sha256 } from './sessions.ts';

/** Creates the client or updates its secret, so CLIENT_ID / CLIENT_SECRET of the environment always work. */
export async function ensureOAuthClient(db: Db, client: { id: string; secret: string; name: string }): Promise<void> {
  await db
    .insert(oauthClients)
    .values({ id: client.id, secretHash: sha256(client.secret), name: client.name })
    .onConflictDoUpdate({ target: oauthClients.id, set: { secretHash: sha256(client.secret) } });
}

export async function isClientValid(db: Db, clientId: string, clientSecret: string): Promise<boolean> {
  const [row] = await db.select({ secretHash: oauthClients.secretHash }).from(oauthClients).where(eq(oauthClients.id, clientId));
  const presented = Buffer.from(sha256(clientSecret), 'hex');
  const expected = Buffer.from(row?.secretHash ?? sha256(''), 'hex');
  return timingSafeEqual(presented, expected) && row !== undefined;
}
