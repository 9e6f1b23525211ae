// One sample request per non-public endpoint, each succeeding for every role its policy allows, with ids from the
// demo space: the role × endpoint test (policy.test.ts) and the hostile-values test (hostileValues.test.ts) send them.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ACCOUNT_PROVIDERS, accountAuthPath, DEFAULT_NOTIFICATION_SETTINGS, type RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { objects, payments, savedFilters, spaces, users, userStatuses } from '../src/db/schema.ts';
import { DEMO_SPACE_NAME } from '../src/seed.ts';
import { PROFILE_SETTINGS, ROLE_SAMPLES as PROFILE_ROLE_SAMPLES } from './profilePolicySamples.ts';
import { SOCIAL_ROLE_SAMPLES, SOCIAL_SAMPLES } from './socialPolicySamples.ts';
import { ITEMS_ROLE_SAMPLES, ITEMS_SAMPLES } from './itemsPolicySamples.ts';
import { CHATS_ROLE_SAMPLES, CHATS_SAMPLES } from './chatsPolicySamples.ts';
import { alertsSamples } from './alertsPolicySamples.ts';
import { MEMBERS_ROLE_SAMPLES } from './membersPolicySamples.ts';
import { WORK_SCHEDULE_ROLE_SAMPLES } from './workSchedulePolicySamples.ts';
import { WORKSPACE_ROLE_SAMPLES } from './workspacePolicySamples.ts';
import { TAGS_ROLE_SAMPLES } from './tagsPolicySamples.ts';
import { TEMPLATES_ROLE_SAMPLES } from './templatesPolicySamples.ts';
import { ACCOUNT_SETTINGS_ROLE_SAMPLES } from './accountSettingsPolicySamples.ts';
import { EXCLUSIONS_ROLE_SAMPLES } from './exclusionsPolicySamples.ts';
import { STICKERS_ROLE_SAMPLES } from './stickersPolicySamples.ts';
import { MACROS_ROLE_SAMPLES } from './macrosPolicySamples.ts';
import { ISSUES_ROLE_SAMPLES } from './issuesPolicySamples.ts';
import { HDE_ROLE_SAMPLES } from './hdePolicySamples.ts';
import { ISSUE_FILES_ROLE_SAMPLES } from './issueFilesPolicySamples.ts';
import { COMPANIES_ROLE_SAMPLES } from './companiesPolicySamples.ts';
import { STATS_ROLE_SAMPLES } from './statsPolicySamples.ts';
import { STATS_LOAD_ROLE_SAMPLES } from './statsLoadPolicySamples.ts';
import { STATS_STATUSES_ROLE_SAMPLES } from './statsStatusesPolicySamples.ts';
import { STATS_EXPORT_ROLE_SAMPLES } from './statsExportPolicySamples.ts';
import { STATS_LIVE_ROLE_SAMPLES } from './statsLivePolicySamples.ts';

export type Sample = Omit<InjectOptions, 'headers'>;

export const ROLE_SAMPLES = {
  ...PROFILE_ROLE_SAMPLES,
  ...SOCIAL_ROLE_SAMPLES,
  ...ITEMS_ROLE_SAMPLES,
  ...CHATS_ROLE_SAMPLES,
  ...MEMBERS_ROLE_SAMPLES,
  ...WORK_SCHEDULE_ROLE_SAMPLES,
  ...WORKSPACE_ROLE_SAMPLES,
  ...TAGS_ROLE_SAMPLES,
  ...TEMPLATES_ROLE_SAMPLES,
  ...ACCOUNT_SETTINGS_ROLE_SAMPLES,
  ...EXCLUSIONS_ROLE_SAMPLES,
  ...STICKERS_ROLE_SAMPLES,
  ...MACROS_ROLE_SAMPLES,
  ...ISSUES_ROLE_SAMPLES,
  ...HDE_ROLE_SAMPLES,
  ...ISSUE_FILES_ROLE_SAMPLES,
  ...COMPANIES_ROLE_SAMPLES,
  ...STATS_ROLE_SAMPLES,
  ...STATS_LOAD_ROLE_SAMPLES,
  ...STATS_STATUSES_ROLE_SAMPLES,
  ...STATS_EXPORT_ROLE_SAMPLES,
  ...STATS_LIVE_ROLE_SAMPLES,
};

