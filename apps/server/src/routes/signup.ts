// spec §7: POST v1/signup, GET and POST v1/signup/{hash} (invitations), POST v1/recovery, POST v1/reset_password/check,
// POST v1/reset_password. Public calls: sign-up and recovery are throttled per address like the login.
import { SIGNUP_PASSWORD_PATTERN } from '@console/spec';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ERROR_TYPE_CAPTCHA,
  ErrorBody,
  Invitation,
  InvitationSignupRequest,
  MessageResponse,
  RECOVERY_PATH,
  RecoveryRequest,
  RESET_PASSWORD_CHECK_PATH,
  RESET_PASSWORD_PATH,
  ResetCheckRequest,
  ResetCheckResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SIGNUP_PATH,
  SignupRequest,
  SignupResponse,
} from '@console/api/contract';
import { changePassword } from '../auth/accounts.ts';
import { isClientValid } from '../auth/clients.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { startSession, type UserRow } from '../auth/sessions.ts';
import { createAccount, normalizeEmail } from '../auth/signup.ts';
import type { OneUseCodes } from '../auth/oneUseCodes.ts';
import type { LoginThrottles } from '../auth/throttle.ts';
import { assertWithinPlanLimits } from '../billing/usage.ts';
import { recordStatusChange } from '../stats/statusTime.ts';
import type { Db } from '../db/database.ts';
import { users, userStatuses } from '../db/schema.ts';
import { publicAddresses, type AddressOptions } from '../http/addresses.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { ApiFailure } from '../http/errors.ts';
import { translate, type Language } from '../messages.ts';
import { sendConfirmation } from '../profile/mail.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { DEFAULT_USER_SETTINGS } from '../seed.ts';
import type { CaptchaVerifier } from '../signup/captcha.ts';
import { acceptInvitation } from '../members/invitations.ts';
import { findInvitation, findPasswordReset, sendPasswordReset, useInvitation, usePasswordReset } from '../signup/links.ts';

export type SignupDeps = {
  db: Db;
  now: () => number;
  addresses: AddressOptions;
  throttles: LoginThrottles;
  captcha: CaptchaVerifier;
  publisher: Pick<Publisher, 'closeUser'>;
  accessTokenTtlS?: number;
  /** The reset and confirmation links' secrets. */
  codes: OneUseCodes;
};

const HashParams = z.object({ hash: z.string().check(z.minLength(1), z.maxLength(200)) });

const tooMany = (seconds: number) =>
  new ApiFailure(429, 'tooManyRequests', { params: { seconds }, headers: { 'retry-after': String(seconds) } });

