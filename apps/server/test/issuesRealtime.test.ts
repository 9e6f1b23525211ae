// Issues over the socket (docs/issues.md "Live list"): a created or changed issue reaches the members of its space as
// `issues.changed {ids}`; a member limited to user groups hears only their groups' issues (spec §1).
import { describe, expect, it } from 'vitest';
import { and, asc, eq, ne } from 'drizzle-orm';
import { Issue, IssuesBulkResult } from '@console/api/contract';
import { issues, usergroups } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { LIMITED_DEMO_USER } from '../src/seed/usergroups.ts';
import { sessionFor } from './helpers.ts';
import { liveServer, nextOf } from './liveServer.ts';

const live = liveServer();
const { tab } = live;

async function call(email: string, method: string, path: string, body: object) {
  const session = await sessionFor(live.server.database.db, email, live.clock);
  const response = await fetch(`${live.server.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json() as Promise<unknown>;
}

describe('issues over the socket', () => {
  it('a new issue and a change reach the other members and the actor’s other tabs', async () => {
    const operator = await tab(DEMO_EMAILS.operator);
    const adminTab = await tab(DEMO_EMAILS.admin);
    const [demo] = await live.server.database.db.select({ spaceId: issues.spaceId }).from(issues).limit(1);
    const created = Issue.parse(await call(DEMO_EMAILS.admin, 'POST', 'v1/issues', { space_id: demo!.spaceId, title: 'Live' }));
    expect(await nextOf(operator, 'issues.changed')).toEqual({ method: 'issues.changed', ids: [created.id] });
    expect(await nextOf(adminTab, 'issues.changed')).toEqual({ method: 'issues.changed', ids: [created.id] });
    await call(DEMO_EMAILS.admin, 'PATCH', `v1/issues/${created.id}`, { seen: created.version, title: 'Live, renamed' });
    expect(await nextOf(operator, 'issues.changed')).toEqual({ method: 'issues.changed', ids: [created.id] });
  });

  it('a user limited to a group hears only their groups’ issues of a bulk change (spec §1 user groups)', async () => {
    const { db } = live.server.database;
    const [own] = await db.select().from(usergroups).where(eq(usergroups.name, LIMITED_DEMO_USER.group));
    const [other] = await db
      .select()
      .from(usergroups)
      .where(and(eq(usergroups.spaceId, own!.spaceId), ne(usergroups.id, own!.id)))
      .limit(1);
    const [theirs, notTheirs] = await db
      .select()
      .from(issues)
      .where(eq(issues.spaceId, own!.spaceId))
      .orderBy(asc(issues.id))
      .limit(2);
    await db.update(issues).set({ usergroupId: own!.id }).where(eq(issues.id, theirs!.id));
    await db.update(issues).set({ usergroupId: other!.id }).where(eq(issues.id, notTheirs!.id));
    const limited = await tab(LIMITED_DEMO_USER.email);
    const admin = await tab(DEMO_EMAILS.admin);
    const result = IssuesBulkResult.parse(
      await call(DEMO_EMAILS.admin, 'POST', 'v1/issues/bulk', { ids: [notTheirs!.id, theirs!.id], status: 'waiting' }),
    );
    expect(result.failed).toEqual([]);
    expect(await nextOf(limited, 'issues.changed')).toEqual({ method: 'issues.changed', ids: [theirs!.id] });
    expect((await nextOf(admin, 'issues.changed')).ids.sort()).toEqual([theirs!.id, notTheirs!.id].sort());
    // Another group's issue alone tells the limited user nothing: the marker sent now is the next thing they get.
    await call(DEMO_EMAILS.admin, 'POST', 'v1/issues/bulk', { ids: [notTheirs!.id], status: 'delayed' });
    await nextOf(admin, 'issues.changed');
    live.publisher.toSpace(own!.spaceId, { method: 'youscan' });
    expect((await limited.next()).method).toBe('youscan');
  });
});
