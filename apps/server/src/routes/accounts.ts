// spec §7: POST v1/{provider}/auth (tpulse: POST v1/tpulse/check_auth) exchange what the provider's authorization
// page gave the console's popup for a connected account (object) in the user's space, within the plan's account
// limit (spec §8); connecting an account that is already there updates it (and clears its error) instead.
// GET v1/accounts/providers tells the console where each provider's authorization page is. POST v1/accounts/connect
// (ours) connects a network without a popup by its token or keys (docs/token-networks.md), by the same rules.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_CONNECT_PATH,
  ACCOUNT_PROVIDERS,
  ACCOUNT_PROVIDERS_PATH,
  AccountConnectRequest,
  connectionFieldProblem,
  connectionOf,
  ERROR_TYPE_INVALID_KEY,
  accountAuthPath,
  AccountAuthRequest,
  AccountAuthResponse,
  AccountProvidersResponse,
  COMPANY_STATE_PREFIX,
  ERROR_TYPE_ACCESS_DENIED,
  ERROR_TYPE_PROVIDER_ERROR,
  ErrorBody,
  TpulseCheckAuthRequest,
  type AccountProvider,
} from '@console/api/contract';
import type { IncomingMessage } from 'node:http';
import type { AccountConnector, ExchangeInput, ExchangeOutcome } from '../accounts/provider.ts';
import { assertWithinPlanLimits } from '../billing/usage.ts';
import type { Db } from '../db/database.ts';
import { accountKeys, companies, objects, spaces } from '../db/schema.ts';
import type { TokenCipher } from '../integrations/tokenCipher.ts';
import { publicAddresses, type AddressOptions } from '../http/addresses.ts';
import { ApiFailure } from '../http/errors.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import { toObject } from '../views.ts';
import { accessIn, type AuthUser } from '../members/memberAccess.ts';

// spec §1: the administrator manages accounts.
const SETTINGS_ROLE: RoutePolicy = { role: ['administrator'] };

type Deps = {
  db: Db;
  now: () => number;
  connector: AccountConnector;
  addresses: AddressOptions;
  /** Seals the keys of POST v1/accounts/connect at rest (the integration tokens' cipher). */
  tokens: TokenCipher;
  /** config.json's three TikTok redirect hosts for this request (spec §2.1). */
  tiktokRedirectHosts: (request: IncomingMessage) => readonly string[];
};

/** body.company_id, else the 'company:<id>' state the add-account page sent through the provider. */
function requestedCompany(companyId: number | undefined, state: string | undefined): number | undefined {
  if (companyId !== undefined) return companyId;
  const match = state?.startsWith(COMPANY_STATE_PREFIX) ? /^\d{1,9}$/.exec(state.slice(COMPANY_STATE_PREFIX.length)) : null;
  return match ? Number(match[0]) : undefined;
}

/**
 * The company the account joins: the requested one if it is in a space the user administers (else 404), or the first
 * one (spec §1: the role is the membership's).
 */
async function targetCompany(db: Db, user: AuthUser, requested: number | undefined) {
  const spaceIds = user.memberships.filter((access) => access.role === 'administrator').map((access) => access.spaceId);
  if (spaceIds.length === 0) throw new ApiFailure(400, 'accountNoCompany');
  const [company] = await db
    .select()
    .from(companies)
    .where(and(inArray(companies.spaceId, spaceIds), requested === undefined ? undefined : eq(companies.id, requested)))
    .orderBy(asc(companies.id))
    .limit(1);
  if (!company) throw requested === undefined ? new ApiFailure(400, 'accountNoCompany') : new ApiFailure(404, 'notFound');
  return company;
}

async function connect(deps: Deps, request: FastifyRequest, provider: AccountProvider, input: ExchangeInput, company?: number) {
  // spec §8: a missing code is 'Отсутствует параметр code'; twitter without its parameters 'missing required parameters'.
  if (provider === 'twitter' ? !input.code && !(input.oauthToken && input.oauthVerifier) : !input.code)
    throw new ApiFailure(400, provider === 'twitter' ? 'accountTwitterParamsMissing' : 'accountCodeMissing');
  return addAccount(deps, request, provider, company, (now) => deps.connector.exchange(provider, input, now));
}

/**
 * The account the network described joins the company (a reconnect when the space has it already), within the plan's
 * account limit (spec §8); `keys`, sealed, are kept for the network's adapter.
 */
