// The demo's user groups (spec §1 "A user may be limited to content assigned to a user group"): two groups in the
// demo space, a third of the top-level items assigned to each, and an operator limited to the first group.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { seededRandom } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { items, spaceMembers, spaces, usergroupMembers, usergroups, users, userStatuses } from '../db/schema.ts';
import { seedPasswordHash } from './passwordHash.ts';
import { DEFAULT_USER_SETTINGS, DEMO_EMAILS, DEMO_PASSWORD, DEMO_SPACE_NAME, ROLE_FLAGS } from '../seed.ts';

export const USERGROUP_NAMES = ['Поддержка', 'Маркетинг'] as const;
export const LIMITED_DEMO_USER = {
  email: 'limited@demo.local',
  role: 'operator',
  name: 'Lena Limited',
  group: USERGROUP_NAMES[0],
} as const;

export async function seedUsergroupsDemo(db: Db, options: { now: number }): Promise<void> {
  const passwordHash = await seedPasswordHash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [space] = await tx.select({ id: spaces.id }).from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
    if (!space) throw new Error('demo space missing');
    const groups = await tx
      .insert(usergroups)
      .values(USERGROUP_NAMES.map((name) => ({ spaceId: space.id, name })))
      .returning({ id: usergroups.id });
    const [online] = await tx
      .select({ id: userStatuses.id })
      .from(userStatuses)
      .where(eq(userStatuses.spaceId, space.id))
      .orderBy(asc(userStatuses.position))
      .limit(1);
    const [limited] = await tx
      .insert(users)
      .values({
        email: LIMITED_DEMO_USER.email,
        name: LIMITED_DEMO_USER.name,
        passwordHash,
        locale: null,
        settings: DEFAULT_USER_SETTINGS,
        emailStatus: 1,
        status: online?.id ?? null,
        passwordChangedAt: new Date(options.now),
      })
      .returning({ id: users.id });
    await tx.insert(spaceMembers).values({
      spaceId: space.id,
      userId: limited!.id,
      limitedToGroups: true,
      role: LIMITED_DEMO_USER.role,
      roles: ROLE_FLAGS[LIMITED_DEMO_USER.role],
    });
    // The operator and the administrator are in both groups without a limit; the limited user in the first only.
    const staff = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, [DEMO_EMAILS.operator, DEMO_EMAILS.admin]));
    await tx
      .insert(usergroupMembers)
      .values([
        ...staff.flatMap((user) => groups.map((group) => ({ usergroupId: group.id, userId: user.id }))),
        { usergroupId: groups[0]!.id, userId: limited!.id },
      ]);
    const roots = await tx
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.spaceId, space.id), isNull(items.parentId)))
      .orderBy(asc(items.id));
    // Seeded random (the same every run), not every third row: rows cycle through the accounts.
    const random = seededRandom(61);
    const share = roots.map(() => Math.floor(random() * 3)); // 0, 1: the groups; 2: no group
    for (const [g, group] of groups.entries()) {
      const ids = roots.filter((_, n) => share[n] === g).map((row) => row.id);
      if (ids.length > 0) await tx.update(items).set({ usergroupId: group.id }).where(inArray(items.id, ids));
    }
  });
}
