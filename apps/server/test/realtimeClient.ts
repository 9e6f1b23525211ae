// A real `ws` client for the socket tests: queues every server message and reports how the socket closed.
import WebSocket from 'ws';
import { SOCKET_PATH, ServerMessage } from '@console/api/contract';
import type { TestServer } from './startTestServer.ts';

export type Closed = { code: number; reason: string };

export type SocketClient = {
  socket: WebSocket;
  /** The next server message, parsed with the contract's ServerMessage (fails the test if it does not parse). */
  next(timeoutMs?: number): Promise<ServerMessage>;
  send(message: unknown): void;
  sendRaw(data: string | Buffer): void;
  /** Resolves when the socket closes, with the server's close code. */
  closed: Promise<Closed>;
};

export const socketUrl = (server: TestServer, query = ''): string =>
  `${server.baseUrl.replace(/^http/, 'ws')}${SOCKET_PATH}${query}`;

export function connect(server: TestServer, options: { origin?: string; query?: string } = {}): Promise<SocketClient> {
  const socket = new WebSocket(socketUrl(server, options.query), options.origin ? { origin: options.origin } : {});
  const queue: ServerMessage[] = [];
  const waiters: Array<(message: ServerMessage) => void> = [];
  socket.on('message', (data) => {
    const message = ServerMessage.parse(JSON.parse(String(data)));
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const closed = new Promise<Closed>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const client: SocketClient = {
    socket,
    closed,
    next(timeoutMs = 5000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no server message in time')), timeoutMs);
        waiters.push((message) => {
          clearTimeout(timer);
          resolve(message);
        });
      });
    },
    send: (message) => socket.send(JSON.stringify(message)),
    sendRaw: (data) => socket.send(data),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
  });
}

/** Connects and authenticates; resolves once `ready` arrived. */
export async function signedIn(server: TestServer, token: string, options: { origin?: string } = {}): Promise<SocketClient> {
  const client = await connect(server, options);
  client.send({ method: 'auth', token });
  const ready = await client.next();
  if (ready.method !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(ready)}`);
  return client;
}

export async function closeAll(clients: SocketClient[]): Promise<void> {
  for (const client of clients) if (client.socket.readyState === WebSocket.OPEN) client.socket.close();
  await Promise.all(clients.map((c) => c.closed));
}
