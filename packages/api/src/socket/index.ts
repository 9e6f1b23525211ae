import { config } from 'zod/mini';

// zod probes `new Function` once for its fast path; the console's strict CSP forbids eval, so parse without it.
config({ jitless: true });

export { openSocket } from './openSocket.ts';
export type {
  OpenSocketOptions,
  SocketConnection,
  SocketEvent,
  SocketServerMessage,
  WebSocketConstructor,
  WebSocketLike,
} from './openSocket.ts';
