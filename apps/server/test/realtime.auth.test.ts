// The socket endpoint's gate (spec §7 "Socket"): origin check, auth by first message (never by URL),
// per-connection rate limit, bad messages ignored, revoked sessions cut off, clean shutdown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_CLOSE_AUTH_TIMEOUT, SOCKET_CLOSE_RATE_LIMITED, SOCKET_CLOSE_UNAUTHORIZED } from '@console/api/contract';
import { createPublisher } from '../src/realtime/socketPublisher.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { bearer, sessionFor } from './helpers.ts';
import { connect, signedIn, socketUrl } from './realtimeClient.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

const AUTH_TIMEOUT_MS = 300;
const publisher = createPublisher();
let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer({ publisher, socket: { authTimeoutMs: AUTH_TIMEOUT_MS } });
  port = Number(new URL(server.baseUrl).port);
});
afterAll(async () => {
  await server.close();
});

const tokenOf = async (email: string, now?: number) => (await sessionFor(server.database.db, email, now)).access_token;

/** The HTTP status of a refused upgrade, or 101 when the socket opened. */
function upgradeStatus(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl(server), { headers });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}

describe('socket auth', () => {
  it('answers ready to a valid auth message, from the console origin', async () => {
    const client = await connect(server, { origin: `http://127.0.0.1:${port}` });
    client.send({ method: 'auth', token: await tokenOf(DEMO_EMAILS.operator) });
    expect(await client.next()).toEqual({ method: 'ready' });
    client.socket.close();
    expect((await client.closed).code).toBe(1005);
  });

  it('closes with 4408 when no auth message comes in time', async () => {
    const client = await connect(server);
    const started = Date.now();
    expect((await client.closed).code).toBe(SOCKET_CLOSE_AUTH_TIMEOUT);
    expect(Date.now() - started).toBeGreaterThanOrEqual(AUTH_TIMEOUT_MS - 50);
  });

  it('closes with 4401 for an unknown token, an expired one, or a message other than auth first', async () => {
    const unknown = await connect(server);
    unknown.send({ method: 'auth', token: 'not-a-token' });
    expect((await unknown.closed).code).toBe(SOCKET_CLOSE_UNAUTHORIZED);

    const expired = await connect(server);
    expired.send({ method: 'auth', token: await tokenOf(DEMO_EMAILS.operator, Date.now() - 2 * 3600_000) });
    expect((await expired.closed).code).toBe(SOCKET_CLOSE_UNAUTHORIZED);

    const statusFirst = await connect(server);
    statusFirst.send({ method: 'status', status: 1 });
    expect((await statusFirst.closed).code).toBe(SOCKET_CLOSE_UNAUTHORIZED);
  });

  it('does not accept a token in the URL', async () => {
    const token = await tokenOf(DEMO_EMAILS.operator);
    for (const query of [`?token=${token}`, `?access_token=${token}`]) {
      const client = await connect(server, { query });
      expect((await client.closed).code, query).toBe(SOCKET_CLOSE_AUTH_TIMEOUT);
    }
    const withQuery = await connect(server, { query: `?token=${token}` });
    withQuery.send({ method: 'lock', target: { type: 'item', id: 1 } });
    expect((await withQuery.closed).code).toBe(SOCKET_CLOSE_UNAUTHORIZED);
  });

  it('never writes a token to the log, whether sent in the URL or in the auth message', async () => {
    const lines: string[] = [];
    const logged = await startTestServer({
      socket: { authTimeoutMs: AUTH_TIMEOUT_MS },
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    });
    let token: string | undefined;
    try {
      token = (await sessionFor(logged.database.db, DEMO_EMAILS.operator)).access_token;
      const inUrl = await connect(logged, { query: `?token=${token}` });
      expect((await inUrl.closed).code).toBe(SOCKET_CLOSE_AUTH_TIMEOUT);
      const authed = await signedIn(logged, token);
      authed.send({ method: 'auth', token });
      authed.socket.close();
      await authed.closed;
      const refused = await connect(logged);
      refused.send({ method: 'auth', token: `${token}x` });
      expect((await refused.closed).code).toBe(SOCKET_CLOSE_UNAUTHORIZED);
    } finally {
      await logged.close();
    }
    expect(lines.length).toBeGreaterThan(0); // the logger did write (e.g. the server's own lines)
    expect(token).toBeDefined();
    expect(lines.join('\n')).not.toContain(token ?? 'no token');
  });

  it('ignores malformed messages before auth and still authenticates', async () => {
    const client = await connect(server);
    client.sendRaw('{"method":');
    client.send({ method: 'auth' });
    client.send({ method: 'auth', token: await tokenOf(DEMO_EMAILS.reader) });
    expect(await client.next()).toEqual({ method: 'ready' });
    client.socket.close();
  });
});

