// One socket's protocol (spec §7 "Socket"): auth by first message, then status, lock and unlock.
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  COMPOSING_TTL_MS,
  ClientMessage,
  SOCKET_CLOSE_AUTH_TIMEOUT,
  SOCKET_CLOSE_RATE_LIMITED,
  SOCKET_CLOSE_UNAUTHORIZED,
} from '@console/api/contract';
import { checkAccessToken } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { itemScopeOf, lockedChatOf, lockedItemOf } from '../items/access.ts';
import { lockedIssueOf } from '../issues/access.ts';
import { lockKey, opensTarget, sendMessage, type SocketConnection, type SocketPublisher } from './socketPublisher.ts';
import { createTokenBucket } from './tokenBucket.ts';

export type SocketOptions = {
  /** The first message must be `auth` within this time (the token never goes in the URL). */
  authTimeoutMs: number;
  /** Larger messages are ignored (they still count against the rate limit). */
  maxMessageBytes: number;
  ratePerSecond: number;
  burst: number;
  /** Locks one connection may hold at once; further ones are ignored. */
  maxLocks: number;
};

export const DEFAULT_SOCKET_OPTIONS: SocketOptions = {
  authTimeoutMs: 10_000,
  maxMessageBytes: 4096,
  ratePerSecond: 20,
  burst: 30,
  maxLocks: 50,
};

const CLOSE_INTERNAL_ERROR = 1011;

export type ConnectionDeps = {
  db: Db;
  now: () => number;
  publisher: SocketPublisher;
  options: SocketOptions;
  log: FastifyBaseLogger;
};

/** Bytes → a ClientMessage, or null for binary, oversize, malformed JSON or a message outside the contract. */
export function parseClientMessage(data: RawData, isBinary: boolean, maxBytes: number): ClientMessage | null {
  if (isBinary) return null;
  const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
  if (bytes.byteLength > maxBytes) return null;
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
  const result = ClientMessage.safeParse(json);
  return result.success ? result.data : null;
}

export function serveConnection(socket: WebSocket, deps: ConnectionDeps): void {
  const { db, publisher, options } = deps;
  const bucket = createTokenBucket(options, () => performance.now());
  let connection: SocketConnection | null = null;
  let ended = false;
  let work: Promise<void> = Promise.resolve();
  const authTimer = setTimeout(() => end(SOCKET_CLOSE_AUTH_TIMEOUT), options.authTimeoutMs);

  function end(code: number): void {
    if (ended) return;
    ended = true;
    clearTimeout(authTimer);
    if (connection) publisher.remove(connection);
    socket.close(code);
  }

  async function authenticate(message: ClientMessage | null): Promise<void> {
    if (message === null) return; // ignored like any bad message; the auth timeout still runs
    if (message.method !== 'auth') return end(SOCKET_CLOSE_UNAUTHORIZED);
    const outcome = await checkAccessToken(db, message.token, deps.now());
    if (ended) return;
    // An expired access token is refused too: the console refreshes, then reconnects.
    if (outcome.kind !== 'ok') return end(SOCKET_CLOSE_UNAUTHORIZED);
    const scope = await itemScopeOf(db, outcome.user.id);
    if (ended) return;
    clearTimeout(authTimer);
    connection = {
      socket,
      user: { id: outcome.user.id, name: outcome.user.name },
      familyId: outcome.familyId,
      // spec §4 two-factor: until it is set up where required, the socket carries only the user's own messages.
      spaceIds: outcome.otpSetupPending ? [] : scope.spaceIds,
      rolesBySpace: new Map(outcome.user.memberships.map((access) => [access.spaceId, access.roles])),
      locks: new Map(),
      lockedRecords: new Map(),
      itemLimit: { spaceIds: scope.limitedSpaceIds, groupIds: scope.groupIds },
    };
    publisher.add(connection);
    sendMessage(socket, { method: 'ready' });
    // Who is viewing what right now, so a screen opened after the others' locks still shows them.
    for (const { user, target } of publisher.locksVisibleTo(connection)) {
      sendMessage(socket, { method: 'viewer.lock', target, user });
    }
  }

  async function handle(self: SocketConnection, message: ClientMessage | null): Promise<void> {
    if (message === null || message.method === 'auth') return;
    if (message.method === 'status') {
      // The tab that set the status saved it already (PUT v1/me/status); the user's other tabs follow.
      publisher.toOtherConnections(self, { method: 'status', status: message.status });
      return;
    }
    const key = lockKey(message.target);
    if (message.method === 'composing') {
      // Only on what the user has open (their lock was checked): heard by those who can open it (docs/socket.md).
      if (!self.locks.has(key)) return;
      const until = deps.now() + COMPOSING_TTL_MS;
      publisher.toViewersOf(self, { method: 'composing', target: message.target, user: self.user, until });
      return;
    }
    if (message.method === 'lock') {
      if (!self.locks.has(key) && self.locks.size >= options.maxLocks) return;
      // Where the item, chat or issue lives, so only those who can open it hear of its viewers (spec §1, §6).
      const where = { item: lockedItemOf, chat: lockedChatOf, issue: lockedIssueOf }[message.target.type];
      const record = !self.lockedRecords?.has(key) ? await where(db, message.target.id) : self.lockedRecords?.get(key);
      // A target the sender cannot open is nobody's business: the lock is ignored.
      if (!opensTarget(self, message.target, record)) return;
      self.lockedRecords?.set(key, record ?? null);
      self.locks.set(key, message.target);
      publisher.toViewersOf(self, { method: 'viewer.lock', target: message.target, user: self.user });
      return;
    }
    if (!self.locks.has(key)) return;
    if (!publisher.heldElsewhere(self, key)) {
      publisher.toViewersOf(self, { method: 'viewer.unlock', target: message.target, user: self.user });
    }
    self.locks.delete(key);
    self.lockedRecords?.delete(key);
  }

  socket.on('message', (data, isBinary) => {
    if (ended || socket.readyState !== socket.OPEN) return;
    if (!bucket.take()) return end(SOCKET_CLOSE_RATE_LIMITED);
    const message = parseClientMessage(data, isBinary, options.maxMessageBytes);
    // One message at a time, in order: a lock sent right after auth waits for the auth to finish.
    work = work
      .then(() => (connection ? handle(connection, message) : authenticate(message)))
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'socket message failed');
        end(CLOSE_INTERNAL_ERROR);
      });
  });

  socket.on('close', () => {
    ended = true;
    clearTimeout(authTimer);
    if (!connection) return;
    publisher.remove(connection);
    // Whatever the closed connection still held is released for the others.
    for (const [key, target] of connection.locks) {
      if (publisher.heldElsewhere(connection, key)) continue;
      publisher.toViewersOf(connection, { method: 'viewer.unlock', target, user: connection.user });
    }
    connection.locks.clear();
    connection.lockedRecords?.clear();
  });
}
