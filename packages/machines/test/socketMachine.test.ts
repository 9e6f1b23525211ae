import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import type { ClientMessage, LockTarget } from '@console/api/contract';
import { socketMachine, toSocketConnectionEvent } from '../src/socketMachine.ts';
import type { SocketSendEvent } from '../src/socketMachine.ts';
import { createCoverage } from './coverage.ts';
import { startSocket } from './socketHarness.ts';
import type { HarnessOptions } from './socketHarness.ts';

const coverage = createCoverage(socketMachine);
const start = (options: HarnessOptions = {}) => {
  const socket = startSocket({ ...options, inspect: coverage.inspect });
  socket.actor.send({ type: 'session.started' });
  return socket;
};

const UNAUTHORIZED = 4401;
const item5: LockTarget = { type: 'item', id: 5 };
const chat9: LockTarget = { type: 'chat', id: 9 };
const lockOf = (target: LockTarget): ClientMessage => ({ method: 'lock', target });
const unlockOf = (target: LockTarget): ClientMessage => ({ method: 'unlock', target });
const networkError = () => Object.assign(new Error('Failed to fetch'), { kind: 'network', status: null, serverText: null });
// What the client's refresh queue rejects with when the refresh token is invalid or missing.
const sessionExpired = () =>
  Object.assign(new Error('Session expired'), { kind: 'http', status: 401, errorType: 'session_expired', serverText: null });
const serverError = () =>
  Object.assign(new Error('HTTP 500'), { kind: 'http', status: 500, errorType: null, serverText: 'Internal' });

// Advances the clock until the next connection starts; returns the delay it took.
function delayUntilNextAttempt(socket: ReturnType<typeof start>): number {
  const before = socket.connections.length;
  const from = socket.clock.now();
  for (let waited = 0; waited <= 60_000; waited += 500) {
    if (socket.connections.length > before) return socket.clock.now() - from;
    socket.clock.increment(500);
  }
  throw new Error('no reconnect within 60 s');
}

describe('socketMachine: session', () => {
  it('waits signed out with no connection until the session starts', () => {
    const socket = startSocket({ inspect: coverage.inspect });
    socket.actor.send({ type: 'lock', target: item5 });
    expect(socket.snapshot().value).toBe('signedOut');
    expect(socket.connections).toHaveLength(0);
    socket.actor.send({ type: 'session.started' });
    expect(socket.snapshot().value).toEqual({ link: { connecting: 'routine' } });
    expect(socket.tags()).toEqual([]);
    expect(socket.connections).toHaveLength(1);
    // A lock remembered before the connection is sent once it opens.
    socket.open();
    expect(socket.last().sent).toEqual([lockOf(item5)]);
  });

  it('is live once the server answers ready; the first open is no reconnect', () => {
    const socket = start();
    socket.open();
    expect(socket.snapshot().value).toEqual({ link: 'open' });
    expect(socket.tags()).toEqual(['live']);
    expect(socket.snapshot().context).toEqual({ failures: 0, opens: 1, refreshed: false, lock: null });
    expect(socket.reconnects).toEqual([]);
    expect(socket.last().sent).toEqual([]);
  });

  it('session.ended closes the connection, forgets the lock and schedules nothing', () => {
    const socket = start();
    socket.open();
    socket.actor.send({ type: 'lock', target: item5 });
    socket.actor.send({ type: 'session.ended' });
    expect(socket.snapshot().value).toBe('signedOut');
    expect(socket.last().stopped).toBe(true);
    expect(socket.snapshot().context).toEqual({ failures: 0, opens: 0, refreshed: false, lock: null });
    socket.clock.increment(120_000);
    expect(socket.connections).toHaveLength(1);
  });

  it('session.ended while waiting cancels the reconnect', () => {
    const socket = start();
    socket.close();
    expect(socket.snapshot().value).toBe('waiting');
    socket.actor.send({ type: 'session.ended' });
    socket.clock.increment(120_000);
    expect(socket.connections).toHaveLength(1);
  });

  it('a new session starts counting opens again: its first open is no reconnect', () => {
    const socket = start();
    socket.open();
    socket.actor.send({ type: 'session.ended' });
    socket.actor.send({ type: 'session.started' });
    socket.open();
    expect(socket.reconnects).toEqual([]);
    expect(socket.snapshot().context.opens).toBe(1);
  });

  it('ignores session.started while already connected', () => {
    const socket = start();
    socket.open();
    socket.actor.send({ type: 'session.started' });
    expect(socket.snapshot().value).toEqual({ link: 'open' });
    expect(socket.connections).toHaveLength(1);
  });
});

