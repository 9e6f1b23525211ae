import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { OpenSocketOptions, SocketConnection } from '@console/api/socket';
import { socketMachine } from '@console/machines/socketMachine';
import { retryingLoader, socketConnection, type SocketModule } from './socketConnection.ts';

afterEach(() => vi.useRealTimers());

// A socket that opens at once and records what it is sent.
function fakeModule() {
  const sent: unknown[] = [];
  const opened: OpenSocketOptions[] = [];
  const module: SocketModule = {
    openSocket: (options) => {
      opened.push(options);
      queueMicrotask(() => options.onEvent({ type: 'open' }));
      return { send: (message) => (sent.push(message), true), close: () => {} } satisfies SocketConnection;
    },
  };
  return { module, sent, opened };
}

const start = (load: () => Promise<SocketModule>) => {
  const actor = createActor(
    socketMachine.provide({
      actors: {
        connection: socketConnection(load, { url: 'ws://test/ws', getToken: () => 'token' }),
        refreshToken: fromPromise(async () => {}),
      },
    }),
  ).start();
  actor.send({ type: 'session.started' });
  return actor;
};

describe('socketConnection: the socket code loaded on demand', () => {
  it('opens the socket once its code is loaded, and sends only then', async () => {
    const fake = fakeModule();
    const actor = start(async () => fake.module);
    actor.send({ type: 'lock', target: { type: 'item', id: 7 } });
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('live')).toBe(true));
    expect(fake.opened).toHaveLength(1);
    // The lock asked for before the socket opened is sent on open (spec §4), once.
    expect(fake.sent).toEqual([{ method: 'lock', target: { type: 'item', id: 7 } }]);
    actor.stop();
  });

  it('a chunk that fails to load is a failed attempt: shown as down, then loaded again after the delay (§9)', async () => {
    vi.useFakeTimers();
    const fake = fakeModule();
    const load = vi.fn<() => Promise<SocketModule>>().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue(fake.module);
    const actor = start(retryingLoader(load));
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('down')).toBe(true));
    expect(fake.opened).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(actor.getSnapshot().hasTag('live')).toBe(true));
    expect(load).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('a session ended while the code loads opens no socket', async () => {
    const fake = fakeModule();
    let release: (module: SocketModule) => void = () => {};
    const actor = start(() => new Promise((resolve) => (release = resolve)));
    actor.send({ type: 'session.ended' });
    release(fake.module);
    await Promise.resolve();
    expect(fake.opened).toHaveLength(0);
    actor.stop();
  });
});

describe('retryingLoader', () => {
  it('imports once while it succeeds', async () => {
    const load = vi.fn(async () => 1);
    const once = retryingLoader(load);
    await Promise.all([once(), once()]);
    await once();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
