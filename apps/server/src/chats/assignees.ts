// Whom a chat is assigned to (spec §3 usergroups,
// departments): a member, a user group or a department of the chat's space, by name; and the 'mine' tab, which
// holds the chats assigned to me, to my groups and to my departments (contract ChatsQuery.tab).
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AssigneeType } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { chats, departmentMembers, departments, spaceMembers, usergroups, users } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import type { Assignee } from '../items/access.ts';
import type { Tx } from './access.ts';

/** The user's departments (all spaces; a chat's space is checked by the chat's own filter). Their groups: access.ts. */
export async function departmentIdsOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: departmentMembers.departmentId })
    .from(departmentMembers)
    .where(eq(departmentMembers.userId, userId));
  return rows.map((row) => row.id);
}

const assignedTo = (type: AssigneeType, ids: readonly number[]): SQL | undefined =>
  ids.length === 0 ? undefined : and(eq(chats.assigneeType, type), inArray(chats.assigneeId, [...ids]));

/** The 'mine' tab: assigned to me, to one of my groups or to one of my departments. */
export function mineCondition(userId: number, teams: { groupIds: readonly number[]; departmentIds: readonly number[] }): SQL {
  return (
    or(assignedTo('user', [userId]), assignedTo('usergroup', teams.groupIds), assignedTo('department', teams.departmentIds)) ??
    sql`false`
  );
}

/** The assignee's name when it belongs to the space; a 400 naming it otherwise (another space's or none at all). */
export async function assigneeNameIn(tx: Tx, spaceId: number, assignee: Assignee): Promise<string> {
  const [row] =
    assignee.type === 'user'
      ? await tx
          .select({ name: users.name })
          .from(spaceMembers)
          .innerJoin(users, eq(users.id, spaceMembers.userId))
          .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, assignee.id)))
      : assignee.type === 'usergroup'
        ? await tx
            .select({ name: usergroups.name })
            .from(usergroups)
            .where(and(eq(usergroups.spaceId, spaceId), eq(usergroups.id, assignee.id)))
        : await tx
            .select({ name: departments.name })
            .from(departments)
            .where(and(eq(departments.spaceId, spaceId), eq(departments.id, assignee.id)));
  if (row) return row.name;
  if (assignee.type === 'user') throw new ApiFailure(400, 'itemAssigneeUnknown');
  throw new ApiFailure(400, assignee.type === 'usergroup' ? 'chatUsergroupUnknown' : 'chatDepartmentUnknown', {
    params: { id: String(assignee.id) },
  });
}

/** The current assignee's name whatever its space (the activity line's "from"), or null. */
export async function assigneeNameOf(tx: Tx, type: AssigneeType | null, id: number | null): Promise<string | null> {
  if (type === null || id === null) return null;
  const table = type === 'user' ? users : type === 'usergroup' ? usergroups : departments;
  const [row] = await tx.select({ name: table.name }).from(table).where(eq(table.id, id));
  return row?.name ?? null;
}
