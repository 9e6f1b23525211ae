// spec §4 two-factor, held by the server: a member without two-factor in a space that requires it is refused every
// route but the profile's, billing's and the signed-in frame's (http/otpSetupRequired.ts), with an error_type of its
// own (docs/error-types.md), so the API does not hand out what the console's redirect keeps from the page.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { spaceMembers, users } from '../src/db/schema.ts';
import { OTP_SETUP_PREFIXES, OTP_SETUP_ROUTES } from '../src/http/otpSetupRequired.ts';
import { WORKSPACE_DEMO_EMAILS } from '../src/seed/workspaces.ts';
import { demoApp, demoCaller } from './helpers.ts';

const MEMBER = WORKSPACE_DEMO_EMAILS.otpRequired;
const EN = { 'accept-language': 'en' };
const REFUSAL = {
  error: 'Your workspace requires two-factor authentication: turn it on in your profile',
  error_type: 'otp_setup_required',
};

const demo = demoApp();
const { call } = demoCaller(
  () => demo.app,
  () => demo.database.db,
);

async function member() {
  const [row] = await demo.database.db.select().from(users).where(eq(users.email, MEMBER));
  const [membership] = await demo.database.db.select().from(spaceMembers).where(eq(spaceMembers.userId, row!.id));
  return { id: row!.id, spaceId: membership!.spaceId };
}

const REFUSED: Array<Omit<InjectOptions, 'headers'>> = [
  { method: 'GET', url: '/v1/items' },
  { method: 'GET', url: '/v1/chats' },
  { method: 'GET', url: '/v1/users' },
  { method: 'GET', url: '/v1/companies' },
  { method: 'GET', url: '/v1/usergroups' },
  { method: 'PUT', url: '/v1/me/settings', payload: {} },
  { method: 'POST', url: '/v1/me/filters', payload: { name: 'Мои', query: { status: 'new' } } },
];

/** One request per path the member keeps, each answered 200: what the profile, billing and the shell need. */
const ALLOWED = (spaceId: number): Array<Omit<InjectOptions, 'headers'>> => [
  { method: 'GET', url: '/v1/config?ts=1' },
  { method: 'GET', url: '/v1/me' },
  { method: 'PATCH', url: '/v1/me', payload: { name: 'Олег Безкода' } },
  { method: 'GET', url: '/v1/me/social' },
  { method: 'GET', url: '/v1/me/otp' },
  { method: 'POST', url: '/v1/me/otp/setup' },
  { method: 'GET', url: '/v1/counts' },
  { method: 'GET', url: '/v1/objects?tags=true' },
  { method: 'GET', url: '/v1/tags' },
  { method: 'GET', url: '/v1/me/status?auto_update=1' },
  { method: 'GET', url: `/v1/me/workinghours?space_id=${spaceId}` },
  { method: 'GET', url: '/v1/billing/plans' },
  { method: 'POST', url: '/v1/oauth2/revoke' }, // last: it ends the session
];

describe('two-factor required, on the server', () => {
  it('refuses items, chats, users and the rest with 403 otp_setup_required, never the data', async () => {
    for (const request of REFUSED) {
      const answer = await call(MEMBER, { ...request, headers: EN });
      expect([request.url, answer.statusCode, answer.json()]).toEqual([request.url, 403, REFUSAL]);
    }
  });

  it('names only routes of the registry: a renamed route does not drop out of the list unnoticed', () => {
    const registered = demo.app.routePolicies.map((route) => `${route.method} ${route.url}`);
    for (const route of OTP_SETUP_ROUTES) expect(registered).toContain(`${route.method} ${route.url}`);
    for (const prefix of OTP_SETUP_PREFIXES) expect(registered.some((r) => r.split(' ')[1]!.startsWith(prefix))).toBe(true);
  });

  it('lets the member in once two-factor is on', async () => {
    const { id } = await member();
    const [before] = await demo.database.db.select().from(users).where(eq(users.id, id));
    await demo.database.db.update(users).set({ otpSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(users.id, id));
    try {
      for (const url of ['/v1/items', '/v1/chats', '/v1/users']) {
        expect([url, (await call(MEMBER, { method: 'GET', url })).statusCode]).toEqual([url, 200]);
      }
    } finally {
      await demo.database.db.update(users).set({ otpSecret: before!.otpSecret }).where(eq(users.id, id));
    }
  });

  // Last: the revoke among them ends the member's session.
  it('answers 200 on each path the profile, billing and the shell need', async () => {
    const { spaceId } = await member();
    for (const request of ALLOWED(spaceId)) {
      const answer = await call(MEMBER, { ...request, headers: EN });
      expect([request.method, request.url, answer.statusCode]).toEqual([request.method, request.url, 200]);
    }
  });
});
