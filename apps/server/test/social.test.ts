// Social sign-in on the server: the sandbox identity provider's page, sign-in and sign-up by code, the
// no-email branch, linking when signed in, and the errors of spec §8.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { emailOutbox, oauthAuthorizationCodes, spaceMembers, spaces, users, userSocialLogins } from '../src/db/schema.ts';
import { PROFILE_DEMO_EMAILS } from '../src/seed/profile.ts';
import { DEMO_EMAILS, DEMO_OTP_SECRET } from '../src/seed.ts';
import { SANDBOX_CODE_TTL_MS } from '../src/social/sandbox.ts';
import { DEMO_DELETE_REQUESTS, DEMO_OAUTH_CLIENT } from '../src/seed/social.ts';
import { bearer, CLIENT, sessionFor } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
let clock = Date.now();
const HOST = 'console.example:8080';
const ORIGIN = 'http://console.example:8080';
const callback = (provider: string) => `${ORIGIN}/login/${provider}`;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => clock, ports: () => [8080, 8081], publicHost: 'console.example' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Choice = { account?: string; name?: string; email?: string; noEmail?: boolean; action?: 'allow' | 'deny'; state?: string };

/** What the sandbox page's form posts; answers the Location it redirects to. */
async function authorize(provider: string, choice: Choice = {}): Promise<URL> {
  const response = await app.inject({
    method: 'POST',
    url: `/sandbox/social/${provider}/authorize`,
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      action: choice.action ?? 'allow',
      redirect_uri: callback(provider),
      scope: 'email',
      state: choice.state ?? 'redirect:/settings',
      account: choice.account ?? `${provider}-${Math.random().toString(36).slice(2)}`,
      name: choice.name ?? 'Sandbox Person',
      email: choice.email ?? `${Math.random().toString(36).slice(2)}@sandbox.example`,
      ...(choice.noEmail ? { no_email: '1' } : {}),
    }).toString(),
  });
  expect(response.statusCode).toBe(303);
  return new URL(String(response.headers.location));
}

const codeOf = async (provider: string, choice: Choice = {}) => (await authorize(provider, choice)).searchParams.get('code')!;

const signup = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/v1/signup/provider', headers: { host: HOST }, payload: { ...CLIENT, ...payload } });

const userOf = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0];

describe('the sandbox authorization page', () => {
  it('is listed in config.json for every provider', async () => {
    const config = (await app.inject({ method: 'GET', url: '/config.json', headers: { host: HOST } })).json();
    expect(Object.keys(config.social).sort()).toEqual(['facebook', 'google', 'vk', 'vkid', 'yandex']);
    expect(config.social.vk.authorizeUrl).toBe(`${ORIGIN}/sandbox/social/vk/authorize`);
  });

  it('shows the form for this console’s /login/{provider} with a code response type, and refuses any other address', async () => {
    const query = (redirect: string, type = 'code') =>
      `/sandbox/social/google/authorize?client_id=x&response_type=${type}&scope=email&state=s&redirect_uri=${encodeURIComponent(redirect)}`;
    const ok = await app.inject({ method: 'GET', url: query(callback('google')), headers: { host: HOST } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('name="no_email"');
    expect(ok.body).toContain('value="deny"');
    for (const url of [query('https://evil.example/login/google'), query(callback('vk')), query(callback('google'), 'token')]) {
      expect((await app.inject({ method: 'GET', url, headers: { host: HOST } })).statusCode).toBe(400);
    }
    const posted = await app.inject({
      method: 'POST',
      url: '/sandbox/social/google/authorize',
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'allow', redirect_uri: 'https://evil.example/login/google' }).toString(),
    });
    expect(posted.statusCode).toBe(400);
  });

  it('Allow returns a code and the state; Deny returns the provider’s error parameters and the state', async () => {
    const allowed = await authorize('vk', { state: 'locale:en' });
    expect(allowed.origin + allowed.pathname).toBe(callback('vk'));
    expect(allowed.searchParams.get('code')).toMatch(/^[\w-]{32}$/);
    expect(allowed.searchParams.get('state')).toBe('locale:en');
    const denied = await authorize('vk', { action: 'deny', state: 'redirect:/x' });
    expect(Object.fromEntries(denied.searchParams)).toEqual({
      error: 'access_denied',
      error_reason: 'user_denied',
      error_description: 'User denied your request',
      state: 'redirect:/x',
    });
  });
});

