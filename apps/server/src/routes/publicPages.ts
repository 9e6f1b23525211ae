// spec §2.1 /deleterequest/{id}: GET v1/deleterequest/{id}, a data deletion request's status (public: the id is the
// confirmation code the provider was given). spec §2.2 /oauth: GET and POST v1/oauth2/authorize, a client's request for
// access that the signed-in user approves (a one-use code for the client's registered redirect_uri) or denies.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  DELETE_REQUEST_PATH,
  DeleteRequest,
  DeleteRequestId,
  ErrorBody,
  OAUTH_AUTHORIZE_PATH,
  type AuthorizationCodeGrantRequest,
  OAuthDecision,
  OAuthDecisionResult,
  OAuthGrantQuery,
  OAuthGrantRequest,
} from '@console/api/contract';
import type { OneUseCodes } from '../auth/oneUseCodes.ts';
import { sha256, startSession, type IssuedTokens } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { dataDeletionRequests, oauthAuthorizationCodes, oauthClientRedirects, oauthClients } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { requireAuth } from '../http/policy.ts';

// An authorization code lives minutes (RFC 6749 §4.1.2 recommends at most 10).
export const OAUTH_CODE_TTL_MS = 10 * 60_000;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function publicPagesRoutes(app: FastifyInstance, deps: { db: Db; now: () => number; codes: OneUseCodes }): void {
  const { db, now } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `/${DELETE_REQUEST_PATH}/:id`,
    {
      config: { policy: 'public' },
      schema: { params: z.object({ id: z.string() }), response: { 200: DeleteRequest, 404: ErrorBody } },
    },
    async (request) => {
      const id = DeleteRequestId.safeParse(request.params.id);
      const [row] = id.success ? await db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.id, id.data)) : [];
      if (!row) throw new ApiFailure(404, 'deleteRequestNotFound');
      return {
        id: row.id,
        provider: row.provider,
        status: row.status,
        created_at: seconds(row.createdAt),
        completed_at: row.completedAt ? seconds(row.completedAt) : null,
      };
    },
  );

  // The client must exist and the redirect_uri be one it registered, exactly: no code ever goes anywhere else.
  async function clientFor(clientId: string, redirectUri: string) {
    const [row] = await db
      .select({ id: oauthClients.id, name: oauthClients.name })
      .from(oauthClients)
      .innerJoin(oauthClientRedirects, eq(oauthClientRedirects.clientId, oauthClients.id))
      .where(and(eq(oauthClients.id, clientId), eq(oauthClientRedirects.redirectUri, redirectUri)));
    if (!row) throw new ApiFailure(400, 'oauthClientUnknown', { errorType: 'invalid_client' });
    return row;
  }

  typed.get(
    `/${OAUTH_AUTHORIZE_PATH}`,
    {
      config: { policy: 'authenticated' },
      schema: { querystring: OAuthGrantQuery, response: { 200: OAuthGrantRequest, 400: ErrorBody, 401: ErrorBody } },
    },
    async (request) => {
      requireAuth(request.auth);
      const client = await clientFor(request.query.client_id, request.query.redirect_uri);
      return { client, redirect_uri: request.query.redirect_uri };
    },
  );

  typed.post(
    `/${OAUTH_AUTHORIZE_PATH}`,
    {
      config: { policy: 'authenticated' },
      schema: { body: OAuthDecision, response: { 200: OAuthDecisionResult, 400: ErrorBody, 401: ErrorBody } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const body = request.body;
      const client = await clientFor(body.client_id, body.redirect_uri);
      const target = new URL(body.redirect_uri);
      if (body.decision === 'deny') {
        target.searchParams.set('error', 'access_denied');
      } else {
        const code = deps.codes('oauthCode');
        await db.insert(oauthAuthorizationCodes).values({
          codeHash: sha256(code),
          clientId: client.id,
          userId: user.id,
          redirectUri: body.redirect_uri,
          createdAt: new Date(now()),
          expiresAt: new Date(now() + OAUTH_CODE_TTL_MS),
        });
        target.searchParams.set('code', code);
      }
      if (body.state) target.searchParams.set('state', body.state);
      reply.header('cache-control', 'no-store');
      return { redirect_to: target.toString() };
    },
  );
}

/** The token endpoint's authorization_code grant: the code once, for the client and the address it was issued for. */
export async function redeemAuthorizationCode(
  db: Db,
  body: AuthorizationCodeGrantRequest,
  options: { now: number; accessTtlS?: number | undefined },
): Promise<IssuedTokens> {
  const [grant] = await db
    .update(oauthAuthorizationCodes)
    .set({ usedAt: new Date(options.now) })
    .where(
      and(
        eq(oauthAuthorizationCodes.codeHash, sha256(body.code)),
        eq(oauthAuthorizationCodes.clientId, body.client_id),
        eq(oauthAuthorizationCodes.redirectUri, body.redirect_uri),
        isNull(oauthAuthorizationCodes.usedAt),
        gt(oauthAuthorizationCodes.expiresAt, new Date(options.now)),
      ),
    )
    .returning();
  if (!grant) throw new ApiFailure(400, 'oauthCodeInvalid', { errorType: 'invalid_grant' });
  const { familyId: _familyId, ...tokens } = await startSession(db, {
    userId: grant.userId,
    clientId: grant.clientId,
    now: options.now,
    accessTtlS: options.accessTtlS,
  });
  return tokens;
}
