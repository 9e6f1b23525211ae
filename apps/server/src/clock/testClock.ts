// The server's clock as an end-to-end test input (docs/testing.md "The server's clock"): with TEST_CLOCK=1 the running
// server's clock can be moved forward, and moving it runs the jobs then due. Never in a deployment (docs/deployment.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiFailure } from '../http/errors.ts';
import { isLoopbackHost } from '../http/specMinimal.ts';
import { isLoopback } from '../signup/outboxAccess.ts';

export const TEST_CLOCK_PATH = '/v1/sandbox/clock';
/** POST { object_id, text }: the sandbox network sends that comment to the account now (docs/exclusions.md). */
export const TEST_COMMENT_PATH = '/v1/sandbox/comments';

/** At most a year per move: enough for any schedule, and a typo cannot throw the clock out of range. */
const MAX_ADVANCE_MS = 366 * 24 * 3_600_000;

/** Real time plus an offset that only grows: time keeps flowing, and a move forward never goes back. */
export type TestClock = {
  readonly now: () => number;
  /** Real time, without the moves: a browser without the test's fake clock still signs in by it (routes/token.ts). */
  readonly real: () => number;
  advance(ms: number): number;
};

export function createTestClock(real: () => number = Date.now): TestClock {
  let offset = 0;
  return {
    now: () => real() + offset,
    real,
    advance(ms) {
      offset += ms;
      return real() + offset;
    },
  };
}

/**
 * Reads TEST_CLOCK: '1' makes the clock movable, and only on a server listening on loopback that is not set up for a
 * deployment (no PUBLIC_HOST, no SMTP_URL); anything else set is refused at startup.
 */
export function testClockFrom(env: Readonly<Record<string, string | undefined>>, host: string): boolean {
  const value = env['TEST_CLOCK'];
  if (value === undefined || value === '' || value === '0') return false;
  if (value !== '1') throw new Error(`TEST_CLOCK must be 0 or 1, got ${value}`);
  if (!isLoopbackHost(host) || env['PUBLIC_HOST'] || env['SMTP_URL']) {
    throw new Error('TEST_CLOCK=1 is for the end-to-end tests: only with HOST on loopback, no PUBLIC_HOST and no SMTP_URL');
  }
  return true;
}

const Move = z.object({ advance_ms: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_ADVANCE_MS)) });

const Comment = z.object({
  object_id: z.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)),
  text: z.string().check(z.minLength(1), z.maxLength(2000)),
});

export type TestClockDeps = {
  clock: TestClock;
  runDue: () => Promise<number>;
  /** The sandbox comments' source: one comment on demand (its id, or null when it was kept out). */
  comment?: (objectId: number, text: string) => Promise<number | null>;
};

/**
 * GET answers the server's time; POST { advance_ms } moves it forward, runs every job then due and answers the new
 * time and how many jobs ran. Only peers on this machine (the socket's address, never a header); others get 404.
 */
export function testClockRoutes(app: FastifyInstance, deps: TestClockDeps): void {
  const loopbackOnly = async (request: { raw: { socket: { remoteAddress?: string | undefined } } }) => {
    if (!isLoopback(request.raw.socket.remoteAddress)) throw new ApiFailure(404, 'notFound');
  };
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(TEST_CLOCK_PATH, { config: { policy: 'public' }, schema: { hide: true }, onRequest: loopbackOnly }, async () => ({
    now: deps.clock.now(),
  }));
  typed.post(
    TEST_CLOCK_PATH,
    { config: { policy: 'public' }, schema: { hide: true, body: Move }, onRequest: loopbackOnly },
    async (request) => {
      const now = deps.clock.advance(request.body.advance_ms);
      return { now, jobs_run: await deps.runDue() };
    },
  );
  const comment = deps.comment;
  if (comment)
    typed.post(
      TEST_COMMENT_PATH,
      { config: { policy: 'public' }, schema: { hide: true, body: Comment }, onRequest: loopbackOnly },
      async (request) => ({ id: await comment(request.body.object_id, request.body.text) }),
    );
}
