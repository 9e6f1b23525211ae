// The socket machine's `connection` actor, whose socket code (liveSocket.ts) is loaded on demand: off the frame's
// first paint (quality.md budgets, docs/budgets.md).
import { fromCallback } from 'xstate';
import type { OpenSocketOptions, SocketConnection, openSocket } from '@console/api/socket';
import { toSocketConnectionEvent, type SocketSendEvent } from '@console/machines/socketMachine';

/** What the actor needs of the lazily loaded module. */
export type SocketModule = { openSocket: typeof openSocket };

// The close code of an attempt whose code could not load: 1006, as for a connection that never opened.
export const SOCKET_CODE_UNLOADED = 1006;

/** A loader that imports once and, when the import fails, imports again on the next call. */
export function retryingLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

export function socketConnection(load: () => Promise<SocketModule>, options: Omit<OpenSocketOptions, 'onEvent'>) {
  return fromCallback<SocketSendEvent>(({ sendBack, receive }) => {
    let connection: SocketConnection | null = null;
    let closed = false;
    load().then(
      ({ openSocket }) => {
        if (!closed) connection = openSocket({ ...options, onEvent: (event) => sendBack(toSocketConnectionEvent(event)) });
      },
      // The code did not load (offline, a new deploy): a failed attempt, retried after the spec's delay (§9).
      () => {
        if (!closed) sendBack(toSocketConnectionEvent({ type: 'closed', code: SOCKET_CODE_UNLOADED, wasReady: false }));
      },
    );
    // Nothing is sent before the socket opens (the machine sends only while open), so nothing is lost here.
    receive((event) => void connection?.send(event.message));
    return () => {
      closed = true;
      connection?.close();
    };
  });
}
