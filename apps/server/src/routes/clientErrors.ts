// POST v1/client_errors: the console reports its uncaught errors; one warn line each.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CLIENT_ERRORS_PATH, ClientErrorAnswer, ClientErrorReport, ErrorBody } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { checkAccessToken } from '../auth/sessions.ts';
import { SlidingWindow, type ThrottleRule } from '../auth/throttle.ts';
import { ApiFailure } from '../http/errors.ts';
import { scrubText, truncate } from '../http/logging.ts';
import { bearerOf } from '../http/policy.ts';

export const CLIENT_ERRORS_BODY_LIMIT = 16 * 1024;
export const DEFAULT_CLIENT_ERRORS_LIMIT: ThrottleRule = { limit: 30, windowMs: 60_000 };
const LOGGED_STACK_CHARS = 2000;

export type ClientErrorsDeps = { db: Db; now: () => number; limit?: ThrottleRule | undefined };

export function clientErrorsRoutes(app: FastifyInstance, deps: ClientErrorsDeps): void {
  const perIp = new SlidingWindow(deps.limit ?? DEFAULT_CLIENT_ERRORS_LIMIT, deps.now);

  // The reporter is anonymous (it also runs signed out); a valid bearer only adds who it was.
  async function userIdOf(authorization: string | undefined): Promise<number | null> {
    const token = bearerOf(authorization);
    if (!token) return null;
    const outcome = await checkAccessToken(deps.db, token, deps.now());
    return outcome.kind === 'invalid' ? null : outcome.user.id;
  }

  app.withTypeProvider<ZodTypeProvider>().post(
    `/${CLIENT_ERRORS_PATH}`,
    {
      config: { policy: 'public' },
      bodyLimit: CLIENT_ERRORS_BODY_LIMIT,
      // Counted before the body is read, so oversized floods are limited too.
      onRequest: async (request) => {
        const wait = perIp.consume(request.ip);
        if (wait > 0) {
          throw new ApiFailure(429, 'tooManyRequests', { params: { seconds: wait }, headers: { 'retry-after': String(wait) } });
        }
      },
      schema: {
        body: ClientErrorReport,
        response: { 200: ClientErrorAnswer, 400: ErrorBody, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const report = request.body;
      request.log.warn(
        {
          clientError: {
            kind: report.kind,
            message: scrubText(report.message),
            url: scrubText(report.url),
            stack: report.stack === undefined ? undefined : truncate(scrubText(report.stack), LOGGED_STACK_CHARS),
            release: report.release,
            userId: await userIdOf(request.headers.authorization),
          },
        },
        'client error',
      );
      return {};
    },
  );
}
