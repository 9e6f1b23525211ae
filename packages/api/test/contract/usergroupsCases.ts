import { expect, it } from 'vitest';
import { failure, type ContractContext } from './context.ts';
import { chatsResource } from '../../src/client/resources/chats.ts';
import { itemsResource } from '../../src/client/resources/items.ts';
import { objectsResource } from '../../src/client/resources/objects.ts';
import { tagsResource, usergroupsResource, usersResource } from '../../src/client/resources/usergroups.ts';

const ALL_STATUSES = ['new', 'inprogress', 'open', 'closed', 'delayed', 'waiting'] as const;

// spec §7 GET v1/usergroups, v1/tags; GET v1/users; spec §1 "A user may be limited to content assigned to a user
// group": the same on the MSW handlers and the reference server (limited@demo.local is limited to the first group).
export function usergroupsCases({ session, signedIn, target }: ContractContext): void {
  it('usergroups, tags and users: the records of the demo space, the same as loaded with objects?tags=true', async () => {
    const s = await signedIn('operator@demo.local');
    const { items: groups } = await s.client.resource(usergroupsResource).list();
    expect(groups.length).toBeGreaterThanOrEqual(2);
    const full = await s.client.resource(objectsResource).listWithTags();
    expect(full.usergroups).toEqual(groups);
    expect((await s.client.resource(tagsResource).list()).tags).toEqual(full.tags);
    const { items: users } = await s.client.resource(usersResource).list();
    expect(users.map((u) => u.name)).toEqual(expect.arrayContaining(['Oleg Operator', 'Lena Limited']));
    const spaceIds = new Set(full.companies.map((c) => c.space_id));
    expect(users.every((u) => u.space_ids.length > 0 && u.space_ids.every((id) => spaceIds.has(id)))).toBe(true);
    // A member of a group only: the limited user's groups are the ones they belong to.
    const limited = await (await signedIn('limited@demo.local')).client.resource(objectsResource).listWithTags();
    const memberOf = (limited.usergroups ?? []).filter((group) => group.member === true).map((group) => group.id);
    expect(memberOf).toEqual(limited.usergroup_limit?.usergroup_ids);
    expect(limited.usergroups?.some((group) => group.member === false)).toBe(true);
    expect((await failure(session().client.resource(usersResource).list())).status).toBe(401);
    expect((await failure(session().client.resource(usergroupsResource).list())).status).toBe(401);
  });

  it('a user limited to a group sees only the items assigned to it; any other item is a 404', async () => {
    const operator = await signedIn('operator@demo.local');
    const [first] = (await operator.client.resource(usergroupsResource).list()).items;
    const ops = operator.client.resource(itemsResource);
    const page = await ops.list({ 'status[]': [...ALL_STATUSES], limit: '100' });
    const free = page.items.filter((i) => (i.usergroup ?? null) === null);
    const [shared, hidden] = [free[0]!, free[1]!];
    const assigned = await ops.update(shared.id, { version: shared.version, usergroup_id: first!.id });
    expect(assigned.usergroup).toEqual({ id: first!.id, name: first!.name });

    const limited = (await signedIn('limited@demo.local')).client.resource(itemsResource);
    const own = await limited.list({ 'status[]': [...ALL_STATUSES], limit: '100' });
    expect(own.items.map((i) => i.id)).toContain(shared.id);
    expect(own.items.every((i) => i.usergroup?.id === first!.id)).toBe(true);
    expect((await limited.get(shared.id)).item.id).toBe(shared.id);
    expect((await failure(limited.get(hidden.id))).status).toBe(404);
    expect((await failure(limited.update(hidden.id, { version: hidden.version, priority: 'high' }))).status).toBe(404);
    const bulk = await limited.bulk({ ids: [shared.id, hidden.id], status: 'inprogress' });
    expect(bulk.items.map((i) => i.id)).toEqual([shared.id]);
    expect(bulk.failed.map((f) => f.id)).toEqual([hidden.id]);
    // A limited user cannot hand an item outside their groups.
    const current = (await limited.get(shared.id)).item;
    expect((await failure(limited.update(shared.id, { version: current.version, usergroup_id: null }))).status).toBe(403);
  });

  it('a user limited to a group sees only the chats of their groups and their own; hands them only there', async (ctx) => {
    if (!target().chats) ctx.skip();
    const operator = await signedIn('operator@demo.local');
    const [first, second] = (await operator.client.resource(usergroupsResource).list()).items;
    const ops = operator.client.resource(chatsResource);
    const free = (await ops.list({ tab: 'unassigned', 'status[]': [...ALL_STATUSES], limit: '100' })).items;
    const [shared, hidden] = [free[0]!, free[1]!];
    await ops.update(shared.id, { version: shared.version, assignee: { type: 'usergroup', id: first!.id } });

    const limitedUser = await signedIn('limited@demo.local');
    const limited = limitedUser.client.resource(chatsResource);
    const own = await limited.list({ 'status[]': [...ALL_STATUSES], limit: '100' });
    expect(own.items.map((c) => c.id)).toContain(shared.id);
    const me = (await limitedUser.client.resource(usersResource).list()).items.find((u) => u.name === 'Lena Limited')!.id;
    const reach = (c: (typeof own.items)[number]) =>
      (c.assignee?.type === 'usergroup' && c.assignee.id === first!.id) || (c.assignee?.type === 'user' && c.assignee.id === me);
    expect(own.items.every(reach)).toBe(true);
    expect((await limited.counts({ 'status[]': [...ALL_STATUSES] })).unassigned).toBe(0);
    expect((await failure(limited.get(hidden.id))).status).toBe(404);
    expect((await failure(limited.messages(hidden.id))).status).toBe(404);
    const current = (await limited.get(shared.id)).chat;
    const elsewhere = { type: 'usergroup', id: second!.id } as const;
    expect((await failure(limited.update(shared.id, { version: current.version, assignee: elsewhere }))).status).toBe(403);
    expect((await failure(limited.update(shared.id, { version: current.version, assignee: null }))).status).toBe(403);
    const taken = await limited.update(shared.id, { version: current.version, assignee: { type: 'user', id: me } });
    expect(taken.assignee).toMatchObject({ type: 'user', id: me });
    const authors = (await limited.authors({ limit: '100' })).items;
    // Every status, deleted too: an author counts through any chat in reach.
    const everyStatus = { 'status[]': [...ALL_STATUSES, 'deleted' as const], limit: '100' };
    const authorIds = new Set((await limited.list(everyStatus)).items.map((c) => c.author.id));
    expect(authors.every((author) => authorIds.has(author.id))).toBe(true);
  });
}
