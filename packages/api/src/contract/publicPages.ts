import * as z from 'zod/mini';
import { PasswordGrantRequest, RefreshGrantRequest } from './auth.ts';

// spec §2.1 /deleterequest/{id}: a data deletion request's status (the address a provider's deletion callback gives).
export const DELETE_REQUEST_PATH = 'v1/deleterequest';
export const DeleteRequestStatus = z.enum(['received', 'in_progress', 'completed']);
export type DeleteRequestStatus = z.infer<typeof DeleteRequestStatus>;
export const DeleteRequest = z.object({
  id: z.string(),
  provider: z.string(),
  status: DeleteRequestStatus,
  created_at: z.int(), // unix seconds
  completed_at: z.nullable(z.int()),
});
export type DeleteRequest = z.infer<typeof DeleteRequest>;
export const DeleteRequestId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

// spec §2.2 /oauth (grant access): a client asks, the signed-in user approves or denies.
export const OAUTH_AUTHORIZE_PATH = 'v1/oauth2/authorize';
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
export const OAuthGrantQuery = z.object({
  client_id: text(200),
  redirect_uri: text(2048),
  response_type: z.optional(z.literal('code')),
  state: z.optional(z.string().check(z.maxLength(2048))),
});
export type OAuthGrantQuery = z.infer<typeof OAuthGrantQuery>;
/** What the page shows: who asks, and where the answer goes. */
export const OAuthGrantRequest = z.object({ client: z.object({ id: z.string(), name: z.string() }), redirect_uri: z.string() });
export type OAuthGrantRequest = z.infer<typeof OAuthGrantRequest>;
export const OAuthDecision = z.object({ ...OAuthGrantQuery.shape, decision: z.enum(['approve', 'deny']) });
export type OAuthDecision = z.infer<typeof OAuthDecision>;
/** The client's redirect_uri with code and state (approved) or error=access_denied and state (denied). */
export const OAuthDecisionResult = z.object({ redirect_to: z.string() });
export type OAuthDecisionResult = z.infer<typeof OAuthDecisionResult>;

/** POST v1/oauth2/token with grant_type=authorization_code: a client redeems the /oauth code once (RFC 6749 §4.1.3). */
export const AuthorizationCodeGrantRequest = z.object({
  client_id: text(200),
  client_secret: text(200),
  grant_type: z.literal('authorization_code'),
  code: text(200),
  redirect_uri: text(2048),
});
export type AuthorizationCodeGrantRequest = z.infer<typeof AuthorizationCodeGrantRequest>;

/** Every grant the token endpoint takes: the console's two (TokenRequest) and the /oauth clients' code. */
export const AnyTokenRequest = z.discriminatedUnion('grant_type', [
  PasswordGrantRequest,
  RefreshGrantRequest,
  AuthorizationCodeGrantRequest,
]);
export type AnyTokenRequest = z.infer<typeof AnyTokenRequest>;
