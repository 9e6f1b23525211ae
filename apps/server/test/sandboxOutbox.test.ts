// Who may read the sandbox outbox (docs/deployment.md "Sandbox outbox"): loopback clients only, by the socket's
// address, and nobody once the server is set up for a deployment (a public host or a mail transport).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type AppDeps } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { bearer, sessionFor } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db });
  token = (await sessionFor(database.db, DEMO_EMAILS.operator)).access_token;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const page = (remoteAddress: string, headers: InjectOptions['headers'] = {}): InjectOptions => ({
  method: 'GET',
  url: '/sandbox/outbox',
  remoteAddress,
  headers: { 'accept-language': 'en', ...headers },
});
const endpoint = (remoteAddress: string): InjectOptions => ({
  method: 'GET',
  url: '/v1/sandbox/outbox',
  remoteAddress,
  headers: bearer(token),
});

async function withApp(deps: Partial<AppDeps>, run: (other: FastifyInstance) => Promise<void>): Promise<void> {
  const other = await buildApp({ db: database.db, ...deps });
  try {
    await run(other);
  } finally {
    await other.close();
  }
}

describe('the sandbox outbox', () => {
  it('answers a client on this machine (IPv4, IPv6 and IPv4-mapped loopback)', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await app.inject(page(address));
      expect(response.statusCode, address).toBe(200);
      expect(response.body).toContain('Sandbox outbox');
      expect((await app.inject(endpoint(address))).statusCode, address).toBe(200);
    }
  });

  it('is 404 for a client elsewhere, whatever its headers claim', async () => {
    const forged = { host: 'localhost:8080', 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' };
    for (const address of ['203.0.113.7', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::1']) {
      const response = await app.inject(page(address, forged));
      expect(response.statusCode, address).toBe(404);
      expect(response.body).not.toContain('Sandbox outbox');
      expect(response.headers['x-content-type-options'], 'security headers on the 404 too').toBe('nosniff');
      expect((await app.inject(endpoint(address))).statusCode, address).toBe(404);
    }
  });

  it('is 404 when a public host is configured, even on this machine', async () => {
    await withApp({ publicHost: 'desk.example' }, async (other) => {
      expect((await other.inject(page('127.0.0.1'))).statusCode).toBe(404);
      expect((await other.inject(endpoint('127.0.0.1'))).statusCode).toBe(404);
    });
  });

  it('is 404 when a mail transport is configured, even on this machine', async () => {
    // Nothing is sent here, so no SMTP server needs to answer on that port.
    const smtp = { url: 'smtp://127.0.0.1:9', from: 'no-reply@localhost' };
    await withApp({ smtp }, async (other) => {
      expect((await other.inject(page('127.0.0.1'))).statusCode).toBe(404);
      expect((await other.inject(endpoint('127.0.0.1'))).statusCode).toBe(404);
    });
  });
});
