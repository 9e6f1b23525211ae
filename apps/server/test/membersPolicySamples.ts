// Sample requests of people and access (routes/members.ts) for the role × endpoint test: only administrators pass
// the policy; each call that consumes a record (a removal, a block, an invitation, a group) makes its own first.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { invitationGrants, invitations, spaceMemberBlocks, spaceMembers, spaces, usergroups, users } from '../src/db/schema.ts';
import { sha256 } from '../src/auth/sessions.ts';
import { createInvitation } from '../src/signup/links.ts';
import { DEFAULT_USER_SETTINGS, DEMO_EMAILS, DEMO_SPACE_NAME, ROLE_FLAGS } from '../src/seed.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

let made = 0;
const next = () => `${Date.now().toString(36)}-${++made}`;

async function demoSpace(db: Db): Promise<number> {
  const [row] = await db.select({ id: spaces.id }).from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  return row!.id;
}
async function readerId(db: Db): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAILS.reader));
  return row!.id;
}

/** A new operator of the demo space (active, or blocked there). */
async function freshMember(db: Db, blocked = false): Promise<{ spaceId: number; userId: number }> {
  const spaceId = await demoSpace(db);
  const [user] = await db
    .insert(users)
    .values({
      email: `policy-${next()}@example.com`,
      name: 'Policy member',
      passwordHash: 'x',
      settings: DEFAULT_USER_SETTINGS,
    })
    .returning({ id: users.id });
  const now = new Date();
  const access = { role: 'operator' as const, roles: ROLE_FLAGS.operator };
  if (blocked)
    await db.insert(spaceMemberBlocks).values({ spaceId, userId: user!.id, memberSince: now, blockedAt: now, ...access });
  else await db.insert(spaceMembers).values({ spaceId, userId: user!.id, ...access });
  return { spaceId, userId: user!.id };
}

async function freshInvitation(db: Db): Promise<number> {
  const spaceId = await demoSpace(db);
  const token = `policy-invitation-${next()}`;
  await createInvitation(db, {
    spaceId,
    email: `invited-${next()}@example.com`,
    role: 'operator',
    invitedBy: null,
    now: Date.now(),
    token,
  });
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.tokenHash, sha256(token)));
  await db.insert(invitationGrants).values({ invitationId: row!.id, roles: ROLE_FLAGS.operator });
  return row!.id;
}

async function freshGroup(db: Db): Promise<number> {
  const [row] = await db
    .insert(usergroups)
    .values({ spaceId: await demoSpace(db), name: `Policy ${next()}` })
    .returning({ id: usergroups.id });
  return row!.id;
}

const grant = (spaceId: number) => ({
  space_id: spaceId,
  role: 'read_only',
  roles: ROLE_FLAGS.read_only,
  usergroup_ids: [],
  limited_to_groups: false,
});

export const MEMBERS_ROLE_SAMPLES: Record<string, RoleSample> = {
  'GET /v1/members': async (db) => ({ method: 'GET', url: `/v1/members?space_id=${await demoSpace(db)}&q=demo&role[]=operator` }),
  'GET /v1/members/:id': async (db) => ({
    method: 'GET',
    url: `/v1/members/${await readerId(db)}?space_id=${await demoSpace(db)}`,
  }),
  'PUT /v1/members/:id': async (db) => ({
    method: 'PUT',
    url: `/v1/members/${await readerId(db)}`,
    payload: grant(await demoSpace(db)),
  }),
  'DELETE /v1/members/:id': async (db) => {
    const { spaceId, userId } = await freshMember(db);
    return { method: 'DELETE', url: `/v1/members/${userId}?space_id=${spaceId}` };
  },
  'POST /v1/members/:id/block': async (db) => {
    const { spaceId, userId } = await freshMember(db);
    return { method: 'POST', url: `/v1/members/${userId}/block`, payload: { space_id: spaceId } };
  },
  'DELETE /v1/members/:id/block': async (db) => {
    const { spaceId, userId } = await freshMember(db, true);
    return { method: 'DELETE', url: `/v1/members/${userId}/block?space_id=${spaceId}` };
  },
  'POST /v1/invitations': async (db) => ({
    method: 'POST',
    url: '/v1/invitations',
    payload: { ...grant(await demoSpace(db)), email: `policy-${next()}@example.com` },
  }),
  'POST /v1/invitations/:id/resend': async (db) => ({
    method: 'POST',
    url: `/v1/invitations/${await freshInvitation(db)}/resend`,
  }),
  'DELETE /v1/invitations/:id': async (db) => ({ method: 'DELETE', url: `/v1/invitations/${await freshInvitation(db)}` }),
  'GET /v1/usergroups/manage': async (db) => ({ method: 'GET', url: `/v1/usergroups/manage?space_id=${await demoSpace(db)}` }),
  'POST /v1/usergroups': async (db) => ({
    method: 'POST',
    url: '/v1/usergroups',
    payload: { space_id: await demoSpace(db), name: 'Policy group', user_ids: [await readerId(db)] },
  }),
  'PUT /v1/usergroups/:id': async (db) => ({
    method: 'PUT',
    url: `/v1/usergroups/${await freshGroup(db)}`,
    payload: { name: 'Renamed', user_ids: [] },
  }),
  'DELETE /v1/usergroups/:id': async (db) => ({ method: 'DELETE', url: `/v1/usergroups/${await freshGroup(db)}` }),
};
