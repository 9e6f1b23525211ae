// The demo's departments (spec §3 "Also loaded with objects: ... departments"): two departments of the demo space,
// and a few unassigned demo chats handed to the first user group and the first department, so the 'mine' tab of their
// members holds them.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { chats, departmentMembers, departments, spaces, usergroups, users } from '../db/schema.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../seed.ts';

export const DEPARTMENT_NAMES = ['Продажи', 'Сервис'] as const;
/** Every how many unassigned demo chats one goes to the first group, and (shifted) one to the first department. */
const EVERY = 5;

export async function seedDepartmentsDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [space] = await tx.select({ id: spaces.id }).from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
    if (!space) throw new Error('demo space missing');
    const rows = await tx
      .insert(departments)
      .values(DEPARTMENT_NAMES.map((name) => ({ spaceId: space.id, name })))
      .returning({ id: departments.id });
    const staff = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [DEMO_EMAILS.operator, DEMO_EMAILS.moderator, DEMO_EMAILS.admin]));
    const id = (email: string) => staff.find((user) => user.email === email)!.id;
    // Sales: the operator and the administrator; service: the moderator and the administrator.
    await tx.insert(departmentMembers).values([
      { departmentId: rows[0]!.id, userId: id(DEMO_EMAILS.operator) },
      { departmentId: rows[0]!.id, userId: id(DEMO_EMAILS.admin) },
      { departmentId: rows[1]!.id, userId: id(DEMO_EMAILS.moderator) },
      { departmentId: rows[1]!.id, userId: id(DEMO_EMAILS.admin) },
    ]);
    const [group] = await tx
      .select({ id: usergroups.id })
      .from(usergroups)
      .where(eq(usergroups.spaceId, space.id))
      .orderBy(asc(usergroups.id))
      .limit(1);
    const open = await tx
      .select({ id: chats.id })
      .from(chats)
      .where(and(eq(chats.spaceId, space.id), isNull(chats.assigneeType)))
      .orderBy(asc(chats.id));
    const pickIds = (shift: number) => open.filter((_, n) => n % EVERY === shift).map((row) => row.id);
    if (group && pickIds(1).length > 0)
      await tx
        .update(chats)
        .set({ assigneeType: 'usergroup', assigneeId: group.id })
        .where(inArray(chats.id, pickIds(1)));
    if (pickIds(3).length > 0)
      await tx
        .update(chats)
        .set({ assigneeType: 'department', assigneeId: rows[0]!.id })
        .where(inArray(chats.id, pickIds(3)));
  });
}
