// The reference server on the test seed, in process (app.inject), with a publisher that keeps what each request
// caused on the socket (docs/mocks.md, "Recording").
import type { FastifyInstance } from 'fastify';
import { RECORDING_USERS, type RecordedSocketMessage, type RecordingUser, type ServerMessage } from '@console/api/contract';
import { buildApp } from '../app.ts';
import { openPglite, type Database } from '../db/database.ts';
import { startSession } from '../auth/sessions.ts';
import { DEFAULT_CLIENT_ID } from '../seed.ts';
import { spaceMembers, users } from '../db/schema.ts';
import { eq } from 'drizzle-orm';
import { createPublisher, type SocketConnection } from '../realtime/socketPublisher.ts';
import { itemScopeOf } from '../items/access.ts';
import { recordedOneUseCodes, recordedTwoFactorSecrets, seedTestWorkspace, TEST_CLOCK_NOW } from './testSeed.ts';
import { recordedAccountConnector } from './accountCodes.ts';

export interface RecordingServer {
  app: FastifyInstance;
  /** A bearer token of a test-seed user, signed in once. */
  tokenOf(email: string): Promise<string>;
  /** The socket messages each test-seed user's socket heard since the last call, each naming its user (`to`). */
  takeSocket(): RecordedSocketMessage[];
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
  let published: RecordedSocketMessage[] = [];
  // The server's own publisher, with one listening socket per test-seed user: what each user's socket hears (their
  // own unread counts, their group limit, spec §1), kept with the user it reached, so a replay gives a story only its
  // user's messages.
  const publisher = createPublisher();
  for (const name of Object.keys(RECORDING_USERS) as RecordingUser[]) {
    const connection = await listeningConnection(database, name, (message) => published.push(message));
    if (connection) publisher.add(connection);
  }
  const app = await buildApp({
    db: database.db,
    now,
    publisher,
    twoFactorSecrets: recordedTwoFactorSecrets(),
    oneUseCodes: recordedOneUseCodes(),
    // Every script's signed-out requests come from one address at a clock that stands still, so all fall in one
    // minute: more than the per-address limit lets through (the per-account one stays the server's).
    throttle: { ipRequests: { limit: 10_000, windowMs: 60_000 } },
    accountConnector: recordedAccountConnector(now),
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

/** A socket of a test-seed user as the socket endpoint opens it (realtime/connection.ts), keeping what it hears. */
async function listeningConnection(
  database: Database,
  name: RecordingUser,
  keep: (message: RecordedSocketMessage) => void,
): Promise<SocketConnection | null> {
  const [user] = await database.db.select().from(users).where(eq(users.email, RECORDING_USERS[name]));
  if (!user) return null;
  const scope = await itemScopeOf(database.db, user.id);
  const memberships = await database.db
    .select({ spaceId: spaceMembers.spaceId, roles: spaceMembers.roles })
    .from(spaceMembers)
    .where(eq(spaceMembers.userId, user.id));
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send: (data: string) => keep({ to: name, ...(JSON.parse(data) as ServerMessage) }),
    close() {
      this.readyState = 3;
    },
  };
  return {
    socket: socket as unknown as SocketConnection['socket'],
    user: { id: user.id, name: user.name },
    familyId: 0,
    spaceIds: scope.spaceIds,
    rolesBySpace: new Map(memberships.map((one) => [one.spaceId, one.roles])),
    locks: new Map(),
    lockedRecords: new Map(),
    itemLimit: { spaceIds: scope.limitedSpaceIds, groupIds: scope.groupIds },
  };
}
