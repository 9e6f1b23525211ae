// Blocking a user or changing the password revokes all of the user's token families;
// a deleted user's refresh answers 404 'User not found' (spec §4); the access token lifetime is configurable.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TokenResponse } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import { blockUser, changePassword, unblockUser } from '../src/auth/accounts.ts';
import { revokeUserSessions } from '../src/auth/sessions.ts';
import type { Database } from '../src/db/database.ts';
import { sessionFamilies, users } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { bearer, CLIENT, passwordGrant, postToken, sessionFor } from './helpers.ts';
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

const userId = async (email: string) => {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
};
const refresh = (refreshToken: string, headers: Record<string, string> = EN) =>
  postToken(app, { ...CLIENT, grant_type: 'refresh_token', refresh_token: refreshToken }, headers);
const me = (accessToken: string) => app.inject({ method: 'GET', url: '/v1/me', headers: bearer(accessToken) });

describe('revokeUserSessions', () => {
  it('revokes every live family of the user and no one else’s', async () => {
    const [a, b] = [
      await sessionFor(database.db, DEMO_EMAILS.analyst, clock),
      await sessionFor(database.db, DEMO_EMAILS.analyst, clock),
    ];
    const other = await sessionFor(database.db, DEMO_EMAILS.moderator, clock);
    const count = await revokeUserSessions(database.db, await userId(DEMO_EMAILS.analyst), clock, 'test');
    expect(count).toBeGreaterThanOrEqual(2);
    for (const session of [a, b]) {
      expect((await me(session.access_token)).statusCode).toBe(401);
      expect((await refresh(session.refresh_token)).statusCode).toBe(400);
    }
    expect((await me(other.access_token)).statusCode).toBe(200);
    const live = await database.db
      .select()
      .from(sessionFamilies)
      .where(eq(sessionFamilies.userId, await userId(DEMO_EMAILS.analyst)));
    expect(live.filter((f) => f.revokedAt === null)).toEqual([]);
    expect(live.map((f) => f.revokedReason)).toContain('test');
  });
});

describe('blockUser', () => {
  it('ends every session, refuses the sign-in with 403 and a text, and any token; unblocking allows a new sign-in', async () => {
    const id = await userId(DEMO_EMAILS.reader);
    const sessions = [
      await sessionFor(database.db, DEMO_EMAILS.reader, clock),
      await sessionFor(database.db, DEMO_EMAILS.reader, clock),
    ];
    const sockets = { closeUser: vi.fn() };
    await blockUser(database.db, id, clock, sockets);
    expect(sockets.closeUser).toHaveBeenCalledWith(id); // the open sockets end with the sessions
    for (const session of sessions) {
      expect((await me(session.access_token)).statusCode).toBe(401);
      expect((await refresh(session.refresh_token)).json()).toEqual({
        error: 'Invalid refresh token',
        error_type: 'invalid_grant',
      });
    }
    // A token issued despite the block (e.g. by a race) is refused too.
    const late = await sessionFor(database.db, DEMO_EMAILS.reader, clock);
    expect((await me(late.access_token)).statusCode).toBe(401);
    expect((await refresh(late.refresh_token)).statusCode).toBe(400);

    const signIn = await postToken(app, passwordGrant(DEMO_EMAILS.reader, { nowMs: clock }), EN);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ error: 'Your account is blocked. Contact your administrator.', error_type: 'user_blocked' });
    const ru = await postToken(app, passwordGrant(DEMO_EMAILS.reader, { nowMs: clock }));
    expect(ru.json().error).toBe('Ваша учётная запись заблокирована. Обратитесь к администратору.');
    // A wrong password still gets the ordinary answer: the block is told only to someone who knows the password.
    expect((await postToken(app, passwordGrant(DEMO_EMAILS.reader, { nowMs: clock, password: 'wrong-pass-1' }))).statusCode).toBe(
      400,
    );

    await unblockUser(database.db, id);
    expect((await postToken(app, passwordGrant(DEMO_EMAILS.reader, { nowMs: clock }))).statusCode).toBe(200);
  });
});

describe('changePassword', () => {
  it('revokes every session; the old password fails and the new one signs in', async () => {
    const id = await userId(DEMO_EMAILS.moderator);
    const session = await sessionFor(database.db, DEMO_EMAILS.moderator, clock);
    const sockets = { closeUser: vi.fn() };
    await changePassword(database.db, id, 'new-pass-22', clock, sockets);
    expect(sockets.closeUser).toHaveBeenCalledWith(id, undefined);
    expect((await me(session.access_token)).statusCode).toBe(401);
    expect((await refresh(session.refresh_token)).statusCode).toBe(400);
    expect((await postToken(app, passwordGrant(DEMO_EMAILS.moderator, { nowMs: clock }))).statusCode).toBe(400);
    const signIn = await postToken(app, passwordGrant(DEMO_EMAILS.moderator, { nowMs: clock, password: 'new-pass-22' }));
    expect(signIn.statusCode).toBe(200);
    expect((await me(TokenResponse.parse(signIn.json()).access_token)).statusCode).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.id, id));
    expect(row?.passwordChangedAt.getTime()).toBe(clock);
  });
});

describe('refresh of a deleted user', () => {
  it('answers 404 "User not found" (spec §4: the refresh token is invalid) in the request language', async () => {
    const session = await sessionFor(database.db, DEMO_EMAILS.admin, clock);
    await database.db.delete(users).where(eq(users.email, DEMO_EMAILS.admin));
    const en = await refresh(session.refresh_token);
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ error: 'User not found', error_type: 'invalid_grant' });
    const ru = await refresh(session.refresh_token, {});
    expect(ru.statusCode).toBe(404);
    expect(ru.json().error).toBe('Пользователь не найден');
    expect((await me(session.access_token)).statusCode).toBe(401);
    const orphans = await database.db.select().from(sessionFamilies).where(isNull(sessionFamilies.userId));
    expect(orphans.length).toBeGreaterThan(0);
  });
});

describe('access token lifetime (ACCESS_TOKEN_TTL_S)', () => {
  it('issues and enforces the configured lifetime on sign-in and refresh', async () => {
    const short = await buildApp({ db: database.db, now: () => clock, accessTokenTtlS: 30 });
    try {
      const signIn = TokenResponse.parse((await postToken(short, passwordGrant(DEMO_EMAILS.operator, { nowMs: clock }))).json());
      expect(signIn.expires_in).toBe(30);
      clock += 29_000;
      expect((await short.inject({ method: 'GET', url: '/v1/me', headers: bearer(signIn.access_token) })).statusCode).toBe(200);
      clock += 1_000;
      const expired = await short.inject({ method: 'GET', url: '/v1/me', headers: bearer(signIn.access_token) });
      expect(expired.json()).toEqual({ error: 'Access token has expired' });
      const renewed = await postToken(short, { ...CLIENT, grant_type: 'refresh_token', refresh_token: signIn.refresh_token });
      expect(TokenResponse.parse(renewed.json()).expires_in).toBe(30);
    } finally {
      await short.close();
    }
  });
});
