// Deny by default: every route declares who may call it in `config.policy`; a route without one fails at registration.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RoleName, UserRoles } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { checkAccessToken } from '../auth/sessions.ts';
import { accessIn, type AuthUser, type MemberAccess } from '../members/memberAccess.ts';
import { ApiFailure } from './errors.ts';
import { enforceOtpSetup } from './otpSetupRequired.ts';

/**
 * - 'public': anyone (sign-in, health, the console's files).
 * - 'session': a bearer token of a live session, even if its access token has expired (revoke).
 * - 'authenticated': a valid, unexpired access token, any role.
 * - { role }: authenticated and one of these roles, otherwise 403.
 * - { role, flag }: also the access flag (spec §1, §6: the messages flag for private messages), otherwise 403;
 *   a list of flags asks for any one of them (reply templates: the items or the messages flag).
 * Role and flags are a membership's (spec §1, §3): a request that names its space (`space_id` in the query, the body
 * or the path) is checked against the caller's membership of that space; one that names none (lists across the
 * caller's spaces, a record by id) passes if some membership of theirs allows it, and its handler checks the space of
 * the record it touches (`accessIn()`, items/access.ts). A space the caller is not a member of is the handler's 404.
 * - { role, partner: true }: also a partner (is_partner), otherwise 403 (spec §6: the referral page is for partners only).
 * Past any of these but 'public', a member who still has to set two-factor up reaches only the routes listed in
 * otpSetupRequired.ts (spec §4), otherwise 403 `otp_setup_required`.
 */
export type RoutePolicy =
  | 'public'
  | 'session'
  | 'authenticated'
  | { role: readonly RoleName[]; flag?: keyof UserRoles | readonly (keyof UserRoles)[]; partner?: true };

type RolePolicy = Exclude<RoutePolicy, string>;

const hasFlag = (roles: UserRoles, flag: keyof UserRoles | readonly (keyof UserRoles)[]): boolean =>
  typeof flag === 'string' ? roles[flag] : flag.some((one) => roles[one]);

/** Whether one membership's role and flags meet the policy (the partner check is the user's, below). */
export const membershipAllows = (access: MemberAccess, policy: RolePolicy): boolean =>
  policy.role.includes(access.role) && (!policy.flag || hasFlag(access.roles, policy.flag));

// The workspace settings' routes name their space by the path's id (`/v1/spaces/{id}…`, routes/workspace.ts).
const SPACE_PATH = /^\/v1\/spaces\/:id(\/|$)/;

/** The space a request names: `space_id` of its path, query or body (after validation); null when none. */
function namedSpace(request: FastifyRequest): number | null {
  const params = request.params as { id?: unknown } | null | undefined;
  const pathSpace = SPACE_PATH.test(request.routeOptions.url ?? '') ? { space_id: params?.id } : null;
  for (const part of [pathSpace, request.params, request.query, request.body]) {
    const value = (part as { space_id?: unknown } | null | undefined)?.space_id;
    const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof id === 'number' && Number.isSafeInteger(id)) return id;
  }
  return null;
}

export type Auth = { user: AuthUser; familyId: number; tokenId: number };

export type RouteRecord = { method: string; url: string; policy: RoutePolicy };

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyInstance {
    /** Every route with its policy, as registered (the role × endpoint test reads it). */
    routePolicies: RouteRecord[];
  }
}

// Routes added by plugins, with the policy they get: the CORS preflight is answered in a hook before any handler.
const PLUGIN_ROUTES: ReadonlyArray<{ method: string; url: string; policy: RoutePolicy }> = [
  { method: 'OPTIONS', url: '*', policy: 'public' },
];

export const bearerOf = (header: string | undefined): string | null => {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
};

const unauthorized = (key: 'unauthorized' | 'accessTokenExpired') =>
  new ApiFailure(401, key, { headers: { 'www-authenticate': `Bearer error="invalid_token"` } });

/** Records every route with its policy; a route without one (and not a known plugin route) fails registration. */
export function collectRoutePolicies(app: FastifyInstance): void {
  const records: RouteRecord[] = [];
  app.decorate('routePolicies', records);
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    let policy = route.config?.policy;
    if (policy === undefined) {
      const known = PLUGIN_ROUTES.find((r) => methods.includes(r.method as never) && r.url === route.url);
      if (!known) throw new Error(`Route ${methods.join(',')} ${route.url} declares no policy (deny by default)`);
      policy = known.policy;
      route.config = { ...route.config, policy };
    }
    for (const method of methods) records.push({ method, url: route.url, policy });
  });
}

/** Checks the bearer token and role of every request against its route's policy. */
export function enforcePolicies(app: FastifyInstance, deps: { db: Db; now: () => number }): void {
  app.addHook('onRequest', async (request) => {
    if (request.is404) return; // the not-found answer is the same for everyone
    const policy = request.routeOptions.config.policy;
    if (policy === undefined) throw new ApiFailure(403, 'forbidden');
    if (policy === 'public') return;
    const token = bearerOf(request.headers.authorization);
    if (!token) throw unauthorized('unauthorized');
    const outcome = await checkAccessToken(deps.db, token, deps.now());
    if (outcome.kind === 'invalid') throw unauthorized('unauthorized');
    // spec §4: 401 'Access token has expired' tells the console to refresh.
    if (outcome.kind === 'expired' && policy !== 'session') throw unauthorized('accessTokenExpired');
    request.auth = { user: outcome.user, familyId: outcome.familyId, tokenId: outcome.tokenId };
    // Before the body is read: some membership must allow the route (the named space's is checked below).
    if (typeof policy === 'object' && !outcome.user.memberships.some((access) => membershipAllows(access, policy))) {
      throw new ApiFailure(403, 'forbidden');
    }
    if (typeof policy === 'object' && policy.partner && !outcome.user.isPartner) throw new ApiFailure(403, 'forbidden');
    // spec §4 two-factor: until it is set up where a space requires it, only the profile's and billing's routes.
    enforceOtpSetup(outcome.otpSetupPending, { method: request.method, url: request.routeOptions.url ?? '' });
  });
  // spec §1: the role and flags of the space the request names, once its body is read and validated.
  app.addHook('preHandler', async (request) => {
    const policy = request.routeOptions.config.policy;
    if (typeof policy !== 'object' || !request.auth) return;
    const spaceId = namedSpace(request);
    const access = spaceId === null ? null : accessIn(request.auth.user, spaceId);
    if (access && !membershipAllows(access, policy)) throw new ApiFailure(403, 'forbidden');
  });
}

export function requireAuth(auth: Auth | null): Auth {
  if (!auth) throw new ApiFailure(401, 'unauthorized');
  return auth;
}
