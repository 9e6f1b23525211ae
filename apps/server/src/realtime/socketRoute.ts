// The WebSocket endpoint at /v1/socket (spec §7 "Socket"), on whichever port this app listens.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { SOCKET_PATH } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { publicAddresses, type AddressOptions } from '../http/addresses.ts';
import { ApiFailure } from '../http/errors.ts';
import { DEFAULT_SOCKET_OPTIONS, serveConnection, type SocketOptions } from './connection.ts';
import type { SocketPublisher } from './socketPublisher.ts';

export type SocketDeps = {
  db: Db;
  now: () => number;
  publisher: SocketPublisher;
  addresses: AddressOptions;
  options?: Partial<SocketOptions> | undefined;
};

// ws refuses frames above this itself (close 1009) before buffering them; smaller ones over maxMessageBytes are ignored.
const HARD_MAX_PAYLOAD_BYTES = 64 * 1024;
// On shutdown a client gets this long to answer the close frame before its socket is cut.
const CLOSE_GRACE_MS = 1000;
const CLOSE_GOING_AWAY = 1001;

/** A browser's socket must come from the console's own origins; a tool without Origin still has to authenticate. */
export function originAllowed(request: IncomingMessage, addresses: AddressOptions): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return publicAddresses(request, addresses).origins.includes(origin);
}

function closeWithin(socket: WebSocket, ms: number): Promise<void> {
  if (socket.readyState === socket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => socket.terminate(), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.close(CLOSE_GOING_AWAY);
  });
}

export async function socketRoutes(app: FastifyInstance, deps: SocketDeps): Promise<void> {
  const options: SocketOptions = { ...DEFAULT_SOCKET_OPTIONS, ...deps.options };
  await app.register(websocket, {
    options: { maxPayload: HARD_MAX_PAYLOAD_BYTES },
    // app.close() (main.ts stop, tests) closes this port's sockets cleanly and never waits on a silent client.
    preClose: async function (this: FastifyInstance) {
      // A console reconnecting while the port closes must not keep the close waiting (an e2e restart once waited
      // 73 s): with no upgrade listener Node serves the request as plain HTTP (answered 503 while closing), and a
      // socket upgraded meanwhile is closed at once.
      this.server.removeAllListeners('upgrade');
      this.websocketServer.on('connection', (socket: WebSocket) => void closeWithin(socket, CLOSE_GRACE_MS));
      await Promise.all([...this.websocketServer.clients].map((socket) => closeWithin(socket, CLOSE_GRACE_MS)));
      this.websocketServer.close();
    },
  });

  app.route({
    method: 'GET',
    url: `/${SOCKET_PATH}`,
    // The socket authenticates itself with its first message (spec §7), so the route is public.
    config: { policy: 'public' },
    // Request lines are not logged here: a token someone put in the URL must not reach the log.
    logLevel: 'warn',
    onRequest: async (request) => {
      if (!originAllowed(request.raw, deps.addresses)) throw new ApiFailure(403, 'forbidden');
    },
    // A plain GET (no upgrade) gets the usual error body, not the console page.
    handler: async () => {
      throw new ApiFailure(404, 'notFound');
    },
    wsHandler: (socket, request) => {
      serveConnection(socket, { db: deps.db, now: deps.now, publisher: deps.publisher, options, log: request.log });
    },
  });
}
