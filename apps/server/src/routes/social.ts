// spec §7 POST v1/signup/provider (sign-up or sign-in by a provider's code; the address of a provider that reported
// none) and POST v1/me/social (linking when signed in); errors per spec §8 as the server's text.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ERROR_TYPE_NO_EMAIL,
  ErrorBody,
  LINK_SOCIAL_PATH,
  LinkSocialRequest,
  NoEmailBody,
  ProviderSignupRequest,
  SIGNUP_PROVIDER_PATH,
  SocialLoginsResponse,
  TokenResponse,
  type ProviderSignupByCode,
  type ProviderSignupByEmail,
  type SocialProvider,
} from '@console/api/contract';
import { isClientValid } from '../auth/clients.ts';
import { createAccount } from '../auth/signup.ts';
import type { OneUseCodes } from '../auth/oneUseCodes.ts';
import { sha256, startSession, type UserRow } from '../auth/sessions.ts';
import type { LoginThrottles } from '../auth/throttle.ts';
import type { Db } from '../db/database.ts';
import { socialPendingSignups, userSocialLogins, users } from '../db/schema.ts';
import { publicAddresses, type AddressOptions } from '../http/addresses.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { ApiFailure } from '../http/errors.ts';
import { requireAuth } from '../http/policy.ts';
import { translate, type Language } from '../messages.ts';
import { sendConfirmation } from '../profile/mail.ts';
import { SOCIAL_PROVIDER_NAMES } from '../social/messages.ts';
import type { IdentityProviders, SocialIdentity } from '../social/provider.ts';
import { socialLoginsOf } from './profile/profile.ts';

export type SocialDeps = {
  db: Db;
  now: () => number;
  throttles: LoginThrottles;
  addresses: AddressOptions;
  providers: IdentityProviders;
  accessTokenTtlS?: number;
  /** A pending sign-up's token and the confirmation link's secret. */
  codes: OneUseCodes;
};

// The no-email sign-up waits an hour for its address.
export const PENDING_SIGNUP_TTL_MS = 3_600_000;

const named = (provider: SocialProvider, language: Language) => ({ provider: SOCIAL_PROVIDER_NAMES[provider][language] });
const isByCode = (body: ProviderSignupByCode | ProviderSignupByEmail): body is ProviderSignupByCode => 'code' in body;

