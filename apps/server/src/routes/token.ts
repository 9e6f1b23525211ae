// POST v1/oauth2/token (spec §7): the password grant (anti-bot sign, two-factor code) and the refresh grant.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnyTokenRequest,
  ERROR_TYPE_CODE_REQUIRED,
  ErrorBody,
  TOKEN_PATH,
  TokenResponse,
  type PasswordGrantRequest,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { isSignValid } from '../auth/antiBot.ts';
import { isClientValid } from '../auth/clients.ts';
import { verifyPassword } from '../auth/password.ts';
import { refreshSession, startSession, type IssuedTokens } from '../auth/sessions.ts';
import { loginSourceKey, type LoginThrottles } from '../auth/throttle.ts';
import { acceptSecondFactor } from '../auth/secondFactor.ts';
import { ApiFailure } from '../http/errors.ts';
import { redeemAuthorizationCode } from './publicPages.ts';

export type TokenDeps = {
  db: Db;
  now: () => number;
  throttles: LoginThrottles;
  accessTokenTtlS?: number;
  /**
   * With TEST_CLOCK=1 only: real time, which a sign may also be fresh by. A browser without the test's fake clock signs
   * in real time while the server's clock was moved ahead (docs/testing.md "The server's clock").
   */
  realNow?: () => number;
};

const tooMany = (seconds: number) =>
  new ApiFailure(429, 'tooManyAttempts', { params: { seconds }, headers: { 'retry-after': String(seconds) } });
const codeFailure = (key: 'codeRequired' | 'invalidCode') => new ApiFailure(400, key, { errorType: ERROR_TYPE_CODE_REQUIRED });

export function tokenRoutes(app: FastifyInstance, deps: TokenDeps): void {
  const { db, now } = deps;
  const { perIp, failuresPerSource, accountBackoff } = deps.throttles;

  async function passwordGrant(body: PasswordGrantRequest, ip: string): Promise<IssuedTokens> {
    // spec §7: the anti-bot token must match the credentials and be fresh.
    const fresh = (at: number) => isSignValid(body.sign, body.username, body.password, at);
    if (!fresh(now()) && !(deps.realNow && fresh(deps.realNow()))) throw new ApiFailure(400, 'invalidSign');
    const email = body.username.trim().toLowerCase();
    const source = loginSourceKey(email, ip);
    // Locked for this source after ten failures; from anywhere, a short wait that grows with the failures.
    const wait = Math.max(failuresPerSource.retryAfter(source), accountBackoff.retryAfter(email));
    if (wait > 0) throw tooMany(wait);
    const failed = () => {
      failuresPerSource.hit(source);
      accountBackoff.hit(email);
    };
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) throw new ApiFailure(404, 'userNotFound'); // spec §8: login 404 shows the server's text
    if (!(await verifyPassword(body.password, user.passwordHash))) {
      failed();
      throw new ApiFailure(400, 'wrongPassword');
    }
    // Told only to someone who knows the password, so the block does not reveal itself to guessers.
    if (user.blockedAt !== null) throw new ApiFailure(403, 'userBlocked', { errorType: 'user_blocked' });
    if (user.otpSecret !== null) {
      const code = body.code?.trim() ?? '';
      if (code === '') throw codeFailure('codeRequired'); // spec §4: moves the console to code entry
      // A TOTP code claims its time step once (replay rejected); a 7-character recovery code works once.
      if (!(await acceptSecondFactor(db, user, code, now()))) {
        failed();
        throw codeFailure('invalidCode');
      }
    }
    failuresPerSource.reset(source);
    accountBackoff.reset(email);
    const { familyId: _familyId, ...tokens } = await startSession(db, {
      userId: user.id,
      clientId: body.client_id,
      now: now(),
      accessTtlS: deps.accessTokenTtlS,
    });
    return tokens;
  }

  app.withTypeProvider<ZodTypeProvider>().post(
    `/${TOKEN_PATH}`,
    {
      config: { policy: 'public' },
      schema: {
        body: AnyTokenRequest,
        response: { 200: TokenResponse, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const wait = perIp.consume(request.ip);
      if (wait > 0) throw tooMany(wait);
      const body = request.body;
      if (!(await isClientValid(db, body.client_id, body.client_secret))) {
        throw new ApiFailure(400, 'invalidClient', { errorType: 'invalid_client' });
      }
      reply.header('cache-control', 'no-store');
      if (body.grant_type === 'password') return passwordGrant(body, request.ip);
      // A client of the /oauth grant page redeems its code.
      if (body.grant_type === 'authorization_code') {
        return redeemAuthorizationCode(db, body, { now: now(), accessTtlS: deps.accessTokenTtlS });
      }
      const outcome = await refreshSession(db, {
        refreshToken: body.refresh_token,
        clientId: body.client_id,
        now: now(),
        accessTtlS: deps.accessTokenTtlS,
      });
      // spec §4: a 400 whose text contains 'token', or a 404 'User not found', means the refresh token is invalid.
      if (outcome.kind === 'invalid') throw new ApiFailure(400, 'invalidRefreshToken', { errorType: 'invalid_grant' });
      if (outcome.kind === 'userNotFound') throw new ApiFailure(404, 'userNotFound', { errorType: 'invalid_grant' });
      return outcome.tokens;
    },
  );
}
