// The live connection (spec §4 "Socket", §7 "Socket"): connect while signed in, reconnect
// after 2 s with a backoff after repeated failures, refresh the token when the server refuses it, re-send the lock.
import { assign, emit, enqueueActions, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { ClientMessage, ComposingMessage, LockTarget } from '@console/api/contract';
import type { SocketEvent, SocketServerMessage } from '@console/api/socket';
import { isUnauthorizedClose, reconnectDelay } from './rules/socket.ts';
import { isSessionExpired } from './rules/apiFailure.ts';

type ComposingTarget = ComposingMessage['target'];

export { SOCKET_BACKOFF_AFTER_FAILURES, SOCKET_MAX_BACKOFF_MS, SOCKET_RECONNECT_MS, reconnectDelay } from './rules/socket.ts';

export interface SocketContext {
  // Failed attempts in a row (closed before ready, or the connection could not start); reset by an open.
  failures: number;
  // Opens in this session: every open after the first is a reconnect.
  opens: number;
  // A refresh ran since the last open: another refusal then counts as a failure instead of refreshing again.
  refreshed: boolean;
  // spec §4: the last lock, re-sent after each reconnect; cleared by the matching unlock.
  lock: LockTarget | null;
}

/** What the `connection` actor sends back to the machine. */
export type SocketConnectionEvent =
  { type: 'socket.opened' } | { type: 'socket.closed'; code: number } | { type: 'socket.message'; message: SocketServerMessage };

/** What the `connection` actor receives: a message to send. */
export type SocketSendEvent = { type: 'socket.send'; message: ClientMessage };

export type SocketMachineEvent =
  | SocketConnectionEvent
  | { type: 'session.started' }
  | { type: 'session.ended' }
  | { type: 'lock'; target: LockTarget }
  | { type: 'unlock'; target: LockTarget }
  | { type: 'status.changed'; status: number }
  | { type: 'composing'; target: ComposingTarget };

/** Listen with `actor.on(type, …)`: a reconnect (refetch counts once) and every incoming message. */
export type SocketEmitted = { type: 'socket.reconnected' } | { type: 'socket.message'; message: SocketServerMessage };

// 'live': open. 'down': the connection was lost or an attempt failed, and is not back yet.
export type SocketTag = 'live' | 'down';

/**
 * For the console's `connection` actor: openSocket's events as the machine's. The binding is
 * `fromCallback(({ sendBack, receive }) => { const socket = openSocket({ url, getToken, onEvent: (e) => sendBack(toSocketConnectionEvent(e)) });
 * receive((e) => socket.send(e.message)); return () => socket.close(); })`.
 */
export function toSocketConnectionEvent(event: SocketEvent): SocketConnectionEvent {
  if (event.type === 'open') return { type: 'socket.opened' };
  if (event.type === 'closed') return { type: 'socket.closed', code: event.code };
  return { type: 'socket.message', message: event.message };
}

const sameTarget = (a: LockTarget | null, b: LockTarget): boolean => a !== null && a.type === b.type && a.id === b.id;
const newSession = (lock: LockTarget | null): SocketContext => ({ failures: 0, opens: 0, refreshed: false, lock });
const targetParams = ({ event }: { event: { target: LockTarget } }) => ({ target: event.target });
const closeParams = ({ event }: { event: { code: number } }) => ({ code: event.code });

export const socketMachine = setup({
  types: {
    context: {} as SocketContext,
    events: {} as SocketMachineEvent,
    emitted: {} as SocketEmitted,
    tags: {} as SocketTag,
  },
  actors: {
    // One WebSocket for as long as it runs; stopping it closes the socket. The console binds it to openSocket.
    connection: fromCallback<SocketSendEvent>(() => {
      throw new Error('connection not provided');
    }),
    // The client's one refresh (spec §4 "Token refresh"); rejects with the client's ApiError.
    refreshToken: fromPromise<void>(async () => {
      throw new Error('refreshToken not provided');
    }),
  },
  guards: {
    hasOpenedBefore: ({ context }) => context.opens > 0,
    // Refresh once per refusal; a refusal right after a refresh is a failed attempt.
    canRefresh: ({ context }, params: { code: number }) => isUnauthorizedClose(params.code) && !context.refreshed,
    hasFailures: ({ context }) => context.failures > 0,
    isSessionExpired: (_, params: { error: unknown }) => isSessionExpired(params.error),
  },
  actions: {
    startSession: assign(({ context }) => newSession(context.lock)),
    endSession: assign(() => newSession(null)),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
    countOpen: assign(({ context }) => ({ opens: context.opens + 1, failures: 0, refreshed: false })),
    markRefreshed: assign({ refreshed: true }),
    rememberLock: assign((_, params: { target: LockTarget }) => ({ lock: params.target })),
    forgetLock: assign(({ context }, params: { target: LockTarget }) => ({
      lock: sameTarget(context.lock, params.target) ? null : context.lock,
    })),
    send: sendTo('connection', (_, params: { message: ClientMessage }): SocketSendEvent => ({
      type: 'socket.send',
      message: params.message,
    })),
    // spec §4: the remembered lock is re-sent after each (re)open, once.
    resendLock: enqueueActions(({ context, enqueue }) => {
      if (context.lock === null) return;
      enqueue.sendTo('connection', { type: 'socket.send', message: { method: 'lock', target: context.lock } });
    }),
    // After a reconnect the counts are refetched once.
    announceReconnect: emit({ type: 'socket.reconnected' }),
    emitMessage: emit((_, params: { message: SocketServerMessage }) => ({ type: 'socket.message', message: params.message })),
  },
  delays: {
    // spec §9: 2 s; doubling after five failures in a row, at most 30 s.
    reconnectDelay: ({ context }) => reconnectDelay(context.failures),
  },
}).createMachine({
  id: 'socket',
  context: newSession(null),
  initial: 'signedOut',
  on: {
    // Remembered in any state; sent only while open (the lock is re-sent on the next open).
    lock: { actions: { type: 'rememberLock', params: targetParams } },
    unlock: { actions: { type: 'forgetLock', params: targetParams } },
    // spec §4 "Logout": the socket is closed (leaving `link` stops the connection).
    'session.ended': { target: '.signedOut', actions: 'endSession' },
  },
  states: {
    signedOut: {
      on: { 'session.started': { target: 'link', actions: 'startSession' } },
    },
    link: {
      invoke: { id: 'connection', src: 'connection', onError: { target: 'waiting', actions: 'countFailure' } },
      initial: 'connecting',
      states: {
        connecting: {
          initial: 'routine',
          states: {
            // The first attempt of a session, or the one right after a routine token refresh.
            routine: {},
            // After the connection was lost or an attempt failed: the user sees it.
            retrying: { tags: 'down' },
          },
          on: {
            'socket.opened': [
              { guard: 'hasOpenedBefore', target: 'open', actions: ['countOpen', 'resendLock', 'announceReconnect'] },
              { target: 'open', actions: ['countOpen', 'resendLock'] },
            ],
            'socket.closed': [
              { guard: { type: 'canRefresh', params: closeParams }, target: '#socket.refreshing' },
              { target: '#socket.waiting', actions: 'countFailure' },
            ],
          },
        },
        open: {
          tags: 'live',
          on: {
            lock: {
              actions: [
                { type: 'rememberLock', params: targetParams },
                { type: 'send', params: ({ event }) => ({ message: { method: 'lock', target: event.target } }) },
              ],
            },
            unlock: {
              actions: [
                { type: 'forgetLock', params: targetParams },
                { type: 'send', params: ({ event }) => ({ message: { method: 'unlock', target: event.target } }) },
              ],
            },
            // spec §4 "User status": saved on the server, then the socket is told.
            'status.changed': {
              actions: { type: 'send', params: ({ event }) => ({ message: { method: 'status', status: event.status } }) },
            },
            // docs/socket.md composing: the user types a reply; not kept (a later one repeats it), dropped while down.
            composing: {
              actions: { type: 'send', params: ({ event }) => ({ message: { method: 'composing', target: event.target } }) },
            },
            'socket.message': { actions: { type: 'emitMessage', params: ({ event }) => ({ message: event.message }) } },
            // Closing an open connection is not a failed attempt: the next one comes after 2 s.
            'socket.closed': [
              { guard: { type: 'canRefresh', params: closeParams }, target: '#socket.refreshing' },
              { target: '#socket.waiting' },
            ],
          },
        },
      },
    },
    // spec §4, §9: reconnect 2 s after a close.
    waiting: {
      tags: 'down',
      after: { reconnectDelay: '#socket.link.connecting.retrying' },
    },
    // The server refused the access token: one refresh, then connect with the new one.
    refreshing: {
      invoke: {
        id: 'refreshToken',
        src: 'refreshToken',
        onDone: [
          { guard: 'hasFailures', target: '#socket.link.connecting.retrying', actions: 'markRefreshed' },
          { target: '#socket.link.connecting.routine', actions: 'markRefreshed' },
        ],
        onError: [
          // spec §4: the refresh token is invalid or gone: the client logs out, and session.ended follows.
          { guard: { type: 'isSessionExpired', params: ({ event }) => ({ error: event.error }) }, target: 'stopped' },
          // Network or server trouble: a failed attempt; the next one refreshes again.
          { target: 'waiting', actions: 'countFailure' },
        ],
      },
    },
    stopped: {
      tags: 'down',
      on: { 'session.started': { target: 'link', actions: 'startSession' } },
    },
  },
});