describe('socketMachine: reconnect and backoff', () => {
  it('after a lost connection: 2,2,2,2,2,4,8,16,30,30 s, down throughout, each attempt on a new connection', () => {
    const socket = start();
    socket.open();
    socket.close(1006);
    expect(socket.connections[0]!.stopped).toBe(true);
    const delays: number[] = [];
    const failures: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(socket.tags()).toEqual(['down']);
      failures.push(socket.snapshot().context.failures);
      delays.push(delayUntilNextAttempt(socket));
      expect(socket.snapshot().value).toEqual({ link: { connecting: 'retrying' } });
      expect(socket.tags()).toEqual(['down']);
      socket.close(1006);
    }
    expect(delays).toEqual([2000, 2000, 2000, 2000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(failures).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(socket.connections.filter((connection) => !connection.stopped)).toEqual([]);
  });

  it('never waits less than the delay: one millisecond early, nothing happens', () => {
    const socket = start();
    socket.close();
    socket.clock.increment(1999);
    expect(socket.connections).toHaveLength(1);
    socket.clock.increment(1);
    expect(socket.connections).toHaveLength(2);
  });

  it('a first attempt that fails is down at once; backoff starts after five failures', () => {
    const socket = start();
    expect(socket.tags()).toEqual([]);
    socket.close(1006);
    expect(socket.tags()).toEqual(['down']);
    const delays: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      delays.push(delayUntilNextAttempt(socket));
      socket.close(1006);
    }
    expect(delays).toEqual([2000, 2000, 2000, 2000, 4000]);
  });

  it('a successful open resets the count: the next loss waits 2 s again and is a reconnect', () => {
    const socket = start();
    socket.open();
    socket.close();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      delayUntilNextAttempt(socket);
      socket.close();
    }
    expect(socket.snapshot().context.failures).toBe(8);
    expect(delayUntilNextAttempt(socket)).toBe(30_000);
    socket.open();
    expect(socket.snapshot().context.failures).toBe(0);
    expect(socket.tags()).toEqual(['live']);
    expect(socket.reconnects).toEqual([socket.clock.now()]);
    socket.close();
    expect(delayUntilNextAttempt(socket)).toBe(2000);
  });

  it('emits socket.reconnected after every open except the first, once each', () => {
    const socket = start();
    socket.open();
    for (let round = 0; round < 3; round += 1) {
      socket.close();
      delayUntilNextAttempt(socket);
      socket.open();
    }
    expect(socket.reconnects).toHaveLength(3);
    expect(socket.snapshot().context.opens).toBe(4);
  });

  it('a connection that cannot start counts as a failed attempt', () => {
    const socket = start({ throwingAttempts: [0, 1] });
    expect(socket.snapshot().value).toBe('waiting');
    expect(socket.snapshot().context.failures).toBe(1);
    expect(delayUntilNextAttempt(socket)).toBe(2000);
    expect(socket.snapshot().context.failures).toBe(2);
    delayUntilNextAttempt(socket);
    socket.open();
    expect(socket.tags()).toEqual(['live']);
  });

  it('without a provided connection every attempt fails instead of crashing', () => {
    const actor = createActor(socketMachine, { inspect: coverage.inspect }).start();
    actor.send({ type: 'session.started' });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.failures).toBe(1);
    actor.stop();
  });
});

