import { describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:net';
import { openSocket } from '../src/socket/index.ts';
import type { SocketEvent } from '../src/socket/index.ts';
import { SOCKET_CLOSE_UNAUTHORIZED } from '../src/contract/index.ts';
import type { ServerMessage } from '../src/contract/index.ts';
import { fakeSocketClass } from './socketFake.ts';

const URL = 'wss://api-1.example.com/v1/socket';

function start(token: () => string | null = () => 'access-1') {
  const fake = fakeSocketClass();
  const events: SocketEvent[] = [];
  const getToken = vi.fn(token);
  const connection = openSocket({ url: URL, getToken, WebSocketImpl: fake.Impl, onEvent: (event) => events.push(event) });
  return { fake, events, getToken, connection, socket: fake.last() };
}

function startReady() {
  const started = start();
  started.socket.serverOpen();
  started.socket.serverFrame({ method: 'ready' });
  return started;
}

const serverMessages: ServerMessage[] = [
  { method: 'status', status: 3 },
  { method: 'status', status: null },
  { method: 'youscan' },
  { method: 'monitoring' },
  {
    method: 'notify',
    type: 'issue',
    id: 17,
    title: 'Новая задача',
    text: 'Клиент ждёт ответа',
    user: 'Anna Admin',
    icon: null,
    class: 'info',
    duration: 300,
  },
  {
    method: 'notify',
    type: 'comments_filter',
    id: 4,
    title: 'Filter',
    text: 'Matched',
    user: null,
    icon: null,
    class: null,
    duration: 120,
  },
  { method: 'viewer.lock', target: { type: 'item', id: 5 }, user: { id: 2, name: 'Alex Analyst' } },
  { method: 'viewer.unlock', target: { type: 'chat', id: 9 }, user: { id: 2, name: 'Alex Analyst' } },
];

describe('openSocket: authentication', () => {
  it('opens the configured URL as is, without the token, and reads the token only when the socket opens', () => {
    const { socket, getToken } = start();
    expect(socket.url).toBe(URL);
    expect(socket.url).not.toContain('access-1');
    expect(getToken).not.toHaveBeenCalled();
    expect(socket.sent).toEqual([]);
    socket.serverOpen();
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(socket.sent).toEqual([{ method: 'auth', token: 'access-1' }]);
  });

  it('reports open once the server answers ready, and only once', () => {
    const { socket, events } = start();
    socket.serverOpen();
    expect(events).toEqual([]);
    socket.serverFrame({ method: 'ready' });
    socket.serverFrame({ method: 'ready' });
    expect(events).toEqual([{ type: 'open' }]);
  });

  it.each([null, ''])('without a token (%j) reports an unauthorized close and sends nothing', (token) => {
    const { socket, events } = start(() => token);
    socket.serverOpen();
    expect(socket.sent).toEqual([]);
    expect(socket.closeCalls).toEqual([1000]);
    socket.serverClose(1000);
    expect(events).toEqual([{ type: 'closed', code: SOCKET_CLOSE_UNAUTHORIZED, wasReady: false }]);
  });

  it('reports the server refusing the token with its close code', () => {
    const { socket, events } = start();
    socket.serverOpen();
    socket.serverClose(SOCKET_CLOSE_UNAUTHORIZED);
    expect(events).toEqual([{ type: 'closed', code: SOCKET_CLOSE_UNAUTHORIZED, wasReady: false }]);
  });
});

describe('openSocket: incoming frames', () => {
  it.each(serverMessages.map((message) => [`${message.method} ${JSON.stringify(message).slice(0, 40)}`, message] as const))(
    'reports %s as a message',
    (_name, message) => {
      const { socket, events } = startReady();
      socket.serverFrame(message);
      expect(events).toEqual([{ type: 'open' }, { type: 'message', message }]);
    },
  );

  it('strips fields the contract does not know', () => {
    const { socket, events } = startReady();
    socket.serverFrame({ method: 'status', status: 2, extra: 'x' });
    expect(events.at(-1)).toEqual({ type: 'message', message: { method: 'status', status: 2 } });
  });

  it.each([
    ['not JSON', '{"method":'],
    ['a binary frame', new ArrayBuffer(4)],
    ['an unknown method', { method: 'reboot' }],
    ['a status of the wrong type', { method: 'status', status: 'away' }],
    ['a notify without its fields', { method: 'notify', type: 'issue' }],
    [
      'a notify of an unknown type',
      { method: 'notify', type: 'sms', id: 1, title: '', text: '', user: null, icon: null, class: null, duration: null },
    ],
    ['a JSON string', '"ready"'],
    ['null', 'null'],
  ])('ignores %s and keeps working', (_name, frame) => {
    const { socket, events } = startReady();
    socket.serverFrame(frame);
    expect(events).toEqual([{ type: 'open' }]);
    socket.serverFrame({ method: 'youscan' });
    expect(events).toEqual([{ type: 'open' }, { type: 'message', message: { method: 'youscan' } }]);
  });

  it('ignores messages that arrive before ready', () => {
    const { socket, events } = start();
    socket.serverOpen();
    socket.serverFrame({ method: 'status', status: 1 });
    expect(events).toEqual([]);
  });
});

describe('openSocket: sending and closing', () => {
  it('sends client messages only after ready', () => {
    const { socket, connection } = start();
    const lock = { method: 'lock', target: { type: 'item', id: 5 } } as const;
    expect(connection.send(lock)).toBe(false);
    socket.serverOpen();
    expect(connection.send(lock)).toBe(false);
    socket.serverFrame({ method: 'ready' });
    expect(connection.send(lock)).toBe(true);
    expect(connection.send({ method: 'status', status: 4 })).toBe(true);
    expect(socket.sent).toEqual([{ method: 'auth', token: 'access-1' }, lock, { method: 'status', status: 4 }]);
  });

  it('reports a close after ready with wasReady, exactly once, and sends nothing afterwards', () => {
    const { socket, connection, events } = startReady();
    socket.serverClose(1006);
    socket.serverClose(1006);
    expect(events).toEqual([{ type: 'open' }, { type: 'closed', code: 1006, wasReady: true }]);
    expect(connection.send({ method: 'status', status: 1 })).toBe(false);
    expect(socket.sent).toHaveLength(1);
  });

  it('reports a refused connection as a close that was never ready', () => {
    const { socket, events } = start();
    socket.refuse();
    expect(events).toEqual([{ type: 'closed', code: 1006, wasReady: false }]);
  });

  it("reports an 'error' without a following 'close' as an abnormal close", () => {
    const failed = start();
    failed.socket.fail();
    expect(failed.events).toEqual([{ type: 'closed', code: 1006, wasReady: false }]);
    const open = startReady();
    open.socket.fail();
    open.socket.serverClose(1006);
    expect(open.events).toEqual([{ type: 'open' }, { type: 'closed', code: 1006, wasReady: true }]);
  });

  it('close() closes normally and reports nothing more', () => {
    const { socket, connection, events } = startReady();
    connection.close();
    expect(socket.closeCalls).toEqual([1000]);
    socket.serverFrame({ method: 'youscan' });
    socket.serverClose(1000);
    expect(events).toEqual([{ type: 'open' }]);
    expect(connection.send({ method: 'status', status: 1 })).toBe(false);
  });
});

describe('openSocket: the platform WebSocket', () => {
  it('defaults to globalThis.WebSocket and reports a refused connection as closed, never ready', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const events: SocketEvent[] = [];
    openSocket({ url: `ws://127.0.0.1:${port}/v1/socket`, getToken: () => 't', onEvent: (event) => events.push(event) });
    await vi.waitFor(() => expect(events).toHaveLength(1), { timeout: 5000 });
    expect(events[0]).toMatchObject({ type: 'closed', wasReady: false });
  });
});
