// settings/issues departments (spec §3 "departments", loaded with objects): an administrator of the space creates,
// renames, staffs and deletes them; issues and chats point at them (a deleted one leaves them without).
import { and, eq, inArray } from 'drizzle-orm';
import type { DepartmentRecord } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { departmentMembers, departments, spaceMembers } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import type { UserRow } from '../items/access.ts';
import { accessIn } from '../members/memberAccess.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** settings/issues is the administrator's of the space: another workspace's ids answer 404, another role 403. */
export function requireSpaceAdmin(user: UserRow, spaceId: number): void {
  const access = accessIn(user, spaceId);
  if (!access) throw new ApiFailure(404, 'notFound');
  if (access.role !== 'administrator') throw new ApiFailure(403, 'issueRoleForbidden');
}

async function setMembers(tx: Tx, spaceId: number, departmentId: number, userIds: readonly number[]) {
  const wanted = [...new Set(userIds)];
  const members = wanted.length
    ? await tx
        .select({ id: spaceMembers.userId })
        .from(spaceMembers)
        .where(and(eq(spaceMembers.spaceId, spaceId), inArray(spaceMembers.userId, wanted)))
    : [];
  if (members.length !== wanted.length) throw new ApiFailure(400, 'itemAssigneeUnknown');
  await tx.delete(departmentMembers).where(eq(departmentMembers.departmentId, departmentId));
  if (wanted.length) await tx.insert(departmentMembers).values(wanted.map((userId) => ({ departmentId, userId })));
}

async function recordOf(db: Db, id: number): Promise<DepartmentRecord> {
  const [row] = await db.select().from(departments).where(eq(departments.id, id));
  if (!row) throw new ApiFailure(404, 'notFound');
  const members = await db
    .select({ id: departmentMembers.userId })
    .from(departmentMembers)
    .where(eq(departmentMembers.departmentId, id))
    .orderBy(departmentMembers.userId);
  return { id: row.id, space_id: row.spaceId, name: row.name, user_ids: members.map((m) => m.id) };
}

/** The departments of the spaces with their members (settings/issues; objects' departments carry no members). */
export async function departmentRecordsOf(db: Db, spaceIds: readonly number[]): Promise<DepartmentRecord[]> {
  if (spaceIds.length === 0) return [];
  const rows = await db
    .select()
    .from(departments)
    .where(inArray(departments.spaceId, [...spaceIds]))
    .orderBy(departments.id);
  const members = rows.length
    ? await db
        .select()
        .from(departmentMembers)
        .where(
          inArray(
            departmentMembers.departmentId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(departmentMembers.userId)
    : [];
  return rows.map((row) => ({
    id: row.id,
    space_id: row.spaceId,
    name: row.name,
    user_ids: members.filter((member) => member.departmentId === row.id).map((member) => member.userId),
  }));
}

/** The department when it is of a space the user administers (404 for another workspace's). */
async function departmentOfAdmin(db: Db, user: UserRow, id: number) {
  const [row] = await db.select().from(departments).where(eq(departments.id, id));
  if (!row || !accessIn(user, row.spaceId)) throw new ApiFailure(404, 'notFound');
  requireSpaceAdmin(user, row.spaceId);
  return row;
}

export async function createDepartment(
  db: Db,
  user: UserRow,
  body: { space_id: number; name: string; user_ids?: number[] },
): Promise<DepartmentRecord> {
  requireSpaceAdmin(user, body.space_id);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(departments).values({ spaceId: body.space_id, name: body.name }).returning();
    if (body.user_ids) await setMembers(tx, body.space_id, row!.id, body.user_ids);
    return row!.id;
  });
  return recordOf(db, id);
}

export async function updateDepartment(
  db: Db,
  user: UserRow,
  id: number,
  body: { name?: string; user_ids?: number[] },
): Promise<DepartmentRecord> {
  const row = await departmentOfAdmin(db, user, id);
  await db.transaction(async (tx) => {
    if (body.name !== undefined) await tx.update(departments).set({ name: body.name }).where(eq(departments.id, id));
    if (body.user_ids) await setMembers(tx, row.spaceId, id, body.user_ids);
  });
  return recordOf(db, id);
}

export async function deleteDepartment(db: Db, user: UserRow, id: number): Promise<void> {
  await departmentOfAdmin(db, user, id);
  await db.delete(departments).where(eq(departments.id, id));
}
