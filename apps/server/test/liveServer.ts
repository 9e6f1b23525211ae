// The socket tests' server (items and chats over the socket): one test server with its own publisher and a clock the
// tests move, and tabs signed in as a demo user, closed after each test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ServerMessage } from '@console/api/contract';
import { createPublisher } from '../src/realtime/socketPublisher.ts';
import { sessionFor } from './helpers.ts';
import { closeAll, signedIn, type SocketClient } from './realtimeClient.ts';
import { startTestServer, type TestServer } from './startTestServer.ts';

export function liveServer() {
  let open: SocketClient[] = [];
  const live = {
    publisher: createPublisher(),
    server: undefined as unknown as TestServer,
    clock: Date.now(),
    /** A socket signed in as `email`, as a browser tab would be. */
    async tab(email: string): Promise<SocketClient> {
      const session = await sessionFor(live.server.database.db, email, live.clock);
      const client = await signedIn(live.server, session.access_token);
      open.push(client);
      return client;
    },
  };
  beforeAll(async () => {
    live.server = await startTestServer({ publisher: live.publisher, now: () => live.clock });
  });
  afterEach(async () => {
    await closeAll(open);
    open = [];
  });
  afterAll(async () => {
    await live.server.close();
  });
  return live;
}

/** The server messages whose method may be M (some kinds share a schema: items.new and items.changed). */
type MessageOf<M> = ServerMessage extends infer T ? (T extends { method: infer K } ? (M extends K ? T : never) : never) : never;

/** The next message of a kind (others, such as viewers, are skipped). */
export async function nextOf<M extends ServerMessage['method']>(client: SocketClient, method: M): Promise<MessageOf<M>> {
  for (;;) {
    const message = await client.next();
    if (message.method === method) return message as MessageOf<M>;
  }
}
