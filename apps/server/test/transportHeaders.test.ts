// HSTS only where the public origin is https, and API answers that carry tokens or personal data are never
// cached (docs/deployment.md "HTTPS and caching").
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { bearer, demoApp, sessionFor } from './helpers.ts';

const demo = demoApp();

describe('Strict-Transport-Security', () => {
  it('is not sent over plain HTTP', async () => {
    for (const url of ['/config.json', '/healthz', '/v1/config', '/login']) {
      const response = await demo.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('is sent when the public origin is https (TLS ends at a proxy in front)', async () => {
    const https = await buildApp({
      db: demo.database.db,
      publicHost: 'desk.example',
      publicHttps: true,
      ports: () => [443, 8443],
    });
    try {
      const response = await https.inject({ method: 'GET', url: '/config.json' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.json().apiHosts).toEqual(['https://desk.example/', 'https://desk.example:8443/']);
      expect(response.json().socketUrl).toBe('wss://desk.example/v1/socket');
    } finally {
      await https.close();
    }
  });
});

describe('Cache-Control of API answers', () => {
  it('v1/me and the other answers about the signed-in user are no-store', async () => {
    const session = await sessionFor(demo.database.db, DEMO_EMAILS.operator);
    for (const url of ['/v1/me', '/v1/me/notifications', '/v1/config']) {
      const response = await demo.app.inject({ method: 'GET', url, headers: bearer(session.access_token) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('a refused answer is no-store too', async () => {
    expect((await demo.app.inject({ method: 'GET', url: '/v1/me' })).headers['cache-control']).toBe('no-store');
  });
});
