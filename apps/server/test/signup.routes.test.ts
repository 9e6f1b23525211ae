// The sign-up slice's endpoints: sign-up, invitations, recovery and reset, the readable outbox page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { emailOutbox, sessionFamilies, spaces, users } from '../src/db/schema.ts';
import { DEMO_INVITATION } from '../src/seed/signup.ts';
import type { CaptchaVerifier } from '../src/signup/captcha.ts';
import { createInvitation, INVITATION_TTL_MS, RESET_TTL_MS } from '../src/signup/links.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { bearer, CLIENT, passwordGrant, postToken, sessionFor } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
let clock = Date.now();
const captchaPasses = true;
const captcha: CaptchaVerifier = { siteKey: 'site-key', verify: async (token) => captchaPasses && token !== 'bad' };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    db: database.db,
    now: () => clock,
    captcha,
    throttle: { ipRequests: { limit: 1000, windowMs: 60_000 } },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const lastMailTo = async (to: string) =>
  (await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).limit(1))[0];
const tokenOf = (link: string | null | undefined, path: string) => (link ?? '').split(`/${path}/`)[1] ?? '';
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'en', ...headers } });

const SIGNUP = { name: 'Ann', company: 'Ann Shop', password: 'secret-pass-1', ...CLIENT };

describe('POST v1/signup', () => {
  it('creates the account, mails a confirmation link and answers a token for the auto sign-in', async () => {
    const response = await post('/v1/signup', { ...SIGNUP, email: ' Ann@Example.com ', tariff_id: 3, promocode: 'welcome10' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toContain('ann@example.com');
    expect(body.token.access_token).toBeTruthy();
    const config = (await app.inject({ method: 'GET', url: '/v1/config', headers: bearer(body.token.access_token) })).json();
    expect(config.user).toMatchObject({ email: 'ann@example.com', email_status: 0 });
    expect(config.spaces).toHaveLength(1);
    expect(config.spaces[0]).toMatchObject({ name: 'Ann Shop', is_trial: true, tariff: { id: 3 } });
    const mail = await lastMailTo('ann@example.com');
    const hash = tokenOf(mail?.link, 'confirm_email');
    expect(hash).not.toBe('');
    const confirmed = await post('/v1/confirm_email', { hash, ...CLIENT });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().token.access_token).toBeTruthy();
  });

  it('answers the spec texts: a taken address, an unusable promo code, a weak password, a failed captcha', async () => {
    const taken = await post('/v1/signup', { ...SIGNUP, email: DEMO_EMAILS.admin });
    expect(taken.statusCode).toBe(409);
    const promo = await post('/v1/signup', { ...SIGNUP, email: 'p@example.com', promocode: 'EXPIRED15' });
    expect(promo.statusCode).toBe(400);
    expect(promo.json().error).toBe('This promo code has expired');
    const weak = await post('/v1/signup', { ...SIGNUP, email: 'w@example.com', password: 'onlyletters' });
    expect(weak.json()).toMatchObject({ error: 'Must contain at least one number and one special character' });
    const robot = await post('/v1/signup', { ...SIGNUP, email: 'r@example.com', recaptcha_token: 'bad' });
    expect(robot.statusCode).toBe(400);
    expect(robot.json().error_type).toBe('captcha');
    expect(await database.db.select().from(users).where(eq(users.email, 'p@example.com'))).toHaveLength(0);
  });

  it('config.json announces the captcha site key', async () => {
    const config = (await app.inject({ method: 'GET', url: '/config.json' })).json();
    expect(config.captcha).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
  });

  it('the CSP allows reCAPTCHA only when the captcha is configured', async () => {
    const csp = (await app.inject({ method: 'GET', url: '/config.json' })).headers['content-security-policy'];
    expect(csp).toContain('https://www.gstatic.com/recaptcha/');
    expect(csp).toMatch(/frame-src 'self' https:\/\/www\.google\.com\/recaptcha\//);
    const plain = await buildApp({ db: database.db });
    const plainCsp = (await plain.inject({ method: 'GET', url: '/config.json' })).headers['content-security-policy'];
    expect(plainCsp).not.toContain('recaptcha');
    expect((await plain.inject({ method: 'GET', url: '/config.json' })).json().captcha).toBeNull();
    await plain.close();
  });
});

describe('invitations', () => {
  it('GET answers the invited address; sign-up by the hash joins the space once; then 409', async () => {
    const url = `/v1/signup/${DEMO_INVITATION.token}`;
    const invitation = await app.inject({ method: 'GET', url });
    expect(invitation.json()).toEqual({ email: DEMO_INVITATION.email });
    const other = await post(url, { name: 'Ivan', password: 'secret-pass-1', email: 'other@example.com', ...CLIENT });
    expect(other.statusCode).toBe(400);
    const signed = await post(url, { name: 'Ivan', password: 'secret-pass-1', ...CLIENT });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().message).toBe('You have successfully registered.');
    const config = (
      await app.inject({ method: 'GET', url: '/v1/config', headers: bearer(signed.json().token.access_token) })
    ).json();
    expect(config.user).toMatchObject({ email: DEMO_INVITATION.email, email_status: 1 });
    expect(config.spaces.map((s: { name: string }) => s.name)).toEqual(['Demo workspace']);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(409);
    expect((await post(url, { name: 'Ivan', password: 'secret-pass-1', ...CLIENT })).statusCode).toBe(409);
    expect((await app.inject({ method: 'GET', url: '/v1/signup/unknown' })).statusCode).toBe(409);
  });
});

describe('invitation expiry', () => {
  it('an invitation works for 7 days, then answers 409 like a used one', async () => {
    const [space] = await database.db.select().from(spaces).limit(1);
    const token = await createInvitation(database.db, {
      spaceId: space!.id,
      email: 'late.invitee@example.com',
      role: 'operator',
      invitedBy: null,
      now: clock,
    });
    const url = `/v1/signup/${token}`;
    clock += INVITATION_TTL_MS - 1;
    expect((await app.inject({ method: 'GET', url })).json()).toEqual({ email: 'late.invitee@example.com' });
    clock += 2;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(409);
    expect((await post(url, { name: 'Late', password: 'secret-pass-1', ...CLIENT })).statusCode).toBe(409);
  });
});

describe('recovery and reset', () => {
  it('404 for an unknown address; mails a one-use link; check, reset, old sessions end, the new password works', async () => {
    expect((await post('/v1/recovery', { email: 'nobody@example.com' })).json()).toEqual({ error: 'User not found' });
    const email = DEMO_EMAILS.operator;
    const before = await sessionFor(database.db, email, clock);
    const sent = await post('/v1/recovery', { email: email.toUpperCase() });
    expect(sent.statusCode).toBe(200);
    const hash = tokenOf((await lastMailTo(email))?.link, 'reset_password');
    expect((await post('/v1/reset_password/check', { hash })).json()).toEqual({ email });
    const mismatch = await post('/v1/reset_password', { hash, password: 'new-pass-12', password_confirm: 'other', ...CLIENT });
    expect(mismatch.json().error).toBe("Confirmation and password didn't match");
    const reset = await post('/v1/reset_password', { hash, password: 'new-pass-12', password_confirm: 'new-pass-12', ...CLIENT });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().token.access_token).toBeTruthy();
    const [family] = await database.db.select().from(sessionFamilies).where(eq(sessionFamilies.id, before.familyId));
    expect(family?.revokedReason).toBe('password_changed');
    expect((await post('/v1/reset_password/check', { hash })).statusCode).toBe(400);
    const again = await post('/v1/reset_password', { hash, password: 'x-pass-123', password_confirm: 'x-pass-123', ...CLIENT });
    expect(again.statusCode).toBe(400);
    const login = await postToken(app, passwordGrant(email, { password: 'new-pass-12', nowMs: clock }));
    expect(login.statusCode).toBe(200);
  });

  it('a link expires, and a newer link ends the older one', async () => {
    const email = DEMO_EMAILS.moderator;
    await post('/v1/recovery', { email });
    const first = tokenOf((await lastMailTo(email))?.link, 'reset_password');
    await post('/v1/recovery', { email });
    const second = tokenOf((await lastMailTo(email))?.link, 'reset_password');
    expect((await post('/v1/reset_password/check', { hash: first })).statusCode).toBe(400);
    clock += RESET_TTL_MS + 1;
    const late = await post('/v1/reset_password/check', { hash: second });
    expect(late.json().error).toBe('This password reset link has been used or has expired. Ask for a new one.');
  });
});