const STATIC_SAMPLES: Record<string, Sample> = {
  'GET /v1/me': { method: 'GET', url: '/v1/me' },
  'GET /v1/config': { method: 'GET', url: '/v1/config?ts=1' },
  'POST /v1/oauth2/revoke': { method: 'POST', url: '/v1/oauth2/revoke' },
  'GET /v1/counts': { method: 'GET', url: '/v1/counts?monitoring=1' },
  'GET /v1/me/status': { method: 'GET', url: '/v1/me/status?auto_update=1' },
  // Every demo user is a member of the demo space, whose first status is set in beforeAll.
  'PUT /v1/me/status': { method: 'PUT', url: '/v1/me/status', payload: { status: 0 } },
  'GET /v1/objects': { method: 'GET', url: '/v1/objects?tags=true' },
  // The demo space's first account (set in beforeAll).
  'GET /v1/objects/:id': { method: 'GET', url: '/v1/objects/0' },
  'GET /v1/companies': { method: 'GET', url: '/v1/companies' },
  // Every demo user is a member of the demo space, set in beforeAll.
  'GET /v1/me/workinghours': { method: 'GET', url: '/v1/me/workinghours?space_id=0' },
  'POST /v1/me/filters': { method: 'POST', url: '/v1/me/filters', payload: { name: 'Policy', query: { status: 'new' } } },
  // Replaced per caller by USER_SAMPLES (a user deletes only their own filter); this one serves the 401 check.
  'DELETE /v1/me/filters/:id': { method: 'DELETE', url: '/v1/me/filters/1' },
  'PUT /v1/me/emoji': { method: 'PUT', url: '/v1/me/emoji', payload: { vk: ['👍'] } },
  'PATCH /v1/me': { method: 'PATCH', url: '/v1/me', payload: { name: 'Policy Test' } },
  'GET /v1/me/social': { method: 'GET', url: '/v1/me/social' },
  'GET /v1/me/otp': { method: 'GET', url: '/v1/me/otp' },
  'POST /v1/me/otp/setup': { method: 'POST', url: '/v1/me/otp/setup' },
  'PUT /v1/me/settings': { method: 'PUT', url: '/v1/me/settings', payload: PROFILE_SETTINGS },
  'GET /v1/me/notifications': { method: 'GET', url: '/v1/me/notifications' },
  'GET /v1/referral': { method: 'GET', url: '/v1/referral' },
  'PUT /v1/me/notifications': {
    method: 'PUT',
    url: '/v1/me/notifications',
    payload: { settings: DEFAULT_NOTIFICATION_SETTINGS },
  },
  'GET /v1/sandbox/outbox': { method: 'GET', url: '/v1/sandbox/outbox' },
  'GET /v1/templates': { method: 'GET', url: '/v1/templates?provider=vk&q=%D1%81' },
  // Billing: the demo space and its seeded payment history are set in beforeAll.
  'GET /v1/billing/plans': { method: 'GET', url: '/v1/billing/plans' },
  'GET /v1/billing/spaces': { method: 'GET', url: '/v1/billing/spaces' },
  'GET /v1/billing/promocodes/:code': { method: 'GET', url: '/v1/billing/promocodes/WELCOME10' },
  ...SOCIAL_SAMPLES,
  ...ITEMS_SAMPLES,
  ...CHATS_SAMPLES,
};

