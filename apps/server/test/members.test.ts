// People and access (spec §1, §2.4 settings/users): the administrator's list, invitations within the plan (pending ones
// counted), the invitation sign-up for a new and an existing account, the last administrator, blocking, removal with
// the hand-over of assigned work, user groups, cross-workspace ids (404) and the action log.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  BillingSpacesResponse,
  ConfigResponse,
  DeletedResponse,
  ErrorBody,
  InvitationResponse,
  ManagedUsergroup,
  ManagedUsergroupsResponse,
  MemberConflict,
  UsergroupConflict,
  MemberResponse,
  MembersResponse,
  ROLE_DEFAULT_FLAGS,
  SignupResponse,
  WorkspaceSettings,
} from '@console/api/contract';
import { actionLog, chats, emailOutbox, itemHistory, items, spaceMembers, spaces, users } from '../src/db/schema.ts';
import { createPublisher } from '../src/realtime/socketPublisher.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_SPACE_NAME } from '../src/seed.ts';
import { translate } from '../src/messages.ts';
import { createSpace } from './billingSupport.ts';
import { CLIENT, demoApp, demoCaller, ok } from './helpers.ts';

const publisher = createPublisher();
const toSpace = vi.spyOn(publisher, 'toSpace');
const opened = demoApp({ publisher });
const caller = demoCaller(
  () => opened.app,
  () => opened.database.db,
);
const db = () => opened.database.db;
const NEW_PASSWORD = 'Invited-pass-1';
const host = { host: 'localhost:8080' };

async function userId(email: string) {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}
async function demoSpaceId() {
  const [row] = await db().select({ id: spaces.id }).from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  return row!.id;
}
const grant = (spaceId: number, email: string) => ({
  space_id: spaceId,
  email,
  role: 'operator' as const,
  roles: { messages: false, items: true, settings: true, templates: true, stats: false },
  usergroup_ids: [],
  limited_to_groups: false,
});
const invite = (email: string, body: object, from: string = DEMO_EMAILS.admin) =>
  caller.send(from, 'POST', '/v1/invitations', body, host);
async function letterTo(email: string) {
  const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.id)).limit(1);
  return new URL(row!.link!).pathname.split('/').pop()!;
}
const accept = (hash: string, password: string) =>
  opened.app.inject({
    method: 'POST',
    url: `/v1/signup/${hash}`,
    payload: { ...CLIENT, name: 'Invited Person', password, locale: 'en' },
  });
const errorText = (response: { body: string }) => ErrorBody.parse(JSON.parse(response.body)).error;

describe('GET v1/members', () => {
  it('lists the users of the administrator’s space with role, flags, state, two-factor and the plan’s usage', async () => {
    const spaceId = await demoSpaceId();
    const list = ok(await caller.get(DEMO_EMAILS.admin, `/v1/members?space_id=${spaceId}`), MembersResponse);
    const otp = list.items.find((m) => m.email === DEMO_EMAILS.otp);
    expect(otp).toMatchObject({ role: 'operator', state: 'active', otp_enabled: true, space_id: spaceId });
    expect(list.usage).toEqual([expect.objectContaining({ space_id: spaceId, limit: 50 })]);
    const searched = ok(
      await caller.get(DEMO_EMAILS.admin, `/v1/members?space_id=${spaceId}&q=reader%40demo&role[]=read_only`),
      MembersResponse,
    );
    expect(searched.items.map((m) => m.email)).toEqual([DEMO_EMAILS.reader]);
  });

  it('answers 404 for a space of another workspace, and for a user of it', async () => {
    const other = await createSpace(db(), {
      name: 'Other workspace',
      expiresAt: Date.now() + 86_400_000,
      members: ['trial-admin@demo.local'],
    });
    expect((await caller.get(DEMO_EMAILS.admin, `/v1/members?space_id=${other.id}`)).statusCode).toBe(404);
    const reader = await userId(DEMO_EMAILS.reader);
    const spaceId = await demoSpaceId();
    expect((await caller.get('trial-admin@demo.local', `/v1/members/${reader}?space_id=${spaceId}`)).statusCode).toBe(404);
    const block = await caller.send('trial-admin@demo.local', 'POST', `/v1/members/${reader}/block`, { space_id: spaceId });
    expect(block.statusCode).toBe(404);
  });
});