describe('socketMachine: lock', () => {
  it('sends a lock at once while open and re-sends it exactly once after each reconnect', () => {
    const socket = start();
    socket.open();
    socket.actor.send({ type: 'lock', target: item5 });
    expect(socket.last().sent).toEqual([lockOf(item5)]);
    for (let round = 0; round < 2; round += 1) {
      socket.close();
      delayUntilNextAttempt(socket);
      expect(socket.last().sent).toEqual([]);
      socket.open();
    }
    expect(socket.connections.map((connection) => connection.sent)).toEqual([[lockOf(item5)], [lockOf(item5)], [lockOf(item5)]]);
  });

  it('remembers only the last lock', () => {
    const socket = start();
    socket.open();
    socket.actor.send({ type: 'lock', target: item5 });
    socket.actor.send({ type: 'lock', target: chat9 });
    socket.close();
    delayUntilNextAttempt(socket);
    socket.open();
    expect(socket.last().sent).toEqual([lockOf(chat9)]);
  });

  it('the matching unlock is sent and forgets the lock: nothing is re-sent after a reconnect', () => {
    const socket = start();
    socket.open();
    socket.actor.send({ type: 'lock', target: item5 });
    socket.actor.send({ type: 'unlock', target: item5 });
    expect(socket.last().sent).toEqual([lockOf(item5), unlockOf(item5)]);
    expect(socket.snapshot().context.lock).toBeNull();
    socket.close();
    delayUntilNextAttempt(socket);
    socket.open();
    expect(socket.last().sent).toEqual([]);
  });

  it('an unlock of another target is sent but keeps the lock', () => {
    const socket = start();
    socket.open();
    socket.actor.send({ type: 'lock', target: item5 });
    socket.actor.send({ type: 'unlock', target: { type: 'chat', id: 5 } });
    expect(socket.snapshot().context.lock).toEqual(item5);
    expect(socket.last().sent).toEqual([lockOf(item5), unlockOf({ type: 'chat', id: 5 })]);
  });

  it('while down, lock and unlock only change what the next open sends', () => {
    const socket = start();
    socket.open();
    socket.actor.send({ type: 'lock', target: item5 });
    socket.close();
    socket.actor.send({ type: 'unlock', target: item5 });
    socket.actor.send({ type: 'lock', target: chat9 });
    expect(socket.snapshot().context.lock).toEqual(chat9);
    delayUntilNextAttempt(socket);
    socket.open();
    expect(socket.connections.map((connection) => connection.sent)).toEqual([[lockOf(item5)], [lockOf(chat9)]]);
  });
});

describe('socketMachine: messages and status', () => {
  it('tells the open socket about a status change and drops it while down', () => {
    const socket = start();
    socket.actor.send({ type: 'status.changed', status: 2 });
    socket.open();
    socket.actor.send({ type: 'status.changed', status: 3 });
    expect(socket.last().sent).toEqual([{ method: 'status', status: 3 }]);
    socket.close();
    socket.actor.send({ type: 'status.changed', status: 4 });
    delayUntilNextAttempt(socket);
    socket.open();
    expect(socket.last().sent).toEqual([]);
  });

  it('tells the open socket the user is typing a reply, and drops it while down', () => {
    const socket = start();
    const target = { type: 'item', id: 5 } as const;
    socket.actor.send({ type: 'composing', target });
    socket.open();
    socket.actor.send({ type: 'composing', target });
    expect(socket.last().sent).toEqual([{ method: 'composing', target }]);
  });

  it('emits every incoming message in order', () => {
    const socket = start();
    socket.open();
    socket.last().server({ type: 'socket.message', message: { method: 'status', status: 7 } });
    socket.last().server({ type: 'socket.message', message: { method: 'monitoring' } });
    expect(socket.messages).toEqual([{ method: 'status', status: 7 }, { method: 'monitoring' }]);
  });

  it('maps openSocket events to the machine events', () => {
    expect(toSocketConnectionEvent({ type: 'open' })).toEqual({ type: 'socket.opened' });
    expect(toSocketConnectionEvent({ type: 'closed', code: 4401, wasReady: false })).toEqual({
      type: 'socket.closed',
      code: 4401,
    });
    expect(toSocketConnectionEvent({ type: 'message', message: { method: 'youscan' } })).toEqual({
      type: 'socket.message',
      message: { method: 'youscan' },
    });
  });
});