describe('GET /sandbox/outbox', () => {
  it('lists the letters with clickable links and escaped text; ?to= filters', async () => {
    await post('/v1/signup', { ...SIGNUP, name: '<script>alert(1)</script>', email: 'xss@example.com' });
    const page = await app.inject({
      method: 'GET',
      url: '/sandbox/outbox?to=XSS@example.com',
      headers: { 'accept-language': 'en' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain('&#60;script&#62;');
    expect(page.body).toMatch(/<a href="http:\/\/[^"]+\/confirm_email\/[A-Za-z0-9_-]+">/);
    expect(page.body).not.toContain(DEMO_EMAILS.operator);
  });

  it('is off with the JSON outbox (SANDBOX_OUTBOX=0)', async () => {
    const off = await buildApp({ db: database.db, sandboxOutbox: false });
    // Without the page the path is the console's (its index.html, or 503 when not built): no letters.
    const page = await off.inject({ method: 'GET', url: '/sandbox/outbox', headers: { 'accept-language': 'en' } });
    expect(page.body).not.toContain('Sandbox outbox');
    await off.close();
  });
});

describe('signup space', () => {
  it('is a 14-day trial', async () => {
    const [space] = await database.db.select().from(spaces).where(eq(spaces.name, 'Ann Shop'));
    expect(space?.isTrial).toBe(true);
  });
});