describe('invitations', () => {
  it('invites by email with role, flags and groups; the letter’s sign-up makes a member with exactly those', async () => {
    const spaceId = await demoSpaceId();
    const group = ok(
      await caller.send(DEMO_EMAILS.admin, 'POST', '/v1/usergroups', { space_id: spaceId, name: 'Invitees', user_ids: [] }),
      ManagedUsergroup,
    );
    const body = { ...grant(spaceId, 'New.Colleague@Example.com'), usergroup_ids: [group.id], limited_to_groups: true };
    const { invitation } = ok(await invite('new.colleague@example.com', body), InvitationResponse);
    // The settings flag is the administrator's alone (spec §6).
    expect(invitation).toMatchObject({ email: 'new.colleague@example.com', role: 'operator', usergroup_ids: [group.id] });
    expect(invitation.roles.settings).toBe(false);
    const hash = await letterTo('new.colleague@example.com');
    ok(await accept(hash, NEW_PASSWORD), SignupResponse);
    const id = await userId('new.colleague@example.com');
    const { member } = ok(await caller.get(DEMO_EMAILS.admin, `/v1/members/${id}?space_id=${spaceId}`), MemberResponse);
    expect(member).toMatchObject({
      role: 'operator',
      roles: { messages: false, templates: true, settings: false },
      limited_to_groups: true,
      usergroup_ids: [group.id],
    });
    // The server checks the flags the console gates on (docs/roles.md): without messages no chats, without items no comments.
    expect((await caller.get('new.colleague@example.com', '/v1/chats')).statusCode).toBe(403);
    expect((await caller.get('new.colleague@example.com', '/v1/items')).statusCode).toBe(200);
    const noItems = { ...body, email: undefined, roles: { ...member.roles, items: false } };
    ok(await caller.send(DEMO_EMAILS.admin, 'PUT', `/v1/members/${id}`, noItems), MemberResponse);
    expect((await caller.get('new.colleague@example.com', '/v1/items')).statusCode).toBe(403);
  });

  it('an address that already has an account joins the space with its own password', async () => {
    const other = await createSpace(db(), {
      name: 'Joined workspace',
      expiresAt: Date.now() + 86_400_000,
      members: [DEMO_EMAILS.admin],
    });
    ok(await invite(DEMO_EMAILS.reader, grant(other.id, DEMO_EMAILS.reader)), InvitationResponse);
    const hash = await letterTo(DEMO_EMAILS.reader);
    const wrong = await accept(hash, 'Not-the-password-1');
    expect(wrong.statusCode).toBe(400);
    expect(errorText(wrong)).toBe(translate('invitationExistingPassword', 'ru'));
    ok(await accept(hash, DEMO_PASSWORD), SignupResponse);
    const list = ok(await caller.get(DEMO_EMAILS.admin, `/v1/members?space_id=${other.id}`), MembersResponse);
    expect(list.items.map((m) => m.email).sort()).toEqual([DEMO_EMAILS.admin, DEMO_EMAILS.reader]);
    // spec §1, §3: the invited role in this workspace; the demo space keeps the reader's own.
    expect(list.items.find((m) => m.email === DEMO_EMAILS.reader)).toMatchObject({
      role: 'operator',
      roles: { ...grant(0, '').roles, settings: false }, // the settings flag is the administrator's alone
    });
    const demo = ok(await caller.get(DEMO_EMAILS.admin, `/v1/members?space_id=${await demoSpaceId()}`), MembersResponse);
    expect(demo.items.find((m) => m.email === DEMO_EMAILS.reader)).toMatchObject({ role: 'read_only' });
  });

  it('counts pending invitations against the plan: past the limit inviting is refused with the billing text', async () => {
    // Start holds 5 users: the administrator and three members leave one place.
    const members = [DEMO_EMAILS.admin, DEMO_EMAILS.reader, DEMO_EMAILS.analyst, DEMO_EMAILS.moderator];
    const small = await createSpace(db(), { name: 'Small workspace', expiresAt: Date.now() + 86_400_000, tariffId: 1, members });
    const { invitation } = ok(await invite('one@example.com', grant(small.id, 'one@example.com')), InvitationResponse);
    const refused = await invite('two@example.com', grant(small.id, 'two@example.com'));
    expect(refused.statusCode).toBe(400);
    expect(errorText(refused)).toBe(translate('usersLimitReached', 'ru', { limit: 5 }));
    const list = ok(await caller.get(DEMO_EMAILS.admin, `/v1/members?space_id=${small.id}`), MembersResponse);
    expect(list.usage).toEqual([{ space_id: small.id, used: 5, limit: 5 }]);
    // Revoking frees the place; resending gives a new link and the old one stops working.
    ok(await caller.send(DEMO_EMAILS.admin, 'DELETE', `/v1/invitations/${invitation.id}`), DeletedResponse);
    const again = ok(await invite('two@example.com', grant(small.id, 'two@example.com')), InvitationResponse);
    const first = await letterTo('two@example.com');
    ok(
      await caller.send(DEMO_EMAILS.admin, 'POST', `/v1/invitations/${again.invitation.id}/resend`, {}, host),
      InvitationResponse,
    );
    const second = await letterTo('two@example.com');
    expect(second).not.toBe(first);
    expect((await opened.app.inject({ method: 'GET', url: `/v1/signup/${first}` })).statusCode).toBe(409);
    expect((await opened.app.inject({ method: 'GET', url: `/v1/signup/${second}` })).statusCode).toBe(200);
  });

  it('refuses an invalid address and one already in the space', async () => {
    const spaceId = await demoSpaceId();
    expect(errorText(await invite('x', grant(spaceId, 'not-an-email')))).toBe(translate('invitationEmail', 'ru'));
    expect((await invite(DEMO_EMAILS.operator, grant(spaceId, DEMO_EMAILS.operator))).statusCode).toBe(409);
  });
});