describe('socket origin check', () => {
  it('refuses an upgrade from a foreign origin with 403, before any socket exists', async () => {
    expect(await upgradeStatus({ origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus({ origin: `http://localhost:${port}` })).toBe(403); // another hostname than the request's
  });

  it('accepts both console origins and a client without Origin', async () => {
    expect(await upgradeStatus({ origin: `http://127.0.0.1:${port}` })).toBe(101);
    expect(await upgradeStatus({ origin: `http://127.0.0.1:${port + 1}` })).toBe(101);
    expect(await upgradeStatus({})).toBe(101);
  });

  it('answers a plain GET of the socket path with 404, not with the console page', async () => {
    const response = await fetch(socketUrl(server).replace(/^ws/, 'http'), { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});

describe('socket limits', () => {
  it('closes with 4429 when a connection sends faster than the rate limit', async () => {
    const client = await signedIn(server, await tokenOf(DEMO_EMAILS.analyst));
    for (let i = 0; i < 100; i += 1) client.send({ method: 'status', status: 1 });
    expect((await client.closed).code).toBe(SOCKET_CLOSE_RATE_LIMITED);
  });

  it('ignores oversize, malformed, binary and off-contract messages and keeps the connection', async () => {
    const token = await tokenOf(DEMO_EMAILS.moderator);
    const [sender, otherTab] = [await signedIn(server, token), await signedIn(server, token)];
    sender.sendRaw('not json');
    sender.sendRaw(Buffer.from([1, 2, 3]));
    sender.send({ method: 'explode' });
    sender.send({ method: 'status', status: 'high' });
    sender.send({ method: 'lock', target: { type: 'item', id: -1 } });
    sender.send({ method: 'status', status: 5, padding: 'x'.repeat(5000) }); // over 4 KB
    sender.send({ method: 'status', status: 6 });
    // Only the last, valid message had an effect.
    expect(await otherTab.next()).toEqual({ method: 'status', status: 6 });
    expect(sender.socket.readyState).toBe(WebSocket.OPEN);
    sender.socket.close();
    otherTab.socket.close();
  });
});

describe('socket lifetime', () => {
  it('revoking a session (logout) closes its sockets with 4401 and leaves other sessions open', async () => {
    const session = await sessionFor(server.database.db, DEMO_EMAILS.admin);
    const loggingOut = await signedIn(server, session.access_token);
    const otherSession = await signedIn(server, await tokenOf(DEMO_EMAILS.admin));
    const revoke = await fetch(`${server.baseUrl}v1/oauth2/revoke`, {
      method: 'POST',
      headers: bearer(session.access_token),
    });
    expect(revoke.status).toBe(200);
    expect((await loggingOut.closed).code).toBe(SOCKET_CLOSE_UNAUTHORIZED);
    otherSession.send({ method: 'status', status: 2 });
    expect(otherSession.socket.readyState).toBe(WebSocket.OPEN);
    otherSession.socket.close();
  });

  it('app.close() closes every socket (1001) and does not hang', async () => {
    const own = await startTestServer({ socket: { authTimeoutMs: 60_000 } });
    const token = (await sessionFor(own.database.db, DEMO_EMAILS.operator)).access_token;
    const authed = await signedIn(own, token);
    const waiting = await connect(own); // not authenticated yet: its auth timer must not keep the app alive
    const silent = await signedIn(own, token);
    silent.socket.pause(); // never answers the close frame: cut after the grace period
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await authed.closed).code).toBe(1001);
    expect((await waiting.closed).code).toBe(1001);
    silent.socket.resume();
    expect([1001, 1006]).toContain((await silent.closed).code); // its close frame, read late, or the cut
  });
});
