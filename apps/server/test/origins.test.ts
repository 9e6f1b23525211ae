// Links, config.json, CORS and CSP take their origin from configuration, never from the request's Host
// (docs/deployment.md "Origins"): by default the loopback names on the two ports, or the configured public host.
import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { emailOutbox } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { CLIENT, demoApp } from './helpers.ts';

const demo = demoApp({ ports: () => [18080, 18081] });

const lastLinkTo = async (to: string) =>
  (await demo.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id)).limit(1))[0]
    ?.link;

async function recoveryLink(server: FastifyInstance, host: string, email: string): Promise<string | null | undefined> {
  const response = await server.inject({
    method: 'POST',
    url: '/v1/recovery',
    headers: { host, 'accept-language': 'en' },
    payload: { email, ...CLIENT },
  });
  expect(response.statusCode).toBe(200);
  return lastLinkTo(email);
}

describe('links in letters', () => {
  it('a reset link asked for with Host: evil.example is on the configured origin', async () => {
    const link = await recoveryLink(demo.app, 'evil.example', DEMO_EMAILS.reader);
    expect(link).toMatch(/^http:\/\/localhost:18080\/reset_password\/[A-Za-z0-9_-]+$/);
  });

  it('a sign-up confirmation link asked for with an unknown Host is on the configured origin', async () => {
    const response = await demo.app.inject({
      method: 'POST',
      url: '/v1/signup',
      headers: { host: 'evil.example:18080', 'accept-language': 'en' },
      payload: { name: 'Eve', company: 'Eve Shop', email: 'eve@example.com', password: 'secret-pass-1', ...CLIENT },
    });
    expect(response.statusCode).toBe(200);
    expect(await lastLinkTo('eve@example.com')).toMatch(/^http:\/\/localhost:18080\/confirm_email\//);
  });

  it('keeps a loopback name the client used (127.0.0.1, [::1])', async () => {
    expect(await recoveryLink(demo.app, '127.0.0.1:18081', DEMO_EMAILS.reader)).toMatch(/^http:\/\/127\.0\.0\.1:18080\//);
    expect(await recoveryLink(demo.app, '[::1]:18080', DEMO_EMAILS.reader)).toMatch(/^http:\/\/\[::1\]:18080\//);
  });

  it('uses the public host when one is set, whatever the Host', async () => {
    const fixed = await buildApp({ db: demo.database.db, ports: () => [9000, 9001], publicHost: 'desk.example' });
    try {
      for (const host of ['localhost:9000', 'evil.example']) {
        expect(await recoveryLink(fixed, host, DEMO_EMAILS.analyst)).toMatch(/^http:\/\/desk\.example:9000\/reset_password\//);
      }
    } finally {
      await fixed.close();
    }
  });
});

describe('config.json, CORS and CSP', () => {
  it('config.json for an unknown Host names the configured origins', async () => {
    const config = (
      await demo.app.inject({ method: 'GET', url: '/config.json', headers: { host: 'evil.example:18080' } })
    ).json();
    expect(config.apiHosts).toEqual(['http://localhost:18080/', 'http://localhost:18081/']);
    expect(config.socketUrl).toBe('ws://localhost:18080/v1/socket');
  });

  it('CORS admits the configured origins only, even when Host names the caller', async () => {
    const preflight = (host: string, origin: string) =>
      demo.app.inject({
        method: 'OPTIONS',
        url: '/v1/config',
        headers: { host, origin, 'access-control-request-method': 'GET' },
      });
    const evil = await preflight('evil.example:18081', 'http://evil.example:18080');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    const own = await preflight('localhost:18081', 'http://localhost:18080');
    expect(own.headers['access-control-allow-origin']).toBe('http://localhost:18080');
  });

  it('CSP connect-src names the configured origins, not the Host', async () => {
    const response = await demo.app.inject({ method: 'GET', url: '/config.json', headers: { host: 'evil.example:18080' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).not.toContain('evil.example');
    expect(csp).toContain('connect-src');
    expect(csp).toContain('http://localhost:18081');
  });
});