describe('the last administrator', () => {
  it('cannot be removed, blocked or demoted, with the server’s text', async () => {
    const solo = await createSpace(db(), {
      name: 'Solo workspace',
      expiresAt: Date.now() + 86_400_000,
      members: ['soon-admin@demo.local', DEMO_EMAILS.reader],
    });
    const admin = await userId('soon-admin@demo.local');
    const as = 'soon-admin@demo.local';
    const text = translate('lastAdministrator', 'ru');
    const demote = await caller.send(as, 'PUT', `/v1/members/${admin}`, {
      ...grant(solo.id, ''),
      email: undefined,
      role: 'operator',
    });
    const block = await caller.send(as, 'POST', `/v1/members/${admin}/block`, { space_id: solo.id });
    const remove = await caller.send(as, 'DELETE', `/v1/members/${admin}?space_id=${solo.id}`);
    for (const response of [demote, block, remove]) {
      expect(response.statusCode).toBe(409);
      expect(errorText(response)).toBe(text);
    }
  });
});

describe('blocking', () => {
  it('ends the user’s access to the space at once and keeps their other spaces; unblocking restores it', async () => {
    const spaceId = await demoSpaceId();
    const other = await createSpace(db(), {
      name: 'Second home',
      expiresAt: Date.now() + 86_400_000,
      members: [DEMO_EMAILS.analyst],
    });
    const analyst = await userId(DEMO_EMAILS.analyst);
    const spacesOf = async () =>
      ok(await caller.get(DEMO_EMAILS.analyst, '/v1/config?ts=1'), ConfigResponse).spaces.map((s) => s.id);
    expect(await spacesOf()).toEqual(expect.arrayContaining([spaceId, other.id]));
    const { member } = ok(
      await caller.send(DEMO_EMAILS.admin, 'POST', `/v1/members/${analyst}/block`, { space_id: spaceId }),
      MemberResponse,
    );
    expect(member.state).toBe('blocked');
    const after = await spacesOf();
    expect(after).toContain(other.id);
    expect(after).not.toContain(spaceId);
    expect((await caller.get(DEMO_EMAILS.analyst, `/v1/me/workinghours?space_id=${spaceId}`)).statusCode).toBe(404);
    ok(await caller.send(DEMO_EMAILS.admin, 'DELETE', `/v1/members/${analyst}/block?space_id=${spaceId}`), MemberResponse);
    expect(await spacesOf()).toEqual(expect.arrayContaining([spaceId, other.id]));
    const logged = await db()
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.targetId, analyst), eq(actionLog.action, 'user.block')));
    expect(logged[0]).toMatchObject({
      spaceId,
      before: expect.objectContaining({ state: 'active' }),
      after: expect.objectContaining({ state: 'blocked' }),
    });
  });
});

