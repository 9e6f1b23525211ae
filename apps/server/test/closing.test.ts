// A connection whose request is in flight when the server starts closing: once answered it must not keep the close
// waiting for Fastify's keep-alive timeout (72 s; an e2e restart's stop took 73 s, docs/testing.md).
import { connect } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './startTestServer.ts';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

it('a keep-alive connection answered after the close began does not hold the close', async () => {
  server = await startTestServer();
  const { port } = new URL(server.baseUrl);
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const body = 'grant_type=password';
  // The request's head and half its body: in flight, so the close's sweep of idle connections passes it by.
  socket.write(
    `POST /v1/token HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  const started = Date.now();
  const closed = server.app.close();
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.write(body.slice(5));
  const ended = new Promise((resolve) => socket.once('close', resolve));
  await closed;
  const seconds = (Date.now() - started) / 1000;
  await ended;
  expect(answer).toMatch(/^HTTP\/1\.1 \d{3}/);
  expect(seconds).toBeLessThan(5);
}, 20_000);
