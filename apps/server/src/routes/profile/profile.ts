// PATCH v1/me (name, locale, time zone), PUT v1/me/password, GET and DELETE v1/me/social.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ErrorBody,
  ME_PATH,
  PASSWORD_PATH,
  PasswordChange,
  ProfileUpdate,
  SOCIAL_PATH,
  SocialLoginsResponse,
  SocialProvider,
  TokenResponse,
  User,
} from '@console/api/contract';
import { changePassword } from '../../auth/accounts.ts';
import { verifyPassword } from '../../auth/password.ts';
import { startSession } from '../../auth/sessions.ts';
import type { Db } from '../../db/database.ts';
import { sessionFamilies, userSocialLogins, users } from '../../db/schema.ts';
import { ApiFailure } from '../../http/errors.ts';
import { requireAuth } from '../../http/policy.ts';
import { toUser } from '../../views.ts';
import { currentAccess } from '../../members/memberAccess.ts';
import type { ProfileDeps } from './index.ts';

const ANY_ROLE = 'authenticated' as const;

export async function socialLoginsOf(db: Db, userId: number): Promise<SocialLoginsResponse> {
  const rows = await db
    .select()
    .from(userSocialLogins)
    .where(eq(userSocialLogins.userId, userId))
    .orderBy(asc(userSocialLogins.linkedAt));
  return {
    items: rows.map((row) => ({ provider: row.provider, name: row.name, linked_at: Math.floor(row.linkedAt.getTime() / 1000) })),
  };
}

export function profileRoutes(app: FastifyInstance, deps: ProfileDeps): void {
  const { db, now } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.patch(
    `/${ME_PATH}`,
    { config: { policy: ANY_ROLE }, schema: { body: ProfileUpdate, response: { 200: User, 400: ErrorBody, 401: ErrorBody } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const { name, locale, time_zone: timeZone } = request.body;
      const patch = {
        ...(name === undefined ? {} : { name }),
        ...(locale === undefined ? {} : { locale }),
        ...(timeZone === undefined ? {} : { timeZone }),
      };
      if (Object.keys(patch).length === 0) return toUser(user, currentAccess(user));
      const [updated] = await db.update(users).set(patch).where(eq(users.id, user.id)).returning();
      return toUser(updated ?? user, currentAccess(user));
    },
  );

  // Every session of the user ends (a stolen one too); this browser gets a new token set of its own client.
  typed.put(
    `/${PASSWORD_PATH}`,
    {
      config: { policy: ANY_ROLE },
      schema: { body: PasswordChange, response: { 200: TokenResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody } },
    },
    async (request, reply) => {
      const { user, familyId } = requireAuth(request.auth);
      const { current_password: current, password, password_confirm: confirm } = request.body;
      if (password !== confirm) throw new ApiFailure(400, 'passwordMismatch', { errorType: 'password_mismatch' });
      // The same per-account failure limit as sign-in: a session cannot be used to guess the password.
      const wait = deps.throttles.failuresPerAccount.retryAfter(user.email);
      if (wait > 0) {
        throw new ApiFailure(429, 'tooManyAttempts', { params: { seconds: wait }, headers: { 'retry-after': String(wait) } });
      }
      if (!(await verifyPassword(current, user.passwordHash))) {
        deps.throttles.failuresPerAccount.hit(user.email);
        throw new ApiFailure(400, 'wrongCurrentPassword', { errorType: 'wrong_password' });
      }
      if (password === current) throw new ApiFailure(400, 'passwordUnchanged');
      const [family] = await db
        .select({ clientId: sessionFamilies.clientId })
        .from(sessionFamilies)
        .where(eq(sessionFamilies.id, familyId));
      if (!family) throw new ApiFailure(401, 'unauthorized');
      await changePassword(db, user.id, password, now(), deps.publisher, familyId);
      const { familyId: _newFamily, ...tokens } = await startSession(db, {
        userId: user.id,
        clientId: family.clientId,
        now: now(),
        accessTtlS: deps.accessTokenTtlS,
      });
      reply.header('cache-control', 'no-store');
      return tokens;
    },
  );

  typed.get(
    `/${SOCIAL_PATH}`,
    { config: { policy: ANY_ROLE }, schema: { response: { 200: SocialLoginsResponse, 401: ErrorBody } } },
    async (request) => socialLoginsOf(db, requireAuth(request.auth).user.id),
  );

  typed.delete(
    `/${SOCIAL_PATH}/:provider`,
    {
      config: { policy: ANY_ROLE },
      schema: {
        params: z.object({ provider: z.string() }),
        response: { 200: SocialLoginsResponse, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const provider = SocialProvider.safeParse(request.params.provider);
      const removed = provider.success
        ? await db
            .delete(userSocialLogins)
            .where(and(eq(userSocialLogins.userId, user.id), eq(userSocialLogins.provider, provider.data)))
            .returning({ id: userSocialLogins.id })
        : [];
      if (removed.length === 0) throw new ApiFailure(404, 'socialNotLinked');
      return socialLoginsOf(db, user.id);
    },
  );
}
