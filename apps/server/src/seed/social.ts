// The social slice's demo data: two data deletion requests (/deleterequest/{id}) and one OAuth client that
// may ask for access on /oauth.
import type { Db } from '../db/database.ts';
import { dataDeletionRequests, oauthClientRedirects } from '../db/schema.ts';
import { ensureOAuthClient } from '../auth/clients.ts';

export const DEMO_DELETE_REQUESTS = { completed: 'demo-deletion-done', inProgress: 'demo-deletion-running' } as const;

export const DEMO_OAUTH_CLIENT = {
  id: 'demo-partner',
  secret: 'demo-partner-secret',
  name: 'Demo Partner App',
  redirectUri: 'https://partner.example/oauth/callback',
} as const;

/** The /oauth request of the demo client, for the README and the tests. */
export const demoOAuthPath = (state = 'xyz') =>
  `/oauth?${new URLSearchParams({ client_id: DEMO_OAUTH_CLIENT.id, redirect_uri: DEMO_OAUTH_CLIENT.redirectUri, response_type: 'code', state }).toString()}`;

export async function seedSocialDemo(db: Db, now: number): Promise<void> {
  await db.insert(dataDeletionRequests).values([
    {
      id: DEMO_DELETE_REQUESTS.completed,
      provider: 'facebook',
      status: 'completed',
      createdAt: new Date(now - 3 * 86_400_000),
      completedAt: new Date(now - 2 * 86_400_000),
    },
    { id: DEMO_DELETE_REQUESTS.inProgress, provider: 'facebook', status: 'in_progress', createdAt: new Date(now - 3_600_000) },
  ]);
  await ensureOAuthClient(db, DEMO_OAUTH_CLIENT);
  await db.insert(oauthClientRedirects).values({ clientId: DEMO_OAUTH_CLIENT.id, redirectUri: DEMO_OAUTH_CLIENT.redirectUri });
}
