import type { FastifyInstance } from 'fastify';

// Fastify closes the idle keep-alive connections once, as its close begins. A connection whose request was in flight
// then stayed open after its answer for the keep-alive timeout (Fastify's 72 s), and the close waited for it: an e2e
// restart's stop took 73 s (docs/testing.md). While closing, each connection is closed as soon as its answer is out.
export function closeConnectionsAsAnswered(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async () => {
    // After Node's own end of the response, when the connection counts as idle.
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
}
