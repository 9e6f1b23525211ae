// The reference server on the test seed, in process (app.inject), with a publisher that keeps what each request
// caused on the socket (docs/mocks.md, "Recording").
import type { FastifyInstance } from 'fastify';
import type { ServerMessage } from '@console/api/contract';
import { buildApp } from '../app.ts';
import { openPglite, type Database } from '../db/database.ts';
import { startSession } from '../auth/sessions.ts';
import { DEFAULT_CLIENT_ID } from '../seed.ts';
import { users } from '../db/schema.ts';
import { eq } from 'drizzle-orm';
import { createPublisher } from '../realtime/socketPublisher.ts';
import { recordedOneUseCodes, recordedTwoFactorSecrets, seedTestWorkspace, TEST_CLOCK_NOW } from './testSeed.ts';

export interface RecordingServer {
  app: FastifyInstance;
  /** A bearer token of a test-seed user, signed in once. */
  tokenOf(email: string): Promise<string>;
  /** The socket messages published since the last call. */
  takeSocket(): ServerMessage[];
  /** Closes the app; the database stays open for its owner to close. */
  close(): Promise<void>;
}

/** The test seed in a fresh in-memory database, at the fixed clock. */
export async function openTestSeed(): Promise<Database> {
  const database = await openPglite();
  await database.migrate();
  await seedTestWorkspace(database.db);
  return database;
}

/** The server on a database holding the test seed (`mocks:record` and the drift test), at the fixed clock. */
export async function openRecordingServer(
  database: Database,
  now: () => number = () => TEST_CLOCK_NOW,
): Promise<RecordingServer> {
  let published: ServerMessage[] = [];
  // The server's own publisher (no socket is open), which also keeps what the routes send through it.
  const publisher = createPublisher();
  const keep =
    <A extends unknown[]>(send: (target: number, message: ServerMessage, ...rest: A) => void) =>
    (target: number, message: ServerMessage, ...rest: A) => {
      published.push(message);
      send(target, message, ...rest);
    };
  publisher.toUser = keep(publisher.toUser.bind(publisher));
  publisher.toSpace = keep(publisher.toSpace.bind(publisher));
  const app = await buildApp({
    db: database.db,
    now,
    publisher,
    twoFactorSecrets: recordedTwoFactorSecrets(),
    oneUseCodes: recordedOneUseCodes(),
    // Every script's signed-out requests come from one address at a clock that stands still, so all fall in one
    // minute: more than the per-address limit lets through (the per-account one stays the server's).
    throttle: { ipRequests: { limit: 10_000, windowMs: 60_000 } },
  });
  const tokens = new Map<string, string>();
  return {
    app,
    async tokenOf(email) {
      const known = tokens.get(email);
      if (known) return known;
      const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (!user) throw new Error(`the test seed has no user ${email}`);
      const session = await startSession(database.db, { userId: user.id, clientId: DEFAULT_CLIENT_ID, now: now() });
      tokens.set(email, session.access_token);
      return session.access_token;
    },
    takeSocket() {
      const taken = published;
      published = [];
      return taken;
    },
    close: () => app.close(), // the database is the caller's
  };
}
