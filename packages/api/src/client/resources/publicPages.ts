import {
  DELETE_REQUEST_PATH,
  DeleteRequest,
  OAUTH_AUTHORIZE_PATH,
  OAuthDecisionResult,
  OAuthGrantRequest,
  type OAuthDecision,
  type OAuthGrantQuery,
} from '../../contract/publicPages.ts';
import { defineResource } from '../resource.ts';

export interface PublicPagesResource {
  /** GET v1/deleterequest/{id} (no bearer): a data deletion request's status (spec §2.1 /deleterequest/{id}). */
  deleteRequest(id: string): Promise<DeleteRequest>;
  /** GET v1/oauth2/authorize: the client asking for access (spec §2.2 /oauth). */
  oauthRequest(query: OAuthGrantQuery): Promise<OAuthGrantRequest>;
  /** POST v1/oauth2/authorize: approve or deny; answers where to send the browser. */
  oauthDecide(decision: OAuthDecision): Promise<OAuthDecisionResult>;
}

export const publicPagesResource = defineResource<PublicPagesResource>(({ http }) => ({
  deleteRequest: (id) =>
    http.request({ method: 'GET', path: `${DELETE_REQUEST_PATH}/${encodeURIComponent(id)}`, auth: false, schema: DeleteRequest }),
  oauthRequest: (query) =>
    http.request({
      method: 'GET',
      path: `${OAUTH_AUTHORIZE_PATH}?${new URLSearchParams(query as Record<string, string>).toString()}`,
      schema: OAuthGrantRequest,
    }),
  oauthDecide: (decision) =>
    http.request({ method: 'POST', path: OAUTH_AUTHORIZE_PATH, body: decision, schema: OAuthDecisionResult }),
}));