async function addAccount(
  deps: Deps,
  request: FastifyRequest,
  provider: string,
  company: number | undefined,
  ask: (now: number) => Promise<ExchangeOutcome>,
  keys?: Record<string, string>,
) {
  const { db } = deps;
  const { user } = requireAuth(request.auth);
  const target = await targetCompany(db, user, company);
  const outcome = await ask(deps.now());
  if (!outcome.ok) {
    if (outcome.kind === 'denied') throw new ApiFailure(400, 'accountAccessDenied', { errorType: ERROR_TYPE_ACCESS_DENIED });
    if (outcome.kind === 'provider')
      throw new ApiFailure(400, 'accountProviderError', {
        errorType: ERROR_TYPE_PROVIDER_ERROR,
        params: { description: outcome.description ?? '' },
      });
    throw new ApiFailure(400, 'accountCodeInvalid', { errorType: ERROR_TYPE_PROVIDER_ERROR });
  }
  const { account } = outcome;
  const fields = {
    name: account.name,
    screenName: account.screenName,
    domain: account.domain,
    image: account.image,
    url: account.url,
    error: null,
  };
  const sealed = keys && Object.fromEntries(Object.entries(keys).map(([name, value]) => [name, deps.tokens.seal(value)]));
  const keepKeys = async (tx: Pick<Db, 'insert'>, objectId: number) => {
    if (sealed)
      await tx
        .insert(accountKeys)
        .values({ objectId, keys: sealed })
        .onConflictDoUpdate({ target: accountKeys.objectId, set: { keys: sealed } });
  };
  // One connect per space at a time (the space row locked): two popups cannot both take the last place.
  return db.transaction(async (tx) => {
    await tx.select({ id: spaces.id }).from(spaces).where(eq(spaces.id, target.spaceId)).for('update');
    // The same network account already in this space: a reconnect, which the plan's limit does not stop.
    const [existing] = await tx
      .select({ id: objects.id })
      .from(objects)
      .innerJoin(companies, eq(objects.companyId, companies.id))
      .where(
        and(eq(companies.spaceId, target.spaceId), eq(objects.provider, provider), eq(objects.providerId, account.providerId)),
      );
    if (existing) {
      const [row] = await tx.update(objects).set(fields).where(eq(objects.id, existing.id)).returning();
      await keepKeys(tx, existing.id);
      return { object: toObject(row!, accessIn(user, target.spaceId)), created: false };
    }
    await assertWithinPlanLimits(tx, target.spaceId, 'accounts');
    const [row] = await tx
      .insert(objects)
      .values({ ...fields, companyId: target.id, provider, providerId: account.providerId })
      .returning();
    await keepKeys(tx, row!.id);
    return { object: toObject(row!, accessIn(user, target.spaceId)), created: true };
  });
}

export function accountsRoutes(app: FastifyInstance, deps: Deps): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
  deps.connector.registerRoutes(app, deps.addresses, deps.tiktokRedirectHosts);

  typed.get(
    `/${ACCOUNT_PROVIDERS_PATH}`,
    { config: { policy: SETTINGS_ROLE }, schema: { response: { 200: AccountProvidersResponse, ...errors } } },
    async (request, reply) => {
      const origin = publicAddresses(request.raw, deps.addresses).origins[0];
      reply.header('cache-control', 'no-store');
      return { items: ACCOUNT_PROVIDERS.map((id) => ({ id, authorize_url: deps.connector.authorizeUrl(id, origin) })) };
    },
  );

  for (const provider of ACCOUNT_PROVIDERS) {
    if (provider === 'tpulse') continue;
    typed.post(
      `/${accountAuthPath(provider)}`,
      {
        config: { policy: SETTINGS_ROLE },
        schema: { body: AccountAuthRequest, response: { 200: AccountAuthResponse, ...errors } },
      },
      async (request) => {
        const { body } = request;
        const input = {
          code: body.code,
          oauthToken: body.oauth_token,
          oauthVerifier: body.oauth_verifier,
          redirectUri: body.redirect_uri,
        };
        return connect(deps, request, provider, input, requestedCompany(body.company_id, body.state));
      },
    );
  }

  typed.post(
    `/${accountAuthPath('tpulse')}`,
    {
      config: { policy: SETTINGS_ROLE },
      schema: { body: TpulseCheckAuthRequest, response: { 200: AccountAuthResponse, ...errors } },
    },
    async (request) => connect(deps, request, 'tpulse', { code: request.body.check }, request.body.company_id),
  );

  // docs/token-networks.md: a network without a popup, by the catalogue's connection fields.
  typed.post(
    `/${ACCOUNT_CONNECT_PATH}`,
    {
      config: { policy: SETTINGS_ROLE },
      schema: { body: AccountConnectRequest, response: { 200: AccountAuthResponse, ...errors } },
    },
    async (request) => {
      const { provider, company_id: company } = request.body;
      const fields = connectionOf(provider) ?? [];
      const keys: Record<string, string> = {};
      for (const field of fields) {
        const value = request.body.keys[field.name];
        const problem = connectionFieldProblem(field, value);
        if (problem)
          throw new ApiFailure(400, problem === 'required' ? 'accountKeyMissing' : 'accountKeyInvalid', {
            errorType: ERROR_TYPE_INVALID_KEY,
            params: { field: field.name },
          });
        keys[field.name] = value!.trim();
      }
      return addAccount(deps, request, provider, company, (now) => deps.connector.checkKeys(provider, keys, now), keys);
    },
  );
}