describe('removing a user', () => {
  it('hands their assigned comments to the colleague named, or refuses someone outside the space', async () => {
    const spaceId = await demoSpaceId();
    const leaving = await userId('nomessages@demo.local');
    const colleague = await userId(DEMO_EMAILS.operator);
    const [item] = await db()
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.spaceId, spaceId), isNull(items.parentId)))
      .limit(1);
    await db().update(items).set({ assigneeId: leaving }).where(eq(items.id, item!.id));
    const [chat] = await db().select({ id: chats.id }).from(chats).where(eq(chats.spaceId, spaceId)).limit(1);
    await db().update(chats).set({ assigneeType: 'user', assigneeId: leaving }).where(eq(chats.id, chat!.id));
    const stranger = await userId('trial-admin@demo.local');
    const refused = await caller.send(
      DEMO_EMAILS.admin,
      'DELETE',
      `/v1/members/${leaving}?space_id=${spaceId}&hand_over_to=${stranger}`,
    );
    expect(refused.statusCode).toBe(400);
    toSpace.mockClear();
    ok(
      await caller.send(DEMO_EMAILS.admin, 'DELETE', `/v1/members/${leaving}?space_id=${spaceId}&hand_over_to=${colleague}`),
      DeletedResponse,
    );
    const [moved] = await db().select({ assigneeId: items.assigneeId }).from(items).where(eq(items.id, item!.id));
    expect(moved!.assigneeId).toBe(colleague);
    // docs/socket.md: the handed-over comment and chat reach open consoles as any assignee change does.
    const sent = toSpace.mock.calls.filter(([space]) => space === spaceId).map(([, message]) => message);
    type Assigned = { id: number; assignee: { id: number } | null };
    const changed = (method: string, key: 'items' | 'chats') =>
      (sent.find((message) => message.method === method) as Record<typeof key, Assigned[]> | undefined)?.[key].map((record) => [
        record.id,
        record.assignee?.id,
      ]);
    expect(changed('items.changed', 'items')).toEqual([[item!.id, colleague]]);
    expect(changed('chats.changed', 'chats')).toEqual([[chat!.id, colleague]]);
    // The chat's thread says who handed it over, as a reassignment does.
    const line = sent.find((message) => message.method === 'messages.new') as
      { chat_id: number; messages: Array<{ kind: string; activity?: { field: string; to: string | null } }> } | undefined;
    expect(line?.chat_id).toBe(chat!.id);
    expect(line?.messages[0]).toMatchObject({ kind: 'activity', activity: { field: 'assignee' } });
    const [history] = await db().select().from(itemHistory).where(eq(itemHistory.itemId, item!.id)).orderBy(desc(itemHistory.id));
    expect(history).toMatchObject({ field: 'assignee', fromValue: String(leaving), toValue: String(colleague) });
    expect((await caller.get(DEMO_EMAILS.admin, `/v1/members/${leaving}?space_id=${spaceId}`)).statusCode).toBe(404);
  });
});

