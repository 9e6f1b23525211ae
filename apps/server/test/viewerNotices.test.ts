// Viewer notices (spec §7 "Socket" lock and unlock) go only to users who can open the target: a chat's to members
// with the messages flag (spec §1, §6), a limited user's only of their groups' records (spec §1); and a lock on a
// target the sender cannot open (another group's, another space's, none at all) is ignored.
import { describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { COMPOSING_TTL_MS, type LockTarget } from '@console/api/contract';
import { chats, issues, items, spaces, usergroups, users } from '../src/db/schema.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../src/seed.ts';
import { NO_MESSAGES_DEMO_USER } from '../src/seed/chats.ts';
import { LIMITED_DEMO_USER } from '../src/seed/usergroups.ts';
import type { SocketClient } from './realtimeClient.ts';
import { liveServer } from './liveServer.ts';

const live = liveServer();
const { tab } = live;
const db = () => live.server.database.db;

const chat = (id: number): LockTarget => ({ type: 'chat', id });
const item = (id: number): LockTarget => ({ type: 'item', id });
const issue = (id: number): LockTarget => ({ type: 'issue', id });

/** Proves a tab heard nothing before now: a marker sent to its user now is the next message it gets. */
async function heardNothing(client: SocketClient, email: string): Promise<void> {
  const [row] = await db().select().from(users).where(eq(users.email, email));
  live.publisher.toUser(row!.id, { method: 'youscan' });
  expect(await client.next()).toEqual({ method: 'youscan' });
}

async function demoSpaceId(): Promise<number> {
  const [space] = await db().select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
  return space!.id;
}

/** The limited demo user's group and another group of the demo space. */
async function limitedGroups() {
  const groups = await db().select().from(usergroups).orderBy(asc(usergroups.id));
  const own = groups.find((g) => g.name === LIMITED_DEMO_USER.group)!;
  return { own: own.id, other: groups.find((g) => g.id !== own.id && g.spaceId === own.spaceId)!.id };
}

const rootOfGroup = async (usergroupId: number) =>
  (
    await db()
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.usergroupId, usergroupId), isNull(items.parentId)))
      .orderBy(asc(items.id))
      .limit(1)
  )[0]!.id;

const chatWhere = async (where: ReturnType<typeof and>) =>
  (await db().select({ id: chats.id }).from(chats).where(where).orderBy(asc(chats.id)).limit(1))[0]!.id;

