// Starts the reference server on an ephemeral loopback port with a fresh database from the test snapshot.
// Used by the live contract suite (contract.live.test.ts): keep this API stable.
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET } from '../src/seed.ts';
import { openTestDatabase } from './snapshot.ts';

export type TestServer = {
  /** e.g. http://127.0.0.1:40123/ (ends with '/', paths such as v1/config are appended). */
  baseUrl: string;
  app: FastifyInstance;
  database: Database;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
};

export async function startTestServer(options: Omit<AppDeps, 'db'> = {}): Promise<TestServer> {
  const database = await openTestDatabase();
  let port = 0;
  const app = await buildApp({
    ports: () => [port, port + 1],
    // A contract suite signs in many times from one address: lift the per-IP limit unless a test sets it.
    throttle: { ipRequests: { limit: 10_000, windowMs: 60_000 }, ...options.throttle },
    ...options,
    db: database.db,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/`,
    app,
    database,
    clientId: DEFAULT_CLIENT_ID,
    clientSecret: DEFAULT_CLIENT_SECRET,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
