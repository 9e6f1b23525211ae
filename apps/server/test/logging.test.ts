// Structured logs never hold a token, password or code: the log output of a sign-in, a
// refresh and failures is captured through a stream and searched for every secret that went over the wire.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { TokenResponse } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { REDACTED, scrubText, truncate } from '../src/http/logging.ts';
import { DEMO_EMAILS, DEMO_OTP_SECRET, DEMO_PASSWORD } from '../src/seed.ts';
import { bearer, CLIENT, passwordGrant, postToken } from './helpers.ts';
import { captureLogs } from './logCapture.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
const logs = captureLogs('trace');
const clock = Date.now();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, now: () => clock, logger: logs.logger });
  // Logs what careless code would: the whole body and headers, and an error carrying them.
  app.post('/v1/test/careless', { config: { policy: 'public' } }, async (request) => {
    request.log.info({ body: request.body, headers: request.headers, nested: { deep: { body: request.body } } }, 'careless');
    throw new Error(`failed for ${JSON.stringify(request.body)} with ${request.headers.authorization}`);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('log output', () => {
  it('holds no password, token, client secret, sign or code through sign-in, refresh and failures', async () => {
    const secrets: string[] = [DEMO_PASSWORD, CLIENT.client_secret, 'wrong-pass-9'];
    const signIn = passwordGrant(DEMO_EMAILS.admin, { nowMs: clock });
    secrets.push(signIn.sign ?? '');
    const tokens = TokenResponse.parse((await postToken(app, signIn)).json());
    secrets.push(tokens.access_token, tokens.refresh_token);

    const refreshed = await postToken(app, { ...CLIENT, grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const next = TokenResponse.parse(refreshed.json());
    secrets.push(next.access_token, next.refresh_token);

    const code = await generate({ secret: DEMO_OTP_SECRET, epoch: Math.floor(clock / 1000) });
    secrets.push(code);
    expect((await postToken(app, passwordGrant(DEMO_EMAILS.otp, { nowMs: clock, code }))).statusCode).toBe(200);
    expect((await postToken(app, passwordGrant(DEMO_EMAILS.reader, { nowMs: clock, password: 'wrong-pass-9' }))).statusCode).toBe(
      400,
    );
    expect(
      (await postToken(app, { ...CLIENT, grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).statusCode,
    ).toBe(200);
    expect(
      (await postToken(app, { ...CLIENT, grant_type: 'refresh_token', refresh_token: 'forged-refresh-token-1' })).statusCode,
    ).toBe(400);
    secrets.push('forged-refresh-token-1');

    // A token in a URL (as an old socket client would send it) and a revoke with the bearer header.
    await app.inject({ method: 'GET', url: `/v1/me?access_token=${next.access_token}&code=${code}` });
    await app.inject({
      method: 'POST',
      url: '/v1/oauth2/revoke',
      headers: { ...bearer(next.access_token), cookie: 'sid=cookie-secret-1' },
    });
    secrets.push('cookie-secret-1');

    const careless = await app.inject({
      method: 'POST',
      url: '/v1/test/careless',
      headers: { ...bearer('bearer-secret-1') },
      payload: {
        password: 'body-pass-1',
        code: '123456',
        token: 'body-token-1',
        client_secret: 'body-secret-1',
        keep: 'visible-1',
      },
    });
    expect(careless.statusCode).toBe(500);
    secrets.push('bearer-secret-1', 'body-pass-1', 'body-token-1', 'body-secret-1');

    const text = logs.text();
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(text, `a secret of length ${secret.length} leaked`).not.toContain(secret);
    }
    // The logs are there and useful: requests, the careless line with its harmless field, the error.
    const lines = logs.lines();
    expect(lines.filter((l) => l.msg === 'incoming request').length).toBeGreaterThanOrEqual(8);
    expect(text).toContain('/v1/oauth2/token');
    expect(text).toContain('visible-1');
    expect(text).toContain(REDACTED);
    expect(lines.some((l) => l.msg === 'request failed' && l.level === 50)).toBe(true);
  });
});

describe('scrubText', () => {
  it('redacts secret query values, JSON fields, bearer tokens and secret link hashes', () => {
    expect(scrubText('/login/vk?code=abc123&state=redirect:/items')).toBe('/login/vk?code=[redacted]&state=redirect:/items');
    expect(scrubText('GET /v1/socket?access_token=t0k&x=1')).toBe('GET /v1/socket?access_token=[redacted]&x=1');
    expect(scrubText('body {"password":"p\\"w","name":"Ann"}')).toBe('body {"password":"[redacted]","name":"Ann"}');
    expect(scrubText('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer [redacted]');
    expect(scrubText('/reset_password/0a1b2c?x=1 and /confirm_email/ffee')).toBe(
      '/reset_password/[redacted]?x=1 and /confirm_email/[redacted]',
    );
    expect(scrubText('errorcode=5 barcode=7')).toBe('errorcode=5 barcode=7');
  });

  it('truncates long texts and says by how much', () => {
    expect(truncate('abcdef', 10)).toBe('abcdef');
    expect(truncate('abcdef', 4)).toBe('abcd…[2 more]');
  });
});