describe('viewer notices', () => {
  it("a chat's viewers reach only members with the messages flag, now and when they connect later", async () => {
    const space = await demoSpaceId();
    const target = chat(await chatWhere(and(eq(chats.spaceId, space))));
    const admin = await tab(DEMO_EMAILS.admin);
    const without = await tab(NO_MESSAGES_DEMO_USER.email);
    const operator = await tab(DEMO_EMAILS.operator);
    operator.send({ method: 'lock', target });
    expect(await admin.next()).toMatchObject({ method: 'viewer.lock', target });
    await heardNothing(without, NO_MESSAGES_DEMO_USER.email);
    const later = await tab(NO_MESSAGES_DEMO_USER.email);
    await heardNothing(later, NO_MESSAGES_DEMO_USER.email);
    operator.send({ method: 'unlock', target });
    expect(await admin.next()).toMatchObject({ method: 'viewer.unlock', target });
    await heardNothing(without, NO_MESSAGES_DEMO_USER.email);
  });

  it('who is typing a reply: heard by those who can open the target, only while the sender has it open', async () => {
    const space = await demoSpaceId();
    const target = chat(await chatWhere(and(eq(chats.spaceId, space))));
    const admin = await tab(DEMO_EMAILS.admin);
    const without = await tab(NO_MESSAGES_DEMO_USER.email);
    const operator = await tab(DEMO_EMAILS.operator);
    // Not open (no lock): ignored.
    operator.send({ method: 'composing', target: { type: 'chat', id: target.id } });
    operator.send({ method: 'lock', target });
    expect(await admin.next()).toMatchObject({ method: 'viewer.lock', target });
    operator.send({ method: 'composing', target: { type: 'chat', id: target.id } });
    const heard = await admin.next();
    expect(heard).toMatchObject({ method: 'composing', target, user: { name: expect.any(String) } });
    // Expires COMPOSING_TTL_MS after the server took it, by the server's clock (this file's, held still; against the
    // machine's clock a loaded run saw the 8 s pass before the check).
    expect((heard as { until: number }).until).toBe(live.clock + COMPOSING_TTL_MS);
    await heardNothing(without, NO_MESSAGES_DEMO_USER.email);
  });

  it('a limited user announcing an item or a chat outside their groups is ignored; their own is announced', async () => {
    const space = await demoSpaceId();
    const { own, other } = await limitedGroups();
    const [hiddenItem, shownItem] = [item(await rootOfGroup(other)), item(await rootOfGroup(own))];
    const hiddenChat = chat(await chatWhere(and(eq(chats.spaceId, space), isNull(chats.assigneeId))));
    const admin = await tab(DEMO_EMAILS.admin);
    const limited = await tab(LIMITED_DEMO_USER.email);
    // In this order: had a lock outside their reach been announced, it would be the first the admin hears.
    limited.send({ method: 'lock', target: hiddenItem });
    limited.send({ method: 'lock', target: hiddenChat });
    limited.send({ method: 'lock', target: shownItem });
    expect(await admin.next()).toMatchObject({ method: 'viewer.lock', target: shownItem });
    // Nor is it held: a tab connecting later is told of their group's item only.
    const lateAdmin = await tab(DEMO_EMAILS.admin);
    expect(await lateAdmin.next()).toMatchObject({ method: 'viewer.lock', target: shownItem });
    await heardNothing(lateAdmin, DEMO_EMAILS.admin);
  });

  it('a lock on a record that does not exist or lives in another space is ignored', async () => {
    const space = await demoSpaceId();
    // One of the demo comments moved to a space the operator is no member of.
    const [otherSpace] = await db().select().from(spaces).where(ne(spaces.id, space)).orderBy(asc(spaces.id)).limit(1);
    const [moved] = await db()
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.spaceId, space), isNull(items.usergroupId), isNull(items.parentId)))
      .orderBy(asc(items.id))
      .limit(1);
    await db().update(items).set({ spaceId: otherSpace!.id }).where(eq(items.id, moved!.id));
    const admin = await tab(DEMO_EMAILS.admin);
    const operator = await tab(DEMO_EMAILS.operator);
    operator.send({ method: 'lock', target: item(2_000_000_000) });
    operator.send({ method: 'lock', target: chat(2_000_000_000) });
    operator.send({ method: 'lock', target: item(moved!.id) });
    const shown = item(await rootOfGroup((await limitedGroups()).own));
    operator.send({ method: 'lock', target: shown });
    expect(await admin.next()).toMatchObject({ method: 'viewer.lock', target: shown });
  });

  it("an issue's viewers likewise: a limited user's lock on another group's issue, or on none, is ignored", async () => {
    const { own, other } = await limitedGroups();
    const [first, second] = await db().select({ id: issues.id }).from(issues).orderBy(asc(issues.id)).limit(2);
    await db().update(issues).set({ usergroupId: other }).where(eq(issues.id, first!.id));
    await db().update(issues).set({ usergroupId: own }).where(eq(issues.id, second!.id));
    const admin = await tab(DEMO_EMAILS.admin);
    const limited = await tab(LIMITED_DEMO_USER.email);
    limited.send({ method: 'lock', target: issue(first!.id) });
    limited.send({ method: 'lock', target: issue(2_000_000_000) });
    limited.send({ method: 'lock', target: issue(second!.id) });
    expect(await admin.next()).toMatchObject({ method: 'viewer.lock', target: issue(second!.id) });
  });
});
