// Sample requests of the social sign-in slice's endpoints for the role × endpoint test (policy.test.ts).
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { RoleName } from '@console/api/contract';
import { sha256 } from '../src/auth/sessions.ts';
import type { Db } from '../src/db/database.ts';
import { sandboxSocialCodes } from '../src/db/schema.ts';
import { DEMO_OAUTH_CLIENT } from '../src/seed/social.ts';

type Sample = Omit<InjectOptions, 'headers'>;

// inject() comes in on port 80 of localhost: the console's callback address there.
const REDIRECT_URI = 'http://localhost:80/login/yandex';

/** A fresh sandbox code for a Yandex identity of the role (no demo user has a Yandex login). */
async function sandboxCode(db: Db, role: RoleName): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  const now = Date.now();
  await db.insert(sandboxSocialCodes).values({
    codeHash: sha256(code),
    provider: 'yandex',
    providerUserId: `policy-${role}`,
    name: `Policy ${role}`,
    email: null,
    redirectUri: REDIRECT_URI,
    createdAt: new Date(now),
    expiresAt: new Date(now + 60_000),
  });
  return code;
}

export const SOCIAL_ROLE_SAMPLES: Record<string, (db: Db, role: RoleName) => Promise<Sample>> = {
  'POST /v1/me/social': async (db, role) => ({
    method: 'POST',
    url: '/v1/me/social',
    payload: { provider: 'yandex', code: await sandboxCode(db, role), redirect_uri: REDIRECT_URI },
  }),
};

const GRANT = { client_id: DEMO_OAUTH_CLIENT.id, redirect_uri: DEMO_OAUTH_CLIENT.redirectUri, state: 's' };
export const SOCIAL_SAMPLES: Record<string, Sample> = {
  'GET /v1/oauth2/authorize': { method: 'GET', url: `/v1/oauth2/authorize?${new URLSearchParams(GRANT).toString()}` },
  'POST /v1/oauth2/authorize': { method: 'POST', url: '/v1/oauth2/authorize', payload: { ...GRANT, decision: 'deny' } },
};

export const SOCIAL_PUBLIC_ENDPOINTS = [
  'GET /v1/deleterequest/:id', // its id is the confirmation code the provider was given
  'POST /v1/signup/provider', // checked by the provider's one-use code (or pending token) and the client credentials
  // The sandbox identity provider's pages (social.test.ts): they only ever send the person back to this console.
  ...['vk', 'vkid', 'google', 'facebook', 'yandex'].flatMap((provider) => [
    `GET /sandbox/social/${provider}/authorize`,
    `POST /sandbox/social/${provider}/authorize`,
  ]),
];