/** The samples with the demo space's ids filled in; `app` must be ready (account codes come from its sandbox pages). */
export async function routeSamples(db: Db, app: FastifyInstance): Promise<Record<string, Sample>> {
  const samples: Record<string, Sample> = { ...STATIC_SAMPLES };
  const [status] = await db.select().from(userStatuses).orderBy(asc(userStatuses.id)).limit(1);
  samples['PUT /v1/me/status'] = { method: 'PUT', url: '/v1/me/status', payload: { status: status?.id } };
  const [object] = await db.select().from(objects).orderBy(asc(objects.id)).limit(1);
  samples['GET /v1/objects/:id'] = { method: 'GET', url: `/v1/objects/${object?.id}` };
  samples['GET /v1/me/workinghours'] = { method: 'GET', url: `/v1/me/workinghours?space_id=${status?.spaceId}` };
  // The demo space's first payment (the role's demo users are its members; other demo spaces have payments too).
  const [payment] = await db
    .select({ id: payments.id, spaceId: payments.spaceId })
    .from(payments)
    .innerJoin(spaces, eq(payments.spaceId, spaces.id))
    .where(eq(spaces.name, DEMO_SPACE_NAME))
    .orderBy(asc(payments.id))
    .limit(1);
  const spaceId = payment?.spaceId;
  samples['GET /v1/billing/payments'] = { method: 'GET', url: `/v1/billing/payments?space_id=${spaceId}` };
  samples['GET /v1/billing/payments/:id'] = { method: 'GET', url: `/v1/billing/payments/${payment?.id}` };
  samples['POST /v1/billing/payments'] = {
    method: 'POST',
    url: '/v1/billing/payments',
    payload: { space_id: spaceId, tariff_id: 3, period: 30 },
  };
  // Connecting accounts: a fresh sandbox code per provider (only the administrator gets past the policy).
  samples['GET /v1/accounts/providers'] = { method: 'GET', url: '/v1/accounts/providers' };
  for (const provider of ACCOUNT_PROVIDERS) {
    const redirect = `http://localhost:80/callback/${provider}`;
    const decision = await app.inject({
      method: 'POST',
      url: `/sandbox/connect/${provider}`,
      headers: { host: 'localhost:80', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'allow', redirect_uri: redirect, name: `Policy ${provider}` }).toString(),
    });
    const query = new URL(decision.headers.location as string).searchParams;
    const payload =
      provider === 'twitter'
        ? { oauth_token: query.get('oauth_token'), oauth_verifier: query.get('oauth_verifier') }
        : provider === 'tpulse'
          ? { check: query.get('code') }
          : { code: query.get('code') };
    samples[`POST /${accountAuthPath(provider)}`] = { method: 'POST', url: `/${accountAuthPath(provider)}`, payload };
  }
  // A network without a popup, by its token (docs/token-networks.md); the same token again reconnects.
  samples['POST /v1/accounts/connect'] = {
    method: 'POST',
    url: '/v1/accounts/connect',
    payload: { provider: 'telegram', keys: { token: `123456:${'A'.repeat(35)}` } },
  };
  Object.assign(samples, await alertsSamples(db, spaceId!));
  return samples;
}

/** Samples that depend on the caller: the id of one of their own filters. */
export const userSamples = (db: Db): Record<string, (email: string) => Promise<Sample>> => ({
  'DELETE /v1/me/filters/:id': async (email) => {
    const [own] = await db
      .select({ id: savedFilters.id })
      .from(savedFilters)
      .innerJoin(users, eq(users.id, savedFilters.userId))
      .where(eq(users.email, email))
      .limit(1);
    return { method: 'DELETE', url: `/v1/me/filters/${own?.id}` };
  },
});

/** The sample of one route for one role: its per-role sample, else the shared one (HEAD reads GET's). */
export async function sampleFor(
  samples: Record<string, Sample>,
  db: Db,
  method: string,
  url: string,
  role: RoleName = 'read_only',
): Promise<Sample | undefined> {
  const perRole = ROLE_SAMPLES[`${method} ${url}`] ?? (method === 'HEAD' ? ROLE_SAMPLES[`GET ${url}`] : undefined);
  if (perRole) return { ...(await perRole(db, role)), method: method as InjectOptions['method'] };
  const sample = samples[`${method} ${url}`] ?? (method === 'HEAD' ? samples[`GET ${url}`] : undefined);
  return sample && { ...sample, method: method as InjectOptions['method'] };
}
