// Refresh rotation, family revocation on reuse, the 10 s concurrent-tab rule, revoke, expired access tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TokenResponse } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import { sha256 } from '../src/auth/sessions.ts';
import type { Database } from '../src/db/database.ts';
import { sessionTokens } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { bearer, CLIENT, postToken, sessionFor } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
let clock = Date.now();
const EN = { 'accept-language': 'en' };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => clock });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const refresh = (refreshToken: string, headers: Record<string, string> = {}) =>
  postToken(app, { ...CLIENT, grant_type: 'refresh_token', refresh_token: refreshToken }, headers);
const me = (accessToken: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/v1/me', headers: { ...bearer(accessToken), ...headers } });
const start = () => sessionFor(database.db, DEMO_EMAILS.operator, clock);

describe('refresh grant', () => {
  it('rotates the pair on every use; tokens are stored only as sha256 hashes', async () => {
    const first = await start();
    const second = TokenResponse.parse((await refresh(first.refresh_token)).json());
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.expires_in).toBe(3600);
    expect((await me(second.access_token)).statusCode).toBe(200);
    const third = TokenResponse.parse((await refresh(second.refresh_token)).json());
    expect((await me(third.access_token)).statusCode).toBe(200);

    const rows = await database.db.select().from(sessionTokens);
    const stored = rows.flatMap((row) => [row.accessHash, row.refreshHash]);
    for (const token of [first, second, third]) {
      expect(stored).not.toContain(token.access_token);
      expect(stored).not.toContain(token.refresh_token);
      expect(stored).toContain(sha256(token.refresh_token));
    }
  });

  it('answers 400 "Invalid refresh token" (contains "token", spec §4) for an unknown one, in both languages', async () => {
    const en = await refresh('not-a-real-token', EN);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ error: 'Invalid refresh token', error_type: 'invalid_grant' });
    const ru = await refresh('not-a-real-token');
    expect(ru.json().error).toContain('token');
  });

  it('revokes the whole family when an older refresh token is reused', async () => {
    const first = await start();
    const second = (await refresh(first.refresh_token)).json();
    clock += 11_000;
    const third = (await refresh(second.refresh_token)).json();
    const reuse = await refresh(first.refresh_token, EN);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe('Invalid refresh token');
    expect((await refresh(third.refresh_token)).statusCode).toBe(400);
    expect((await me(third.access_token, EN)).json()).toEqual({ error: 'Unauthorized' });
  });

  it('gives the same successor to the previous token re-presented within 10 s, and revokes after that', async () => {
    const first = await start();
    const successor = TokenResponse.parse((await refresh(first.refresh_token)).json());
    clock += 5_000;
    const again = TokenResponse.parse((await refresh(first.refresh_token)).json());
    expect(again.access_token).toBe(successor.access_token);
    expect(again.refresh_token).toBe(successor.refresh_token);
    expect(again.expires_in).toBe(3595);
    clock += 5_001; // 10.001 s after the rotation
    expect((await refresh(first.refresh_token)).statusCode).toBe(400);
    expect((await refresh(successor.refresh_token)).statusCode).toBe(400);
    expect((await me(successor.access_token)).statusCode).toBe(401);
  });

  it('only the immediately previous token gets the grace: an older one revokes the family even within 10 s', async () => {
    const first = await start();
    const second = (await refresh(first.refresh_token)).json();
    const third = (await refresh(second.refresh_token)).json();
    clock += 1_000;
    expect((await refresh(first.refresh_token)).statusCode).toBe(400);
    expect((await me(third.access_token)).statusCode).toBe(401);
  });

  it('keeps a rotated access token usable only for the 10 s grace', async () => {
    const first = await start();
    await refresh(first.refresh_token);
    clock += 9_000;
    expect((await me(first.access_token)).statusCode).toBe(200);
    clock += 2_000;
    expect((await me(first.access_token)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('answers 401 "Access token has expired" exactly after expires_in, and the refresh token still works', async () => {
    const session = await start();
    clock += 3_599_000;
    expect((await me(session.access_token)).statusCode).toBe(200);
    clock += 1_000;
    for (const headers of [EN, {}]) {
      const expired = await me(session.access_token, headers);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ error: 'Access token has expired' });
    }
    const renewed = (await refresh(session.refresh_token)).json();
    expect((await me(renewed.access_token)).statusCode).toBe(200);
  });

  it('answers 401 "Unauthorized" without a token or with an unknown one', async () => {
    const none = await app.inject({ method: 'GET', url: '/v1/config', headers: EN });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'Unauthorized' });
    expect(none.headers['www-authenticate']).toContain('Bearer');
    const unknown = await me('abc');
    expect(unknown.json()).toEqual({ error: 'Требуется авторизация' });
    expect((await app.inject({ method: 'GET', url: '/v1/me', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
  });
});

describe('POST v1/oauth2/revoke', () => {
  it('ends the session: the access and refresh tokens no longer work', async () => {
    const session = await start();
    const revoked = await app.inject({ method: 'POST', url: '/v1/oauth2/revoke', headers: bearer(session.access_token) });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({});
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(400);
  });

  it('accepts an empty JSON body and an expired access token, but no token at all', async () => {
    const session = await start();
    clock += 3_600_000;
    const revoked = await app.inject({
      method: 'POST',
      url: '/v1/oauth2/revoke',
      headers: { ...bearer(session.access_token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(revoked.statusCode).toBe(200);
    expect((await refresh(session.refresh_token)).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/v1/oauth2/revoke' })).statusCode).toBe(401);
  });
});