describe('user groups', () => {
  it('are created, renamed with members, and deleted; a member must be a user of the space', async () => {
    const spaceId = await demoSpaceId();
    const reader = await userId(DEMO_EMAILS.reader);
    const created = ok(
      await caller.send(DEMO_EMAILS.admin, 'POST', '/v1/usergroups', {
        space_id: spaceId,
        name: 'Night shift',
        user_ids: [reader],
      }),
      ManagedUsergroup,
    );
    expect(created.user_ids).toEqual([reader]);
    const renamed = ok(
      await caller.send(DEMO_EMAILS.admin, 'PUT', `/v1/usergroups/${created.id}`, { name: 'Day shift', user_ids: [] }),
      ManagedUsergroup,
    );
    expect(renamed).toMatchObject({ name: 'Day shift', user_ids: [] });
    const stranger = await userId('trial-admin@demo.local');
    const refused = await caller.send(DEMO_EMAILS.admin, 'PUT', `/v1/usergroups/${created.id}`, {
      name: 'X',
      user_ids: [stranger],
    });
    expect(refused.statusCode).toBe(400);
    expect((await caller.send('trial-admin@demo.local', 'DELETE', `/v1/usergroups/${created.id}`)).statusCode).toBe(404);
    ok(await caller.send(DEMO_EMAILS.admin, 'DELETE', `/v1/usergroups/${created.id}`), DeletedResponse);
  });
});