export function signupRoutes(app: FastifyInstance, deps: SignupDeps): void {
  const { db, now } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const originOf = (request: FastifyRequest) => publicAddresses(request.raw, deps.addresses).origins[0];
  const languageOf = (request: FastifyRequest, locale?: Language): Language => locale ?? languageOfRequest(request);

  const throttle = (request: FastifyRequest) => {
    const wait = deps.throttles.perIp.consume(request.ip);
    if (wait > 0) throw tooMany(wait);
  };
  const checkClient = async (clientId: string, clientSecret: string) => {
    if (!(await isClientValid(db, clientId, clientSecret))) {
      throw new ApiFailure(400, 'invalidClient', { errorType: 'invalid_client' });
    }
  };
  const checkCaptcha = async (request: FastifyRequest, token: string | undefined) => {
    if (!(await deps.captcha.verify(token, request.ip))) {
      throw new ApiFailure(400, 'captchaFailed', { errorType: ERROR_TYPE_CAPTCHA });
    }
  };
  const checkPassword = (password: string) => {
    if (!SIGNUP_PASSWORD_PATTERN.test(password)) throw new ApiFailure(400, 'signupPassword', { errorType: 'weak_password' });
  };
  // The auto sign-in's token (spec §2.1); none for two-factor or a blocked user (they sign in themselves).
  const tokenFor = async (user: UserRow, clientId: string) => {
    if (user.otpSecret !== null || user.blockedAt !== null) return undefined;
    const { familyId: _familyId, ...token } = await startSession(db, {
      userId: user.id,
      clientId,
      now: now(),
      accessTtlS: deps.accessTokenTtlS,
    });
    return token;
  };

  typed.post(
    `/${SIGNUP_PATH}`,
    {
      config: { policy: 'public' },
      schema: { body: SignupRequest, response: { 200: SignupResponse, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody } },
    },
    async (request, reply) => {
      throttle(request);
      const body = request.body;
      await checkClient(body.client_id, body.client_secret);
      await checkCaptcha(request, body.recaptcha_token);
      if (body.name.trim() === '') throw new ApiFailure(400, 'signupName');
      if (body.company.trim() === '') throw new ApiFailure(400, 'signupCompany');
      checkPassword(body.password);
      const language = languageOf(request, body.locale);
      const { user } = await createAccount(db, {
        email: body.email,
        name: body.name,
        company: body.company,
        password: body.password,
        tariffId: body.tariff_id ?? null,
        promocode: body.promocode ?? null,
        locale: body.locale ?? null,
        emailConfirmed: false,
        now: now(),
      });
      await sendConfirmation(db, {
        user,
        email: user.email,
        origin: originOf(request),
        language,
        now: now(),
        token: deps.codes('confirmation'),
      });
      reply.header('cache-control', 'no-store');
      const token = await tokenFor(user, body.client_id);
      return { message: translate('signupConfirmationSent', language, { email: user.email }), ...(token ? { token } : {}) };
    },
  );

  typed.get(
    `/${SIGNUP_PATH}/:hash`,
    { config: { policy: 'public' }, schema: { params: HashParams, response: { 200: Invitation, 409: ErrorBody } } },
    async (request, reply) => {
      const invitation = await findInvitation(db, request.params.hash, now());
      // spec §7: 409 sends the user to the root.
      if (!invitation) throw new ApiFailure(409, 'invitationInvalid', { errorType: 'invitation_invalid' });
      reply.header('cache-control', 'no-store');
      return { email: invitation.email };
    },
  );

  typed.post(
    `/${SIGNUP_PATH}/:hash`,
    {
      config: { policy: 'public' },
      schema: {
        params: HashParams,
        body: InvitationSignupRequest,
        response: { 200: SignupResponse, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      throttle(request);
      const body = request.body;
      await checkClient(body.client_id, body.client_secret);
      await checkCaptcha(request, body.recaptcha_token);
      if (body.name.trim() === '') throw new ApiFailure(400, 'signupName');
      checkPassword(body.password);
      const found = await findInvitation(db, request.params.hash, now());
      if (!found) throw new ApiFailure(409, 'invitationInvalid', { errorType: 'invitation_invalid' });
      if (body.email !== undefined && normalizeEmail(body.email) !== found.email) {
        throw new ApiFailure(400, 'invitationOtherEmail');
      }
      const [existing] = await db.select().from(users).where(eq(users.email, found.email));
      await assertWithinPlanLimits(db, found.spaceId, 'users');
      if (existing) {
        // Issue's people and access: an address with an account joins the space, proven by its own password.
        if (!(await verifyPassword(body.password, existing.passwordHash)))
          throw new ApiFailure(400, 'invitationExistingPassword');
        await db.transaction(async (tx) => {
          const invitation = await useInvitation(tx, request.params.hash, now());
          if (!invitation) throw new ApiFailure(409, 'invitationInvalid', { errorType: 'invitation_invalid' });
          await acceptInvitation(tx, invitation, existing.id);
        });
        reply.header('cache-control', 'no-store');
        const token = await tokenFor(existing, body.client_id);
        return { message: translate('signupRegistered', languageOf(request, body.locale)), ...(token ? { token } : {}) };
      }
      const passwordHash = await hashPassword(body.password);
      const user = await db.transaction(async (tx) => {
        const invitation = await useInvitation(tx, request.params.hash, now());
        if (!invitation) throw new ApiFailure(409, 'invitationInvalid', { errorType: 'invitation_invalid' });
        const [status] = await tx
          .select({ id: userStatuses.id })
          .from(userStatuses)
          .where(and(eq(userStatuses.spaceId, invitation.spaceId), eq(userStatuses.offline, false)))
          .orderBy(asc(userStatuses.position))
          .limit(1);
        const [created] = await tx
          .insert(users)
          .values({
            email: invitation.email,
            name: body.name.trim(),
            passwordHash,
            locale: body.locale ?? null,
            settings: DEFAULT_USER_SETTINGS,
            emailStatus: 1, // the link came to this address
            status: status?.id ?? null,
            passwordChangedAt: new Date(now()),
          })
          .returning();
        if (!created) throw new Error('user not created');
        // Status time (docs/stats.md): the first status is a change like any other.
        await recordStatusChange(tx, created.id, created.status, now());
        await acceptInvitation(tx, invitation, created.id);
        return created;
      });
      reply.header('cache-control', 'no-store');
      const token = await tokenFor(user, body.client_id);
      return { message: translate('signupRegistered', languageOf(request, body.locale)), ...(token ? { token } : {}) };
    },
  );

  typed.post(
    `/${RECOVERY_PATH}`,
    {
      config: { policy: 'public' },
      schema: { body: RecoveryRequest, response: { 200: MessageResponse, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody } },
    },
    async (request) => {
      throttle(request);
      const email = normalizeEmail(request.body.email);
      // Counted per address before the lookup, so the limit answers the same whether the address has an account.
      const wait = deps.throttles.recoveryPerAddress.consume(email);
      if (wait > 0) throw tooMany(wait);
      const [user] = await db.select().from(users).where(eq(users.email, email));
      // spec §7, §8: 404 'User not found'.
      if (!user) throw new ApiFailure(404, 'userNotFound');
      const language = languageOfRequest(request);
      await sendPasswordReset(db, { user, origin: originOf(request), language, now: now(), token: deps.codes('reset') });
      return { message: translate('recoverySent', language, { email }) };
    },
  );

  typed.post(
    `/${RESET_PASSWORD_CHECK_PATH}`,
    {
      config: { policy: 'public' },
      schema: { body: ResetCheckRequest, response: { 200: ResetCheckResponse, 400: ErrorBody } },
    },
    async (request, reply) => {
      const user = await findPasswordReset(db, request.body.hash, now());
      if (!user) throw new ApiFailure(400, 'resetInvalid', { errorType: 'invalid_hash' });
      reply.header('cache-control', 'no-store');
      return { email: user.email };
    },
  );

  typed.post(
    `/${RESET_PASSWORD_PATH}`,
    {
      config: { policy: 'public' },
      schema: { body: ResetPasswordRequest, response: { 200: ResetPasswordResponse, 400: ErrorBody, 429: ErrorBody } },
    },
    async (request, reply) => {
      throttle(request);
      const body = request.body;
      await checkClient(body.client_id, body.client_secret);
      if (body.password !== body.password_confirm) throw new ApiFailure(400, 'resetMismatch');
      const userId = await usePasswordReset(db, body.hash, now());
      if (userId === null) throw new ApiFailure(400, 'resetInvalid', { errorType: 'invalid_hash' });
      // Like a password change: every session of the user ends (auth/accounts.ts).
      await changePassword(db, userId, body.password, now(), deps.publisher);
      // The link reached this address, so it is confirmed too.
      const [user] = await db.update(users).set({ emailStatus: 1 }).where(eq(users.id, userId)).returning();
      if (!user) throw new ApiFailure(400, 'resetInvalid', { errorType: 'invalid_hash' });
      reply.header('cache-control', 'no-store');
      const token = await tokenFor(user, body.client_id);
      return { message: translate('passwordReset', languageOfRequest(request)), ...(token ? { token } : {}) };
    },
  );
}
