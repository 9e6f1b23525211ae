// spec §7: PUT /v1/me/email, POST /v1/send_confirm_email, POST v1/confirm_email; the sandbox outbox (README).
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
import { startSession } from '../../auth/sessions.ts';
import { emailOutbox, users } from '../../db/schema.ts';
import { publicAddresses } from '../../http/addresses.ts';
import { languageOfRequest } from '../../http/errorHandling.ts';
import { ApiFailure } from '../../http/errors.ts';
import { requireAuth } from '../../http/policy.ts';
import { translate } from '../../messages.ts';
import { resendWait, sendConfirmation, useConfirmation } from '../../profile/mail.ts';
import { toUser } from '../../views.ts';
import type { ProfileDeps } from './index.ts';

const normalize = (email: string) => email.trim().toLowerCase();
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && ((error as { code?: string }).code === '23505' || /unique/i.test(String(error)));

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
      if (email === user.email) throw new ApiFailure(400, 'emailUnchanged');
      const [other] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, user.id)));
      if (other) throw new ApiFailure(409, 'emailTaken', { errorType: 'email_taken' });
      let updated: typeof users.$inferSelect | undefined;
      try {
        [updated] = await db.update(users).set({ email, emailStatus: 0 }).where(eq(users.id, user.id)).returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiFailure(409, 'emailTaken', { errorType: 'email_taken' });
        throw error;
      }
      if (!updated) throw new ApiFailure(401, 'unauthorized');
      await sendConfirmation(db, {
        user: updated,
        email,
        origin: originOf(request),
        language: languageOfRequest(request),
        now: now(),
        token: deps.codes('confirmation'),
      });
      return toUser(updated);
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
      if (normalize(request.body.email) !== user.email) throw new ApiFailure(400, 'emailNotYours');
      if (user.emailStatus >= 1) throw new ApiFailure(400, 'emailAlreadyConfirmed');
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
        email: user.email,
        origin: originOf(request),
        language: languageOfRequest(request),
        now: now(),
        token: deps.codes('confirmation'),
      });
      return { email: user.email, sent_at: Math.floor(sentAt.getTime() / 1000) };
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
      const user = await useConfirmation(db, hash, now());
      if (!user) throw new ApiFailure(400, 'confirmationInvalid', { errorType: 'invalid_hash' });
      reply.header('cache-control', 'no-store');
      const message = translate('emailConfirmed', languageOfRequest(request));
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
