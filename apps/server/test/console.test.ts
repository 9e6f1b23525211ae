// Serving the console: config.json from the server's own addresses, the SPA fallback, headers, CORS, health.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { RuntimeConfig } from '@console/api/contract';
import { buildApp } from '../src/app.ts';
import type { Database, Db } from '../src/db/database.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
let consoleDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  consoleDir = await mkdtemp(join(tmpdir(), 'console-dist-'));
  await mkdir(join(consoleDir, 'assets'));
  await writeFile(join(consoleDir, 'index.html'), '<!doctype html><html><head><title>console</title></head></html>');
  await writeFile(join(consoleDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  await writeFile(join(consoleDir, 'favicon.svg'), '<svg/>');
  app = await buildApp({ db: database.db, consoleDir, ports: () => [18080, 18081] });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(consoleDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('GET /config.json', () => {
  it('is a valid RuntimeConfig made from the configured name and both ports', async () => {
    const response = await get('/config.json', { host: 'localhost:18081' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const config = RuntimeConfig.parse(response.json());
    expect(config).toMatchObject({
      productName: 'Omnidesk Console',
      apiHosts: ['http://localhost:18080/', 'http://localhost:18081/'],
      socketUrl: 'ws://localhost:18080/v1/socket',
      clientId: 'console',
      captcha: null,
    });
    // The sandbox identity provider of each social provider, on the console's own address.
    expect(config.social['vk']).toEqual({
      clientId: 'sandbox-console',
      authorizeUrl: 'http://localhost:18080/sandbox/social/vk/authorize',
    });
    expect(config.tiktokRedirectHosts).toHaveLength(3);
    expect(config.tiktokRedirectHosts[2]).toBe('http://localhost:18080');
    expect(config.faqUrl.en).toMatch(/^https:\/\//);
  });

  it('keeps the loopback name asked for, and answers any other Host with the configured one', async () => {
    expect(RuntimeConfig.parse((await get('/config.json', { host: '127.0.0.1:18080' })).json()).apiHosts[1]).toBe(
      'http://127.0.0.1:18081/',
    );
    expect(RuntimeConfig.parse((await get('/config.json', { host: '[::1]:18080' })).json()).apiHosts[0]).toBe(
      'http://[::1]:18080/',
    );
    for (const host of ['evil.test', 'evil.test/"><script>', 'a b', 'x@y', 'host:port:1', '-bad.test']) {
      const response = await get('/config.json', { host, 'accept-language': 'en' });
      expect(response.statusCode, host).toBe(200);
      expect(RuntimeConfig.parse(response.json()).apiHosts[0], host).toBe('http://localhost:18080/');
    }
  });

  it('takes a fixed public host and product name when given', async () => {
    const fixed = await buildApp({
      db: database.db,
      consoleDir,
      ports: () => [9000, 9001],
      publicHost: 'desk.example',
      publicConfig: { productName: 'Desk' },
    });
    const config = RuntimeConfig.parse(
      (await fixed.inject({ method: 'GET', url: '/config.json', headers: { host: 'other:1' } })).json(),
    );
    expect(config.productName).toBe('Desk');
    expect(config.apiHosts).toEqual(['http://desk.example:9000/', 'http://desk.example:9001/']);
    await fixed.close();
  });
});

describe('the console files', () => {
  it('serves index.html for / and for any console route, uncached', async () => {
    for (const url of ['/', '/login', '/stats/overall?x=1', '/settings/profile/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<title>console</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("hands index.html a fresh style nonce that only the CSP of that response allows (react-aria's <style>)", async () => {
    const nonces = [];
    for (const url of ['/', '/index.html', '/login']) {
      const response = await get(url);
      const nonce = /<head><meta property="csp-nonce" nonce="([A-Za-z0-9+/=]{24})">/.exec(response.body)?.[1];
      expect(nonce, url).toBeDefined();
      expect(String(response.headers['content-security-policy'])).toContain(`style-src 'self' 'nonce-${nonce}';`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it('serves hashed assets as immutable and other files revalidated', async () => {
    const asset = await get('/assets/app-1a2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing file, an unknown API path, and a path escaping the folder', async () => {
    for (const url of ['/assets/missing.js', '/v1/unknown', '/v1', '/%2e%2e/%2e%2e/package.json', '/..%2f..%2fpackage.json']) {
      const response = await get(url, { 'accept-language': 'en' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
    const malformed = await get('/bad%zz', { 'accept-language': 'en' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'Invalid request' });
    expect(malformed.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a 503 page naming the build command when the console is not built', async () => {
    const bare = await buildApp({ db: database.db, consoleDir: join(consoleDir, 'nothing-here') });
    const response = await bare.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('npm run build');
    expect(response.body).toContain('The console is not built yet');
    const ru = await bare.inject({ method: 'GET', url: '/login' });
    expect(ru.statusCode).toBe(503);
    expect(ru.body).toContain('Консоль ещё не собрана');
    await bare.close();
  });
});

describe('security headers and CORS', () => {
  it('sends a strict CSP allowing both API origins and the socket, on pages, JSON, 401 and 404 alike', async () => {
    const responses = [
      await get('/', { host: 'localhost:18080' }),
      await get('/healthz', { host: 'localhost:18080' }),
      await get('/v1/me', { host: 'localhost:18080' }),
      await get('/v1/nothing', { host: 'localhost:18080' }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 401, 404]);
    for (const response of responses) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("connect-src 'self' http://localhost:18080 http://localhost:18081 ws://localhost:18080");
      expect(csp).toContain("img-src 'self' data: https:");
      expect(csp).toContain("style-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('allows exactly the two console origins, with the headers the console sends', async () => {
    for (const origin of ['http://localhost:18080', 'http://localhost:18081']) {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/v1/config',
        headers: {
          host: 'localhost:18081',
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      const allowed = String(preflight.headers['access-control-allow-headers']);
      for (const header of ['Authorization', 'Content-Type', 'Accept-Language', 'Idempotency-Key'])
        expect(allowed).toContain(header);
    }
    for (const origin of ['http://evil.test:18080', 'http://localhost:18082', 'https://localhost:18080', 'null']) {
      const response = await get('/healthz', { host: 'localhost:18080', origin });
      expect(response.headers['access-control-allow-origin'], origin).toBeUndefined();
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/v1/config',
        headers: { host: 'localhost:18080', origin, 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe('GET /v1/openapi.json', () => {
  it('documents the v1 endpoints from the zod contract, and not the console files', async () => {
    const response = await get('/v1/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/v1/oauth2/token', '/v1/oauth2/revoke', '/v1/me', '/v1/config']),
    );
    expect(Object.keys(document.paths)).not.toContain('/*');
    expect(Object.keys(document.paths)).not.toContain('/config.json');
    expect(JSON.stringify(document.paths['/v1/oauth2/token'])).toContain('refresh_token');
    expect(JSON.stringify(document.paths['/v1/me'])).toContain('"security":[{"bearer":[]}]');
    expect(JSON.stringify(document.paths['/v1/oauth2/token'])).not.toContain('security');
  });
});

describe('GET /healthz', () => {
  it('answers ok after reaching the database', async () => {
    const response = await get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with the reason when the database is gone (more cases in health.test.ts)', async () => {
    const down = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    const brokenApp = await buildApp({ db: down, consoleDir });
    const response = await brokenApp.inject({ method: 'GET', url: '/healthz', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', reason: 'database_unreachable' });
    await brokenApp.close();
  });
});
