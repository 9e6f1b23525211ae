// A socket machine on a SimulatedClock with a scripted `connection` (the test plays the server) and refresh.
import { expect, vi } from 'vitest';
import { SimulatedClock, createActor, fromCallback, fromPromise } from 'xstate';
import type { InspectionEvent } from 'xstate';
import type { ClientMessage } from '@console/api/contract';
import type { SocketServerMessage } from '@console/api/socket';
import { socketMachine } from '../src/socketMachine.ts';
import type { SocketConnectionEvent, SocketSendEvent } from '../src/socketMachine.ts';

export interface FakeConnection {
  // Messages the machine asked this connection to send.
  sent: ClientMessage[];
  stopped: boolean;
  startedAt: number;
  server: (event: SocketConnectionEvent) => void;
}

// 'ok' resolves; an Error rejects; 'hang' never settles.
export type RefreshAnswer = 'ok' | 'hang' | Error;

export interface HarnessOptions {
  inspect?: (event: InspectionEvent) => void;
  refreshAnswers?: RefreshAnswer[];
  // Attempts (0-based) whose connection throws when it starts, like a WebSocket constructor given a bad URL.
  throwingAttempts?: number[];
}

export function startSocket(options: HarnessOptions = {}) {
  const clock = new SimulatedClock();
  const connections: FakeConnection[] = [];
  const refreshAnswers = [...(options.refreshAnswers ?? [])];

  const connection = fromCallback<SocketSendEvent>(({ sendBack, receive }) => {
    const attempt = connections.length;
    const record: FakeConnection = { sent: [], stopped: false, startedAt: clock.now(), server: sendBack };
    connections.push(record);
    if (options.throwingAttempts?.includes(attempt)) throw new SyntaxError('The URL is invalid');
    receive((event) => record.sent.push(event.message));
    return () => {
      record.stopped = true;
    };
  });
  const refreshToken = vi.fn(async () => {
    const answer = refreshAnswers.shift();
    if (answer === undefined) throw new Error('unexpected refresh');
    if (answer === 'hang') return new Promise<void>(() => {});
    if (answer instanceof Error) throw answer;
  });

  const machine = socketMachine.provide({ actors: { connection, refreshToken: fromPromise(refreshToken) } });
  const actor = createActor(machine, { clock, ...(options.inspect ? { inspect: options.inspect } : {}) });
  const reconnects: number[] = [];
  const messages: SocketServerMessage[] = [];
  actor.on('socket.reconnected', () => reconnects.push(clock.now()));
  actor.on('socket.message', (event) => messages.push(event.message));
  actor.start();

  const last = (): FakeConnection => {
    const record = connections.at(-1);
    if (!record) throw new Error('no connection started');
    return record;
  };
  const snapshot = () => actor.getSnapshot();
  const tags = () => [...snapshot().tags].sort();
  const open = () => last().server({ type: 'socket.opened' });
  const close = (code = 1006) => last().server({ type: 'socket.closed', code });
  // Settles a pending refresh (its promise resolves on the microtask queue).
  const settle = () => vi.waitFor(() => expect(snapshot().matches('refreshing')).toBe(false));

  return { actor, clock, connections, refreshToken, reconnects, messages, last, snapshot, tags, open, close, settle };
}