// spec §1, §3: role and flags are each membership's (docs/roles.md). The demo operator also administers a workspace of
// their own: there they have the administrator's rights, in the demo space an operator's only.
describe('a user of two workspaces', () => {
  async function ownWorkspace(email: string) {
    const own = await createSpace(db(), { name: `Administered by ${email}`, expiresAt: Date.now() + 86_400_000 });
    await db()
      .insert(spaceMembers)
      .values({ spaceId: own.id, userId: await userId(email), role: 'administrator', roles: ROLE_DEFAULT_FLAGS.administrator });
    return own.id;
  }

  it('has administrator rights only in the workspace they administer', async () => {
    const demo = await demoSpaceId();
    const own = await ownWorkspace(DEMO_EMAILS.operator);
    const me = await userId(DEMO_EMAILS.operator);
    const admin = await userId(DEMO_EMAILS.admin);
    const as = (method: 'GET' | 'POST', url: string, body?: object) =>
      method === 'GET' ? caller.get(DEMO_EMAILS.operator, url) : caller.send(DEMO_EMAILS.operator, method, url, body, host);
    // Their own workspace: its users, a user's page, an invitation, a user group.
    const listed = ok(await as('GET', `/v1/members?space_id=${own}`), MembersResponse);
    expect(listed.items.map((m) => [m.id, m.role])).toEqual([[me, 'administrator']]);
    ok(await as('GET', `/v1/members/${me}?space_id=${own}`), MemberResponse);
    ok(await as('POST', '/v1/invitations', grant(own, 'own.colleague@example.com')), InvitationResponse);
    ok(await as('POST', '/v1/usergroups', { space_id: own, name: 'Own group', user_ids: [] }), ManagedUsergroup);
    // The demo space, where they are an operator: 403 for the same calls.
    expect((await as('GET', `/v1/members?space_id=${demo}`)).statusCode).toBe(403);
    expect((await as('GET', `/v1/members/${admin}?space_id=${demo}`)).statusCode).toBe(403);
    expect((await as('POST', '/v1/invitations', grant(demo, 'demo.colleague@example.com'))).statusCode).toBe(403);
    expect((await as('POST', '/v1/usergroups', { space_id: demo, name: 'X', user_ids: [] })).statusCode).toBe(403);
    // The workspace settings (the space in the path) and billing likewise.
    ok(await as('GET', `/v1/spaces/${own}`), WorkspaceSettings);
    expect((await as('GET', `/v1/spaces/${demo}`)).statusCode).toBe(403);
    expect((await as('GET', `/v1/billing/payments?space_id=${demo}`)).statusCode).toBe(403);
    const billed = ok(await as('GET', '/v1/billing/spaces'), BillingSpacesResponse);
    expect(billed.items.map((space) => space.id)).toEqual([own]);
    // The list of all their spaces' users covers only the one they administer.
    const all = ok(await as('GET', '/v1/members'), MembersResponse);
    expect(new Set(all.items.map((m) => m.space_id))).toEqual(new Set([own]));
    // The config's user is the first space's (the demo space): an operator there.
    const config = ok(await as('GET', '/v1/config'), ConfigResponse);
    expect(config.user).toMatchObject({ role: 'operator', roles: { settings: false, messages: true } });
    // The demo administrator in turn has no reach into the operator's own workspace.
    expect((await caller.get(DEMO_EMAILS.admin, `/v1/members?space_id=${own}`)).statusCode).toBe(404);
  });

  it("acts on the demo space's comments with the demo role: a reader there, whatever they administer elsewhere", async () => {
    const demo = await demoSpaceId();
    await ownWorkspace(DEMO_EMAILS.reader);
    const [item] = await db()
      .select()
      .from(items)
      .where(and(eq(items.spaceId, demo), isNull(items.parentId), eq(items.fromUs, false), eq(items.provider, 'vk')))
      .limit(1);
    const path = `/v1/items/${item!.id}`;
    // The route lets an administrator through (some membership allows it); the item's space decides: 403 there.
    expect((await caller.get(DEMO_EMAILS.reader, path)).statusCode).toBe(200);
    const closed = await caller.send(DEMO_EMAILS.reader, 'PATCH', path, { version: item!.version, status: 'closed' });
    expect(closed.statusCode).toBe(403);
    expect((await caller.send(DEMO_EMAILS.reader, 'POST', `${path}/reply`, { text: 'x' })).statusCode).toBe(403);
    // The demo operator, whose role there replies, may.
    expect(
      (await caller.send(DEMO_EMAILS.operator, 'PATCH', path, { version: item!.version, priority: 'high' })).statusCode,
    ).toBe(200);
  });

  it("can have their role changed by the demo administrator in the demo space; their own workspace's stays", async () => {
    const demo = await demoSpaceId();
    const analyst = await userId('analyst@demo.local');
    const own = await ownWorkspace('analyst@demo.local');
    const read = ok(await caller.get(DEMO_EMAILS.admin, `/v1/members/${analyst}?space_id=${demo}`), MemberResponse);
    const { role, roles } = read.member;
    const body = {
      space_id: demo,
      role: 'operator',
      roles: ROLE_DEFAULT_FLAGS.operator,
      usergroup_ids: [],
      limited_to_groups: false,
    };
    const saved = ok(await caller.send(DEMO_EMAILS.admin, 'PUT', `/v1/members/${analyst}`, body), MemberResponse);
    expect(saved.member).toMatchObject({ role: 'operator', roles: ROLE_DEFAULT_FLAGS.operator, space_id: demo });
    const rows = await db()
      .select({ spaceId: spaceMembers.spaceId, role: spaceMembers.role, roles: spaceMembers.roles })
      .from(spaceMembers)
      .where(eq(spaceMembers.userId, analyst));
    // The demo space's role changed; their own workspace and any other (the recording's second one) kept theirs.
    const roleIn = new Map(rows.map((row) => [row.spaceId, row.role]));
    expect(roleIn.get(demo)).toBe('operator');
    expect(roleIn.get(own)).toBe('administrator');
    for (const [spaceId, other] of roleIn) if (spaceId !== demo && spaceId !== own) expect(other).toBe(role);
    // Blocking and unblocking in the demo space gives back the demo role; the own workspace is untouched throughout.
    ok(await caller.send(DEMO_EMAILS.admin, 'POST', `/v1/members/${analyst}/block`, { space_id: demo }), MemberResponse);
    ok(await caller.send(DEMO_EMAILS.admin, 'DELETE', `/v1/members/${analyst}/block?space_id=${demo}`), MemberResponse);
    const again = ok(await caller.get(DEMO_EMAILS.admin, `/v1/members/${analyst}?space_id=${demo}`), MemberResponse);
    expect(again.member).toMatchObject({ role: 'operator', state: 'active' });
    ok(await caller.get('analyst@demo.local', `/v1/members?space_id=${own}`), MembersResponse);
    ok(await caller.send(DEMO_EMAILS.admin, 'PUT', `/v1/members/${analyst}`, { ...body, role, roles }), MemberResponse);
  });
});