describe('POST v1/signup/provider by code', () => {
  it('signs in the user a seeded social login belongs to', async () => {
    const code = await codeOf('vk', { account: 'vk-demo-41' });
    const answer = await signup({ provider: 'vk', code, redirect_uri: callback('vk') });
    expect(answer.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(answer.json().access_token) });
    expect(me.json().email).toBe(PROFILE_DEMO_EMAILS.profile);
  });

  it('creates a user and a 14-day trial space for a new identity with an email; the code works once and for its address only', async () => {
    const code = await codeOf('google', { account: 'g-new-1', name: 'Nina New', email: 'Nina.New@Sandbox.Example' });
    const wrongAddress = await signup({ provider: 'google', code, redirect_uri: `${ORIGIN}/login/vk` });
    expect(wrongAddress.statusCode).toBe(400);
    expect(wrongAddress.json().error_type).toBe('invalid_code');
    const code2 = await codeOf('google', { account: 'g-new-1', name: 'Nina New', email: 'Nina.New@Sandbox.Example' });
    const answer = await signup({
      provider: 'google',
      code: code2,
      redirect_uri: callback('google'),
      locale: 'en',
      promocode: 'BONUS30',
    });
    expect(answer.statusCode).toBe(200);
    const user = (await userOf('nina.new@sandbox.example'))!;
    expect(user).toMatchObject({ name: 'Nina New', emailStatus: 1, locale: 'en' });
    const [space] = await database.db
      .select({ space: spaces, role: spaceMembers.role })
      .from(spaceMembers)
      .innerJoin(spaces, eq(spaceMembers.spaceId, spaces.id))
      .where(eq(spaceMembers.userId, user.id));
    expect(space?.role).toBe('administrator'); // of the new space (spec §1, §3: the role is the membership's)
    expect(space?.space.isTrial).toBe(true);
    expect(space?.space.name).toBe("Nina New's company");
    // 14 days of the trial + 30 extra days of the BONUS30 promo code.
    expect(Math.round((space!.space.expiresAt.getTime() - clock) / 86_400_000)).toBe(44);
    const links = await database.db.select().from(userSocialLogins).where(eq(userSocialLogins.userId, user.id));
    expect(links.map((l) => [l.provider, l.providerUserId])).toEqual([['google', 'g-new-1']]);
    const again = await signup({ provider: 'google', code: code2, redirect_uri: callback('google') });
    expect(again.statusCode).toBe(400);
  });

  it('refuses an expired code, an address that already has an account, and a user with two-factor', async () => {
    const code = await codeOf('yandex');
    clock += SANDBOX_CODE_TTL_MS + 1;
    expect((await signup({ provider: 'yandex', code, redirect_uri: callback('yandex') })).statusCode).toBe(400);
    clock -= SANDBOX_CODE_TTL_MS + 1;
    const taken = await signup({
      provider: 'yandex',
      code: await codeOf('yandex', { email: DEMO_EMAILS.admin }),
      redirect_uri: callback('yandex'),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error_type: 'email_taken' });
    expect(taken.json().error).toMatch(/Яндекс/);
    const otpUser = (await userOf(DEMO_EMAILS.otp))!;
    expect(otpUser.otpSecret).toBe(DEMO_OTP_SECRET);
    await database.db.insert(userSocialLogins).values({
      userId: otpUser.id,
      provider: 'facebook',
      providerUserId: 'fb-otp',
      name: 'Otp',
      linkedAt: new Date(clock),
    });
    const otp = await signup({
      provider: 'facebook',
      code: await codeOf('facebook', { account: 'fb-otp' }),
      redirect_uri: callback('facebook'),
    });
    expect(otp.statusCode).toBe(400);
    expect(otp.json().error_type).toBe('otp_required');
  });

  it('rejects unknown client credentials', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/v1/signup/provider',
      payload: { client_id: 'console', client_secret: 'wrong', provider: 'vk', code: 'x', redirect_uri: callback('vk') },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error_type).toBe('invalid_client');
  });
});

describe('the no-email branch', () => {
  it('answers no_email with an access_token; the address then completes the sign-up, unconfirmed, with a confirmation link', async () => {
    const code = await codeOf('vkid', { account: 'vkid-no-mail', name: 'Без Почты', noEmail: true });
    const first = await signup({ provider: 'vkid', code, redirect_uri: callback('vkid') });
    expect(first.statusCode).toBe(400);
    const body = first.json();
    expect(body).toMatchObject({ error_type: 'no_email' });
    expect(body.access_token).toMatch(/^[\w-]{43}$/);
    const wrongProvider = await signup({ provider: 'vk', access_token: body.access_token, email: 'x@y.example' });
    expect(wrongProvider.statusCode).toBe(400);
    const done = await signup({ provider: 'vkid', access_token: body.access_token, email: ' Bez.Pochty@Mail.Example ' });
    expect(done.statusCode).toBe(200);
    const user = (await userOf('bez.pochty@mail.example'))!;
    expect(user.emailStatus).toBe(0);
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, user.id));
    expect(mail?.link).toMatch(/^http:\/\/console\.example:8080\/confirm_email\//);
    const reused = await signup({ provider: 'vkid', access_token: body.access_token, email: 'other@mail.example' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error_type).toBe('expired');
  });
});