export function socialRoutes(app: FastifyInstance, deps: SocialDeps): void {
  const { db, now } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const issueTokens = async (user: UserRow, clientId: string, reply: FastifyReply) => {
    if (user.blockedAt !== null) throw new ApiFailure(403, 'userBlocked', { errorType: 'user_blocked' });
    // A provider is one factor: a user with two-factor signs in with the password and the code.
    if (user.otpSecret !== null) throw new ApiFailure(400, 'socialTwoFactor', { errorType: 'otp_required' });
    const { familyId: _familyId, ...tokens } = await startSession(db, {
      userId: user.id,
      clientId,
      now: now(),
      accessTtlS: deps.accessTokenTtlS,
    });
    reply.header('cache-control', 'no-store');
    return tokens;
  };

  const linkedUser = async (provider: SocialProvider, providerUserId: string) =>
    (
      await db
        .select({ user: users })
        .from(userSocialLogins)
        .innerJoin(users, eq(userSocialLogins.userId, users.id))
        .where(and(eq(userSocialLogins.provider, provider), eq(userSocialLogins.providerUserId, providerUserId)))
    )[0]?.user;

  const exchange = async (provider: SocialProvider, code: string, redirectUri: string, language: Language) => {
    const identity = await deps.providers[provider].exchangeCode({ code, redirectUri, now: now() });
    if (!identity)
      throw new ApiFailure(400, 'socialCodeInvalid', { params: named(provider, language), errorType: 'invalid_code' });
    return identity;
  };

  const createWithLink = async (
    request: FastifyRequest,
    provider: SocialProvider,
    identity: SocialIdentity,
    input: { email: string; emailConfirmed: boolean; locale: 'ru' | 'en' | undefined; promocode: string | undefined },
  ) => {
    const language = languageOfRequest(request);
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email.trim().toLowerCase()));
    // Never joined to an existing account by address alone: its owner links the provider from the profile.
    if (taken) throw new ApiFailure(409, 'socialEmailTaken', { params: named(provider, language), errorType: 'email_taken' });
    const name = identity.name.trim().slice(0, 100) || identity.id;
    const { user } = await createAccount(db, {
      email: input.email,
      name,
      company: translate('socialCompanyName', input.locale ?? language, { name }).slice(0, 100),
      password: null,
      promocode: input.promocode ?? null,
      locale: input.locale ?? null,
      emailConfirmed: input.emailConfirmed,
      provider,
      now: now(),
    });
    await db
      .insert(userSocialLogins)
      .values({ userId: user.id, provider, providerUserId: identity.id, name, linkedAt: new Date(now()) });
    if (!input.emailConfirmed) {
      const origin = publicAddresses(request.raw, deps.addresses).origins[0];
      await sendConfirmation(db, { user, email: user.email, origin, language, now: now(), token: deps.codes('confirmation') });
    }
    return user;
  };

  typed.post(
    `/${SIGNUP_PROVIDER_PATH}`,
    {
      config: { policy: 'public' },
      schema: {
        body: ProviderSignupRequest,
        response: { 200: TokenResponse, 400: z.union([NoEmailBody, ErrorBody]), 403: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const wait = deps.throttles.perIp.consume(request.ip);
      if (wait > 0) {
        throw new ApiFailure(429, 'tooManyAttempts', { params: { seconds: wait }, headers: { 'retry-after': String(wait) } });
      }
      const body = request.body;
      if (!(await isClientValid(db, body.client_id, body.client_secret))) {
        throw new ApiFailure(400, 'invalidClient', { errorType: 'invalid_client' });
      }
      const language = languageOfRequest(request);
      const { provider } = body;
      if (isByCode(body)) {
        const identity = await exchange(provider, body.code, body.redirect_uri, language);
        const known = await linkedUser(provider, identity.id);
        if (known) return issueTokens(known, body.client_id, reply);
        if (identity.email === null) {
          // spec §7, §8: error_type no_email carries an access_token; the email entry form sends it back.
          const accessToken = deps.codes('socialSignup');
          await db.insert(socialPendingSignups).values({
            tokenHash: sha256(accessToken),
            provider,
            providerUserId: identity.id,
            name: identity.name,
            createdAt: new Date(now()),
            expiresAt: new Date(now() + PENDING_SIGNUP_TTL_MS),
          });
          const error = translate('socialNoEmail', language, named(provider, language));
          return reply.code(400).send({ error, error_type: ERROR_TYPE_NO_EMAIL, access_token: accessToken });
        }
        const user = await createWithLink(request, provider, identity, {
          email: identity.email,
          emailConfirmed: true,
          locale: body.locale,
          promocode: body.promocode,
        });
        return issueTokens(user, body.client_id, reply);
      }
      const [pending] = await db
        .select()
        .from(socialPendingSignups)
        .where(
          and(
            eq(socialPendingSignups.tokenHash, sha256(body.access_token)),
            eq(socialPendingSignups.provider, provider),
            isNull(socialPendingSignups.usedAt),
            gt(socialPendingSignups.expiresAt, new Date(now())),
          ),
        );
      if (!pending) throw new ApiFailure(400, 'socialSignupExpired', { params: named(provider, language), errorType: 'expired' });
      const identity = { id: pending.providerUserId, name: pending.name, email: body.email };
      if (await linkedUser(provider, identity.id)) {
        throw new ApiFailure(409, 'socialLinkedElsewhere', { params: named(provider, language) });
      }
      // The address is the person's word, not the provider's: it stays unconfirmed and gets a confirmation link.
      const user = await createWithLink(request, provider, identity, {
        email: body.email,
        emailConfirmed: false,
        locale: body.locale,
        promocode: body.promocode,
      });
      await db
        .update(socialPendingSignups)
        .set({ usedAt: new Date(now()) })
        .where(eq(socialPendingSignups.id, pending.id));
      return issueTokens(user, body.client_id, reply);
    },
  );

  typed.post(
    `/${LINK_SOCIAL_PATH}`,
    {
      config: { policy: 'authenticated' },
      schema: {
        body: LinkSocialRequest,
        response: { 200: SocialLoginsResponse, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const { provider } = request.body;
      const language = languageOfRequest(request);
      const identity = await exchange(provider, request.body.code, request.body.redirect_uri, language);
      const owner = await linkedUser(provider, identity.id);
      if (owner && owner.id !== user.id)
        throw new ApiFailure(409, 'socialLinkedElsewhere', { params: named(provider, language) });
      if (!owner) {
        const [mine] = await db
          .select({ id: userSocialLogins.id })
          .from(userSocialLogins)
          .where(and(eq(userSocialLogins.userId, user.id), eq(userSocialLogins.provider, provider)));
        if (mine) throw new ApiFailure(409, 'socialProviderLinked', { params: named(provider, language) });
        await db.insert(userSocialLogins).values({
          userId: user.id,
          provider,
          providerUserId: identity.id,
          name: identity.name.slice(0, 200),
          linkedAt: new Date(now()),
        });
      }
      return socialLoginsOf(db, user.id);
    },
  );
}