// Two administrators on one user page (docs/error-types.md conflict): a page begun before the other's save is refused
// with the user as they are now, nothing of it written; a save knowing them goes through, and so does one without seen.
describe('a user saved by two administrators', () => {
  it('refuses a save whose seen access is no longer current, then takes one made knowing it', async () => {
    const spaceId = await demoSpaceId();
    const id = await userId(DEMO_EMAILS.operator);
    const url = `/v1/members/${id}`;
    const { member } = ok(await caller.get(DEMO_EMAILS.admin, `${url}?space_id=${spaceId}`), MemberResponse);
    const seen = {
      role: member.role,
      roles: member.roles,
      usergroup_ids: member.usergroup_ids,
      limited_to_groups: member.limited_to_groups,
    };
    const body = { space_id: spaceId, ...seen };
    ok(
      await caller.send(DEMO_EMAILS.admin, 'PUT', url, { ...body, limited_to_groups: !seen.limited_to_groups, seen }),
      MemberResponse,
    );
    const stale = { ...body, roles: { ...seen.roles, templates: !seen.roles.templates }, seen };
    const refused = await caller.send(DEMO_EMAILS.admin, 'PUT', url, stale, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(409);
    const conflict = MemberConflict.parse(refused.json());
    expect(conflict.error).toBe(translate('memberConflict', 'en'));
    expect(conflict.current.limited_to_groups).toBe(!seen.limited_to_groups);
    const unchanged = ok(await caller.get(DEMO_EMAILS.admin, `${url}?space_id=${spaceId}`), MemberResponse).member;
    expect(unchanged.roles.templates).toBe(seen.roles.templates);
    const { current } = conflict;
    const knowing = {
      role: current.role,
      roles: current.roles,
      usergroup_ids: current.usergroup_ids,
      limited_to_groups: current.limited_to_groups,
    };
    const again = ok(await caller.send(DEMO_EMAILS.admin, 'PUT', url, { ...stale, seen: knowing }), MemberResponse).member;
    expect(again.roles.templates).toBe(!seen.roles.templates);
    expect(again.limited_to_groups).toBe(seen.limited_to_groups);
    ok(await caller.send(DEMO_EMAILS.admin, 'PUT', url, body), MemberResponse);
  });
});

// Two administrators on one user group (docs/error-types.md conflict): a card begun before the other's save is refused
// with the group as it is now, nothing of it written; a save knowing it goes through, and so does one without seen.
describe('a user group saved by two administrators', () => {
  it('refuses a save whose seen group is no longer current, then takes one made knowing it', async () => {
    const spaceId = await demoSpaceId();
    const reader = await userId(DEMO_EMAILS.reader);
    const operator = await userId(DEMO_EMAILS.operator);
    const group = ok(
      await caller.send(DEMO_EMAILS.admin, 'POST', '/v1/usergroups', { space_id: spaceId, name: 'Weekend', user_ids: [reader] }),
      ManagedUsergroup,
    );
    const url = `/v1/usergroups/${group.id}`;
    const seen = { name: group.name, user_ids: group.user_ids };
    ok(await caller.send(DEMO_EMAILS.admin, 'PUT', url, { name: 'Weekend shift', user_ids: [reader], seen }), ManagedUsergroup);
    const stale = { name: 'Weekend', user_ids: [reader, operator], seen };
    const refused = await caller.send(DEMO_EMAILS.admin, 'PUT', url, stale, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(409);
    const conflict = UsergroupConflict.parse(refused.json());
    expect(conflict.error).toBe(translate('usergroupConflict', 'en'));
    expect(conflict.current).toMatchObject({ name: 'Weekend shift', user_ids: [reader] });
    const groups = ok(
      await caller.get(DEMO_EMAILS.admin, `/v1/usergroups/manage?space_id=${spaceId}`),
      ManagedUsergroupsResponse,
    );
    expect(groups.items.find((g) => g.id === group.id)?.user_ids).toEqual([reader]);
    const knowing = { name: conflict.current.name, user_ids: conflict.current.user_ids };
    const again = ok(await caller.send(DEMO_EMAILS.admin, 'PUT', url, { ...stale, seen: knowing }), ManagedUsergroup);
    expect(again).toMatchObject({ name: 'Weekend', user_ids: [reader, operator].sort((a, b) => a - b) });
    const { seen: _seen, ...blind } = { ...stale, name: 'Sunday' };
    expect(ok(await caller.send(DEMO_EMAILS.admin, 'PUT', url, blind), ManagedUsergroup).name).toBe('Sunday');
    ok(await caller.send(DEMO_EMAILS.admin, 'DELETE', url), DeletedResponse);
  });
});
