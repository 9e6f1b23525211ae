// The comments inbox over the socket: new comments of the sandbox networks reach the space's members as 'items.new', a reply
// reaches the other members, and the sandbox delivers (or fails) our pending replies as 'items.changed'.
import { describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { Author, BLOCKED_FOREVER, Item, Post } from '@console/api/contract';
import { itemAuthors, items, labels, usergroups, users } from '../src/db/schema.ts';
import { createSandboxSource, itemsPerMinuteFrom } from '../src/items/sandboxSource.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { LIMITED_DEMO_USER } from '../src/seed/usergroups.ts';
import { WORKSPACE_DEMO_EMAILS } from '../src/seed/workspaces.ts';
import { bearer, sessionFor } from './helpers.ts';
import { liveServer, nextOf } from './liveServer.ts';

const live = liveServer();
const { tab } = live;

/** The limited demo user's group and another group of the demo space. */
async function limitedGroups() {
  const groups = await live.server.database.db.select().from(usergroups).orderBy(asc(usergroups.id));
  const own = groups.find((g) => g.name === LIMITED_DEMO_USER.group)!;
  return { own, other: groups.find((g) => g.id !== own.id)! };
}

/** The first top-level VK comment assigned to a user group. */
const rootOfGroup = async (usergroupId: number) =>
  (
    await live.server.database.db
      .select()
      .from(items)
      .where(and(eq(items.usergroupId, usergroupId), eq(items.provider, 'vk'), isNull(items.parentId)))
      .orderBy(asc(items.id))
      .limit(1)
  )[0]!;

/** One minute of a sandbox source at one comment a minute: its tick's outcome. */
function sandboxMinute() {
  const source = createSandboxSource({
    db: live.server.database.db,
    publisher: live.publisher,
    itemsPerMinute: 1,
    now: () => live.clock,
    random: () => 0.5,
  });
  live.clock += 60_000;
  return source.tick();
}

describe('items over the socket', () => {
  it('a sandbox comment reaches the members of its space as items.new, unread and whole', async () => {
    const admin = await tab(DEMO_EMAILS.admin);
    const outcome = await sandboxMinute();
    expect(outcome.created).toBeGreaterThanOrEqual(1);
    const message = await nextOf(admin, 'items.new');
    const item = Item.parse(message.items[0]);
    expect(item).toMatchObject({ status: 'new', unread: true, from_us: false, parent_id: null });
    const [row] = await live.server.database.db.select().from(items).where(eq(items.id, item.id));
    expect(row?.spaceId).toBeDefined();
  });

  it('items.new and items.changed carry the posts of their items, so a live row shows its post (screens.md row)', async () => {
    const admin = await tab(DEMO_EMAILS.admin);
    await sandboxMinute();
    const message = await nextOf(admin, 'items.new');
    const item = Item.parse(message.items[0]);
    expect(item.post_id).not.toBeNull();
    expect((message.posts ?? []).map((post) => Post.parse(post).id)).toEqual([item.post_id]);
    // A change (another user's action) carries it too.
    const session = await sessionFor(live.server.database.db, DEMO_EMAILS.operator, live.clock);
    const response = await fetch(`${live.server.baseUrl}v1/items/${item.id}`, {
      method: 'PATCH',
      headers: { ...bearer(session.access_token), 'content-type': 'application/json' },
      body: JSON.stringify({ version: item.version, priority: 'high' }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const changed = await nextOf(admin, 'items.changed');
    expect(changed.items.map((row) => row.id)).toEqual([item.id]);
    expect((changed.posts ?? []).map((post) => post.id)).toEqual([item.post_id]);
  });

  it('our reply reaches the other members, then the network delivers it after its latency', async () => {
    const admin = await tab(DEMO_EMAILS.admin);
    const stranger = await tab(WORKSPACE_DEMO_EMAILS.soonAdmin);
    const [target] = await live.server.database.db
      .select()
      .from(items)
      .where(eq(items.provider, 'vk'))
      .orderBy(asc(items.id))
      .limit(1);
    const session = await sessionFor(live.server.database.db, DEMO_EMAILS.operator, live.clock);
    const response = await fetch(`${live.server.baseUrl}v1/items/${target!.id}/reply`, {
      method: 'POST',
      headers: { ...bearer(session.access_token), 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Уже едем' }),
    });
    expect(response.status, `${target!.id} ${await response.clone().text()}`).toBe(200);
    const reply = Item.parse(await response.json());
    expect(reply.delivery).toBe('pending');
    expect((await nextOf(admin, 'items.new')).items[0]).toMatchObject({ id: reply.id, delivery: 'pending' });

    const source = createSandboxSource({
      db: live.server.database.db,
      publisher: live.publisher,
      itemsPerMinute: 0,
      now: () => live.clock,
      failureRate: 0,
    });
    expect((await source.tick()).delivered).toBe(0); // its latency has not passed yet
    live.clock += 3_001;
    expect((await source.tick()).delivered).toBe(1);
    // The replied item's own change comes first; then the delivery.
    let delivered = await nextOf(admin, 'items.changed');
    while (!delivered.items.some((i) => i.id === reply.id && i.delivery !== 'pending'))
      delivered = await nextOf(admin, 'items.changed');
    expect(delivered.items.find((i) => i.id === reply.id)).toMatchObject({ delivery: 'sent' });
    // Another space hears nothing of it: the marker sent now is the first thing it gets.
    const [other] = await live.server.database.db.select().from(users).where(eq(users.email, WORKSPACE_DEMO_EMAILS.soonAdmin));
    live.publisher.toUser(other!.id, { method: 'youscan' });
    expect((await stranger.next()).method).toBe('youscan');
  });

  it('a refused reply is marked failed', async () => {
    const [target] = await live.server.database.db
      .select()
      .from(items)
      .where(eq(items.provider, 'vk'))
      .orderBy(asc(items.id))
      .limit(1);
    const session = await sessionFor(live.server.database.db, DEMO_EMAILS.operator, live.clock);
    const response = await fetch(`${live.server.baseUrl}v1/items/${target!.id}/reply`, {
      method: 'POST',
      headers: { ...bearer(session.access_token), 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Не дойдёт' }),
    });
    const reply = Item.parse(await response.json());
    const source = createSandboxSource({
      db: live.server.database.db,
      publisher: live.publisher,
      itemsPerMinute: 0,
      now: () => live.clock,
      failureRate: 1,
    });
    await source.tick();
    live.clock += 3_001;
    await source.tick();
    const [row] = await live.server.database.db.select().from(items).where(eq(items.id, reply.id));
    expect(row?.delivery).toBe('failed');
  });

  it('a user limited to a group hears only that group’s items (spec §1 user groups)', async () => {
    const limited = await tab(LIMITED_DEMO_USER.email);
    const { own, other } = await limitedGroups();
    const session = await sessionFor(live.server.database.db, DEMO_EMAILS.operator, live.clock);
    const patch = (id: number, version: number) =>
      fetch(`${live.server.baseUrl}v1/items/${id}`, {
        method: 'PATCH',
        headers: { ...bearer(session.access_token), 'content-type': 'application/json' },
        body: JSON.stringify({ version, priority: 'high' }),
      });
    const hidden = await rootOfGroup(other.id);
    expect((await patch(hidden.id, hidden.version)).status).toBe(200);
    const shown = await rootOfGroup(own.id);
    expect((await patch(shown.id, shown.version)).status).toBe(200);
    // The first change the limited user hears is their group's: the other group's never reached them.
    const heard = await nextOf(limited, 'items.changed');
    expect(heard.items.map((i) => i.id)).toEqual([shown.id]);
  });

  it('a user limited to a group hears the viewers of that group’s items only (spec §1 user groups)', async () => {
    const limited = await tab(LIMITED_DEMO_USER.email);
    const operator = await tab(DEMO_EMAILS.operator);
    const { own, other } = await limitedGroups();
    const [hidden, shown] = [await rootOfGroup(other.id), await rootOfGroup(own.id)];
    const target = (id: number) => ({ type: 'item' as const, id });
    // In this order: had the other group's viewer leaked, it would be the first the limited user hears.
    operator.send({ method: 'lock', target: target(hidden.id) });
    operator.send({ method: 'lock', target: target(shown.id) });
    expect((await nextOf(limited, 'viewer.lock')).target).toEqual(target(shown.id));
    // A tab opened later is told who is viewing what: again only their group's item.
    const later = await tab(LIMITED_DEMO_USER.email);
    expect((await nextOf(later, 'viewer.lock')).target).toEqual(target(shown.id));
    operator.send({ method: 'unlock', target: target(hidden.id) });
    operator.send({ method: 'unlock', target: target(shown.id) });
    expect((await nextOf(limited, 'viewer.unlock')).target).toEqual(target(shown.id));
    // A user without a limit hears both.
    const admin = await tab(DEMO_EMAILS.admin);
    operator.send({ method: 'lock', target: target(hidden.id) });
    expect((await nextOf(admin, 'viewer.lock')).target).toEqual(target(hidden.id));
  });

  it('a user limited to a group is told of their items handed elsewhere as gone, of nothing else (spec §1 user groups)', async () => {
    const { db } = live.server.database;
    const limited = await tab(LIMITED_DEMO_USER.email);
    const admin = await tab(DEMO_EMAILS.admin);
    const operator = await tab(DEMO_EMAILS.operator);
    const { own, other } = await limitedGroups();
    const hidden = await rootOfGroup(other.id);
    const [shown, second] = await db
      .select()
      .from(items)
      .where(and(eq(items.usergroupId, own.id), eq(items.provider, 'vk'), isNull(items.parentId)))
      .orderBy(asc(items.id))
      .limit(2);
    const target = (id: number) => ({ type: 'item' as const, id });
    operator.send({ method: 'lock', target: target(shown!.id) });
    expect((await nextOf(limited, 'viewer.lock')).target).toEqual(target(shown!.id));
    const session = await sessionFor(db, DEMO_EMAILS.operator, live.clock);
    const call = async (method: string, path: string, body: object) => {
      const response = await fetch(`${live.server.baseUrl}v1/items${path}`, {
        method,
        headers: { ...bearer(session.access_token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBe(200);
    };
    const group = async (row: typeof hidden, usergroup_id: number | null) => {
      const [now] = await db.select().from(items).where(eq(items.id, row.id));
      await call('PATCH', `/${row.id}`, { version: now!.version, usergroup_id });
    };
    // Never theirs: the other group's item taken out of any group tells them nothing.
    await group(hidden, null);
    // Theirs, handed to the other group (one alone, then in bulk): gone.
    await group(shown!, other.id);
    expect(await nextOf(limited, 'items.gone')).toEqual({ method: 'items.gone', ids: [shown!.id] });
    await call('POST', '/bulk', { ids: [second!.id], usergroup_id: other.id });
    expect(await nextOf(limited, 'items.gone')).toEqual({ method: 'items.gone', ids: [second!.id] });
    // Its viewer leaving is none of theirs now: the next viewer they hear of is of an item still theirs.
    operator.send({ method: 'unlock', target: target(shown!.id) });
    const still = await rootOfGroup(own.id);
    operator.send({ method: 'lock', target: target(still.id) });
    expect(await limited.next()).toMatchObject({ method: 'viewer.lock', target: target(still.id) });
    // Someone without a limit hears each change, and nothing gone.
    const [adminRow] = await db.select().from(users).where(eq(users.email, DEMO_EMAILS.admin));
    live.publisher.toUser(adminRow!.id, { method: 'youscan' });
    const heard: string[] = [];
    for (let m = await admin.next(); m.method !== 'youscan'; m = await admin.next()) heard.push(m.method);
    expect(heard.filter((method) => method.startsWith('items.'))).toEqual(['items.changed', 'items.changed', 'items.changed']);
    // As they were, for the tests after.
    await group(hidden, other.id);
    await call('POST', '/bulk', { ids: [shown!.id, second!.id], usergroup_id: own.id });
  });

  it('an author blocked, unblocked, labelled or noted reaches the members as authors.changed', async () => {
    const admin = await tab(DEMO_EMAILS.admin);
    const [target] = await live.server.database.db
      .select()
      .from(itemAuthors)
      .where(eq(itemAuthors.provider, 'vk'))
      .orderBy(asc(itemAuthors.id))
      .limit(1);
    const [label] = await live.server.database.db.select().from(labels).where(eq(labels.spaceId, target!.spaceId)).limit(1);
    const session = await sessionFor(live.server.database.db, DEMO_EMAILS.moderator, live.clock);
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${live.server.baseUrl}v1/authors/${target!.id}${path}`, {
        method,
        headers: { ...bearer(session.access_token), ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return Author.parse((await nextOf(admin, 'authors.changed')).authors[0]);
    };
    expect(await call('POST', '/block', { duration: 'forever', reason: 'spam' })).toMatchObject({
      id: target!.id,
      blocked_until: BLOCKED_FOREVER,
    });
    expect((await call('DELETE', '/block')).blocked_until).toBeNull();
    expect((await call('PUT', '/labels', { labels: [label!.id] })).labels).toEqual([label!.id]);
    const noted = await call('POST', '/notes', { text: 'Пишет с двух аккаунтов' });
    expect(noted.notes_count).toBe(target!.notesCount + 1);
  });

  it('reads SANDBOX_ITEMS_PER_MINUTE', () => {
    expect(itemsPerMinuteFrom(undefined)).toBe(3);
    expect(itemsPerMinuteFrom('0')).toBe(0);
    expect(itemsPerMinuteFrom('12.5')).toBe(12.5);
    expect(() => itemsPerMinuteFrom('-1')).toThrow(/SANDBOX_ITEMS_PER_MINUTE/);
  });
});
