// The socket protocol of spec §7 "Socket", framework-free: auth as the first message (never the token in the
// URL), every incoming frame parsed with the contract, events for the socket machine's `connection` actor.
import { ServerMessage, SOCKET_CLOSE_UNAUTHORIZED } from '../contract/socket.ts';
import type { ClientMessage } from '../contract/socket.ts';

// WebSocket.OPEN in every implementation (the constant is also on the prototype, but fakes may lack it).
const OPEN = 1;
// Normal closure: the console closes on logout or when the machine stops the connection.
const CLOSE_NORMAL = 1000;
// Closed without a close frame (RFC 6455 §7.1.5): what a failed connection reports.
const CLOSE_ABNORMAL = 1006;

/** The part of the WebSocket API used here; the browser's and Node's WebSocket satisfy it. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** Any server message except `ready`, which is reported as 'open'. */
export type SocketServerMessage = Exclude<ServerMessage, { method: 'ready' }>;

export type SocketEvent =
  // The server accepted the auth message (answered `ready`).
  | { type: 'open' }
  | { type: 'message'; message: SocketServerMessage }
  // wasReady: the connection had been open; false for a failed attempt.
  | { type: 'closed'; code: number; wasReady: boolean };

export interface OpenSocketOptions {
  /** Runtime config `socketUrl`, used as is. */
  url: string;
  /** Read when the connection opens, so a token refreshed meanwhile is the one sent; null: signed out. */
  getToken: () => string | null;
  /** Default: globalThis.WebSocket. Tests pass a fake class. */
  WebSocketImpl?: WebSocketConstructor;
  onEvent: (event: SocketEvent) => void;
}

export interface SocketConnection {
  /** Sends once the server answered `ready`; returns false (and drops the message) otherwise. */
  send(message: ClientMessage): boolean;
  /** Closes for good: no event is reported after this call. */
  close(): void;
}

function parseFrame(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = ServerMessage.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export function openSocket(options: OpenSocketOptions): SocketConnection {
  const WebSocketImpl: WebSocketConstructor = options.WebSocketImpl ?? globalThis.WebSocket;
  const socket = new WebSocketImpl(options.url);
  let ready = false;
  let finished = false;

  const report = (event: SocketEvent): void => {
    if (finished) return;
    if (event.type === 'closed') finished = true;
    options.onEvent(event);
  };

  socket.addEventListener('open', () => {
    const token = options.getToken();
    if (token === null || token === '') {
      // Nothing to authenticate with: report it the way the server would refuse a bad token.
      report({ type: 'closed', code: SOCKET_CLOSE_UNAUTHORIZED, wasReady: false });
      socket.close(CLOSE_NORMAL);
      return;
    }
    // spec §7: the token goes in the first message, never in the URL.
    const auth: ClientMessage = { method: 'auth', token };
    socket.send(JSON.stringify(auth));
  });

  socket.addEventListener('message', (event) => {
    // Malformed frames (not JSON, not in the contract) are ignored: one bad message never breaks the connection.
    const message = parseFrame(event.data);
    if (message === null) return;
    if (message.method === 'ready') {
      if (ready) return;
      ready = true;
      report({ type: 'open' });
      return;
    }
    if (ready) report({ type: 'message', message });
  });

  socket.addEventListener('close', (event) => {
    report({ type: 'closed', code: event.code, wasReady: ready });
    ready = false;
  });

  // An error means the connection failed (close code 1006 follows in browsers; Node's WebSocket never sends that
  // close for a refused handshake), so it is reported as the abnormal close right away.
  socket.addEventListener('error', () => {
    report({ type: 'closed', code: CLOSE_ABNORMAL, wasReady: ready });
    ready = false;
  });

  return {
    send(message) {
      if (finished || !ready || socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    close() {
      finished = true;
      ready = false;
      socket.close(CLOSE_NORMAL);
    },
  };
}
