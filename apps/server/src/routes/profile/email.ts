// spec §7: PUT /v1/me/email, POST /v1/send_confirm_email, POST v1/confirm_email (also a change notice's cancel link);
// the sandbox outbox (README).
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONFIRM_EMAIL_PATH,
  ConfirmationSent,
  ConfirmEmailRequest,
  ConfirmEmailResponse,
  EMAIL_PATH,
  EmailChange,
  ErrorBody,
  OUTBOX_PATH,
  OutboxResponse,
  SEND_CONFIRM_EMAIL_PATH,
  SendConfirmEmail,
  User,
} from '@console/api/contract';
import { isClientValid } from '../../auth/clients.ts';
import { revokeUserSessions, startSession } from '../../auth/sessions.ts';
import { emailOutbox, users } from '../../db/schema.ts';
import { publicAddresses } from '../../http/addresses.ts';
import { languageOfRequest } from '../../http/errorHandling.ts';
import { ApiFailure } from '../../http/errors.ts';
import { requireAuth } from '../../http/policy.ts';
import { translate } from '../../messages.ts';
import { dropEmailChange, requestEmailChange, useEmailLink } from '../../profile/emailChange.ts';
import { resendWait, sendConfirmation } from '../../profile/mail.ts';
import { toUser } from '../../views.ts';
import { currentAccess } from '../../members/memberAccess.ts';
import type { ProfileDeps } from './index.ts';

const normalize = (email: string) => email.trim().toLowerCase();

export function emailRoutes(app: FastifyInstance, deps: ProfileDeps): void {
  const { db, now } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // The link opens the console where the request came from (its first port), else a relative path.
  const originOf = (request: FastifyRequest) => publicAddresses(request.raw, deps.addresses)?.origins[0] ?? '';

  typed.put(
    `/${EMAIL_PATH}`,
    {
      config: { policy: 'authenticated' },
      schema: { body: EmailChange, response: { 200: User, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const email = normalize(request.body.email);
      const mailing = { origin: originOf(request), language: languageOfRequest(request), now: now() };
      if (email === user.email) {
        if (user.emailPending === null) throw new ApiFailure(400, 'emailUnchanged');
        const kept = await dropEmailChange(db, { ...mailing, user, token: deps.codes('confirmation') });
        if (!kept) throw new ApiFailure(401, 'unauthorized');
        return toUser(kept, currentAccess(user));
      }
      const [other] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, user.id)));
      if (other) throw new ApiFailure(409, 'emailTaken', { errorType: 'email_taken' });
      // The old address keeps signing in until the new one's link is opened; the old one hears of it (README).
      const updated = await requestEmailChange(db, {
        ...mailing,
        user,
        email,
        confirmToken: deps.codes('confirmation'),
        cancelToken: deps.codes('confirmation'),
      });
      if (!updated) throw new ApiFailure(401, 'unauthorized');
      return toUser(updated, currentAccess(user));
    },
  );

  typed.post(
    `/${SEND_CONFIRM_EMAIL_PATH}`,
    {
      config: { policy: 'authenticated' },
      schema: { body: SendConfirmEmail, response: { 200: ConfirmationSent, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      // The link goes to the pending address while a change waits for it, else to the account's.
      const email = user.emailPending ?? user.email;
      const asked = normalize(request.body.email);
      if (asked !== email && asked !== user.email) throw new ApiFailure(400, 'emailNotYours');
      if (user.emailStatus >= 1 && user.emailPending === null) throw new ApiFailure(400, 'emailAlreadyConfirmed');
      const wait = await resendWait(db, user.id, now());
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        throw new ApiFailure(429, 'confirmationTooSoon', {
          params: { seconds },
          errorType: 'too_soon',
          headers: { 'retry-after': String(seconds) },
        });
      }
      const sentAt = await sendConfirmation(db, {
        user,
        email,
        origin: originOf(request),
        language: languageOfRequest(request),
        now: now(),
        token: deps.codes('confirmation'),
      });
      return { email, sent_at: Math.floor(sentAt.getTime() / 1000) };
    },
  );

  // spec §7 "message and token": the link signs the user in, unless they have two-factor (a link is not a second factor).
  typed.post(
    `/${CONFIRM_EMAIL_PATH}`,
    {
      config: { policy: 'public' },
      schema: { body: ConfirmEmailRequest, response: { 200: ConfirmEmailResponse, 400: ErrorBody } },
    },
    async (request, reply) => {
      const { hash, client_id: clientId, client_secret: clientSecret } = request.body;
      if (!(await isClientValid(db, clientId, clientSecret))) {
        throw new ApiFailure(400, 'invalidClient', { errorType: 'invalid_client' });
      }
      const outcome = await useEmailLink(db, hash, now());
      if (!outcome) throw new ApiFailure(400, 'confirmationInvalid', { errorType: 'invalid_hash' });
      const { user, cancelled } = outcome;
      if (cancelled) {
        // The change may have come from a stolen session: every session ends (a fresh one is given below).
        await revokeUserSessions(db, user.id, now(), 'email_change_cancelled');
        deps.publisher.closeUser(user.id);
      }
      reply.header('cache-control', 'no-store');
      const language = languageOfRequest(request);
      const message = cancelled
        ? translate('emailChangeCancelled', language, { email: user.email })
        : translate('emailConfirmed', language);
      if (user.otpSecret !== null || user.blockedAt !== null) return { message };
      const { familyId: _familyId, ...token } = await startSession(db, {
        userId: user.id,
        clientId,
        now: now(),
        accessTtlS: deps.accessTokenTtlS,
      });
      return { message, token };
    },
  );

  if (deps.sandboxOutbox === false) return;
  typed.get(
    `/${OUTBOX_PATH}`,
    { config: { policy: 'authenticated' }, schema: { response: { 200: OutboxResponse, 401: ErrorBody } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const rows = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.userId, user.id))
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(50);
      reply.header('cache-control', 'no-store');
      return {
        items: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          link: row.link,
          created_at: Math.floor(row.createdAt.getTime() / 1000),
        })),
      };
    },
  );
}