describe('POST v1/me/social', () => {
  it('links the identity to the signed-in user; another user’s identity and a second login of the provider are refused', async () => {
    const session = await sessionFor(database.db, DEMO_EMAILS.operator, clock);
    const link = (code: string, provider = 'facebook') =>
      app.inject({
        method: 'POST',
        url: '/v1/me/social',
        headers: { ...bearer(session.access_token), host: HOST },
        payload: { provider, code, redirect_uri: callback(provider), state: 'redirect:/settings/profile' },
      });
    const linked = await link(await codeOf('facebook', { account: 'fb-operator', name: 'Oleg Operator' }));
    expect(linked.statusCode).toBe(200);
    expect(linked.json().items).toEqual([expect.objectContaining({ provider: 'facebook', name: 'Oleg Operator' })]);
    // The same identity again: nothing changes.
    expect((await link(await codeOf('facebook', { account: 'fb-operator' }))).statusCode).toBe(200);
    const second = await link(await codeOf('facebook', { account: 'fb-operator-2' }));
    expect(second.statusCode).toBe(409);
    const elsewhere = await link(await codeOf('vk', { account: 'vk-demo-41' }), 'vk');
    expect(elsewhere.statusCode).toBe(409);
    expect((await link('not-a-code')).statusCode).toBe(400);
  });
});

describe('GET v1/deleterequest/{id}', () => {
  it('answers a request’s status to anyone holding its id; an unknown or malformed id is a 404', async () => {
    const done = await app.inject({ method: 'GET', url: `/v1/deleterequest/${DEMO_DELETE_REQUESTS.completed}` });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: DEMO_DELETE_REQUESTS.completed, provider: 'facebook', status: 'completed' });
    expect(done.json().completed_at).toBeGreaterThan(done.json().created_at);
    const running = await app.inject({ method: 'GET', url: `/v1/deleterequest/${DEMO_DELETE_REQUESTS.inProgress}` });
    expect(running.json()).toMatchObject({ status: 'in_progress', completed_at: null });
    for (const id of ['nope', '%27%20or%201%3D1']) {
      const missing = await app.inject({ method: 'GET', url: `/v1/deleterequest/${id}`, headers: { 'accept-language': 'en' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe('Data deletion request not found');
    }
  });
});

describe('v1/oauth2/authorize', () => {
  const grant = { client_id: DEMO_OAUTH_CLIENT.id, redirect_uri: DEMO_OAUTH_CLIENT.redirectUri, state: 'st-1' };
  it('shows the client to the signed-in user; approving gives a one-use code for the registered address, denying the error', async () => {
    const session = await sessionFor(database.db, DEMO_EMAILS.operator, clock);
    const asked = await app.inject({
      method: 'GET',
      url: `/v1/oauth2/authorize?${new URLSearchParams(grant).toString()}`,
      headers: bearer(session.access_token),
    });
    expect(asked.json()).toEqual({ client: { id: 'demo-partner', name: 'Demo Partner App' }, redirect_uri: grant.redirect_uri });
    const approve = await app.inject({
      method: 'POST',
      url: '/v1/oauth2/authorize',
      headers: bearer(session.access_token),
      payload: { ...grant, decision: 'approve' },
    });
    const approved = new URL(approve.json().redirect_to);
    expect(approved.origin + approved.pathname).toBe(grant.redirect_uri);
    expect(approved.searchParams.get('code')).toMatch(/^[\w-]{32}$/);
    expect(approved.searchParams.get('state')).toBe('st-1');
    const code = approved.searchParams.get('code')!;
    const rows = await database.db.select().from(oauthAuthorizationCodes);
    expect(rows.map((r) => r.codeHash)).not.toContain(code);
    // The client redeems it once, with its own credentials and the same address: a session of the operator.
    const redeem = (clientId: string, secret: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/oauth2/token',
        payload: {
          grant_type: 'authorization_code',
          client_id: clientId,
          client_secret: secret,
          code,
          redirect_uri: grant.redirect_uri,
        },
      });
    expect((await redeem(CLIENT.client_id, CLIENT.client_secret)).statusCode).toBe(400);
    const tokens = await redeem(DEMO_OAUTH_CLIENT.id, DEMO_OAUTH_CLIENT.secret);
    expect(tokens.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(tokens.json().access_token) });
    expect(me.json().email).toBe(DEMO_EMAILS.operator);
    const again = await redeem(DEMO_OAUTH_CLIENT.id, DEMO_OAUTH_CLIENT.secret);
    expect(again.statusCode).toBe(400);
    expect(again.json().error_type).toBe('invalid_grant');
    const deny = await app.inject({
      method: 'POST',
      url: '/v1/oauth2/authorize',
      headers: bearer(session.access_token),
      payload: { ...grant, decision: 'deny' },
    });
    expect(deny.json().redirect_to).toBe(`${grant.redirect_uri}?error=access_denied&state=st-1`);
  });

  it('refuses an unknown client or an address the client did not register', async () => {
    const session = await sessionFor(database.db, DEMO_EMAILS.operator, clock);
    for (const query of [
      { ...grant, client_id: 'nobody' },
      { ...grant, redirect_uri: 'https://evil.example/oauth/callback' },
      { ...grant, client_id: 'console' },
    ]) {
      const answer = await app.inject({
        method: 'POST',
        url: '/v1/oauth2/authorize',
        headers: bearer(session.access_token),
        payload: { ...query, decision: 'approve' },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error_type).toBe('invalid_client');
    }
  });
});