describe('socketMachine: refused token', () => {
  it('a first attempt refused with 4401 refreshes once, then connects quietly with the new token', async () => {
    const socket = start({ refreshAnswers: ['ok'] });
    socket.close(UNAUTHORIZED);
    expect(socket.snapshot().value).toBe('refreshing');
    expect(socket.tags()).toEqual([]);
    expect(socket.connections[0]!.stopped).toBe(true);
    await socket.settle();
    expect(socket.refreshToken).toHaveBeenCalledTimes(1);
    expect(socket.snapshot().value).toEqual({ link: { connecting: 'routine' } });
    expect(socket.tags()).toEqual([]);
    expect(socket.connections).toHaveLength(2);
    expect(socket.snapshot().context).toMatchObject({ refreshed: true, failures: 0 });
    socket.open();
    expect(socket.snapshot().context).toMatchObject({ refreshed: false, opens: 1 });
    expect(socket.reconnects).toEqual([]);
  });

  it('an open connection refused with 4401 refreshes and reconnects, re-sending the lock once', async () => {
    const socket = start({ refreshAnswers: ['ok'] });
    socket.open();
    socket.actor.send({ type: 'lock', target: item5 });
    socket.close(UNAUTHORIZED);
    await socket.settle();
    socket.open();
    expect(socket.refreshToken).toHaveBeenCalledTimes(1);
    expect(socket.connections.map((connection) => connection.sent)).toEqual([[lockOf(item5)], [lockOf(item5)]]);
    expect(socket.reconnects).toHaveLength(1);
  });

  it('a second refusal right after a refresh is a failed attempt, not another refresh', async () => {
    const socket = start({ refreshAnswers: ['ok'] });
    socket.close(UNAUTHORIZED);
    await socket.settle();
    socket.close(UNAUTHORIZED);
    expect(socket.snapshot().value).toBe('waiting');
    expect(socket.snapshot().context.failures).toBe(1);
    delayUntilNextAttempt(socket);
    socket.close(UNAUTHORIZED);
    expect(socket.snapshot().value).toBe('waiting');
    expect(socket.refreshToken).toHaveBeenCalledTimes(1);
  });

  it('a refresh after failed attempts reconnects as down', async () => {
    const socket = start({ refreshAnswers: ['ok'] });
    socket.close(1006);
    delayUntilNextAttempt(socket);
    socket.close(UNAUTHORIZED);
    await socket.settle();
    expect(socket.snapshot().value).toEqual({ link: { connecting: 'retrying' } });
    expect(socket.tags()).toEqual(['down']);
  });

  it.each([
    ['without a network answer', networkError()],
    ['answered by a server error', serverError()],
  ])('a refresh %s is a failed attempt and is tried again later', async (_name, failure) => {
    const socket = start({ refreshAnswers: [failure, 'ok'] });
    socket.close(UNAUTHORIZED);
    await socket.settle();
    expect(socket.snapshot().value).toBe('waiting');
    expect(socket.snapshot().context.failures).toBe(1);
    expect(delayUntilNextAttempt(socket)).toBe(2000);
    socket.close(UNAUTHORIZED);
    await socket.settle();
    expect(socket.refreshToken).toHaveBeenCalledTimes(2);
  });

  it('an invalid refresh token stops the socket until a new session', async () => {
    const socket = start({ refreshAnswers: [sessionExpired()] });
    socket.actor.send({ type: 'lock', target: item5 });
    socket.close(UNAUTHORIZED);
    await socket.settle();
    expect(socket.snapshot().value).toBe('stopped');
    expect(socket.tags()).toEqual(['down']);
    socket.clock.increment(120_000);
    expect(socket.connections).toHaveLength(1);
    socket.actor.send({ type: 'session.started' });
    expect(socket.snapshot().value).toEqual({ link: { connecting: 'routine' } });
    socket.open();
    expect(socket.last().sent).toEqual([lockOf(item5)]);
    expect(socket.reconnects).toEqual([]);
  });

  it('session.ended after a stop signs out', async () => {
    const socket = start({ refreshAnswers: [sessionExpired()] });
    socket.close(UNAUTHORIZED);
    await socket.settle();
    socket.actor.send({ type: 'session.ended' });
    expect(socket.snapshot().value).toBe('signedOut');
  });

  it('session.ended during a refresh drops its answer', async () => {
    const socket = start({ refreshAnswers: ['hang'] });
    socket.close(UNAUTHORIZED);
    socket.actor.send({ type: 'session.ended' });
    expect(socket.snapshot().value).toBe('signedOut');
    await waitFor(socket.actor, (snapshot) => snapshot.matches('signedOut'));
    expect(socket.connections).toHaveLength(1);
  });
});

describe('socketMachine: the console binding', () => {
  it('a callback connection receives socket.send events in order', () => {
    const received: ClientMessage[] = [];
    const connection = fromCallback<SocketSendEvent>(({ sendBack, receive }) => {
      receive((event) => received.push(event.message));
      sendBack({ type: 'socket.opened' });
    });
    const actor = createActor(socketMachine.provide({ actors: { connection } })).start();
    actor.send({ type: 'lock', target: item5 });
    actor.send({ type: 'session.started' });
    actor.send({ type: 'status.changed', status: 1 });
    expect(received).toEqual([lockOf(item5), { method: 'status', status: 1 }]);
    actor.stop();
  });
});

describe('socketMachine coverage', () => {
  it('reaches every state and transition', () => {
    coverage.assertAllReached();
  });
});
