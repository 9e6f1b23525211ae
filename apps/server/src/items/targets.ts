// What a change may point at: an assignee who is a member of the item's space, tags of that space (400
// naming the others), a user group of that space, and for a user limited to groups only one of their own (spec §1).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { tagAllowedIn } from '@console/api/contract';
import { companies, spaceMembers, tags as tagsTable, usergroups } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { limitOfUser, type ItemRow } from './access.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function requireAssignee(tx: Tx | Db, spaceId: number, assigneeId: number | null): Promise<void> {
  if (assigneeId === null) return;
  const [member] = await tx
    .select({ id: spaceMembers.userId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, assigneeId)));
  if (!member) throw new ApiFailure(400, 'itemAssigneeUnknown');
}

/** Tags must be the item's space's own: 400 naming the others, in the request's language. */
export async function requireSpaceTags(tx: Tx | Db, spaceId: number, tagIds: readonly number[] | undefined): Promise<void> {
  if (!tagIds || tagIds.length === 0) return;
  const wanted = [...new Set(tagIds)];
  const rows = await tx
    .select({ id: tagsTable.id })
    .from(tagsTable)
    .where(and(eq(tagsTable.spaceId, spaceId), inArray(tagsTable.id, wanted)));
  const known = new Set(rows.map((row) => row.id));
  const others = wanted.filter((id) => !known.has(id));
  if (others.length > 0) throw new ApiFailure(400, 'itemTagOtherSpace', { params: { ids: others.join(', ') } });
}

/**
 * The company's tags_mode (docs/companies.md): tags newly put on one of its items must be allowed there ('grouped':
 * only tags in a group; 'none': none); tags it already carries may stay. An unknown mode allows every tag.
 */
export async function requireCompanyTags(tx: Tx | Db, companyId: number, added: readonly number[]): Promise<void> {
  if (added.length === 0) return;
  const [company] = await tx.select({ settings: companies.settings }).from(companies).where(eq(companies.id, companyId));
  const mode = company?.settings.tags_mode;
  const rows = await tx
    .select({ id: tagsTable.id, group_id: tagsTable.groupId })
    .from(tagsTable)
    .where(inArray(tagsTable.id, [...added]));
  if (rows.some((tag) => !tagAllowedIn(mode, tag))) throw new ApiFailure(400, 'tagNotAllowed', { errorType: 'tag_not_allowed' });
}

export async function requireOwnTags(db: Db, userId: number, tagIds: readonly number[] | undefined): Promise<void> {
  if (!tagIds || tagIds.length === 0) return;
  const wanted = [...new Set(tagIds)];
  const rows = await db
    .select({ id: tagsTable.id })
    .from(tagsTable)
    .innerJoin(spaceMembers, and(eq(spaceMembers.spaceId, tagsTable.spaceId), eq(spaceMembers.userId, userId)))
    .where(inArray(tagsTable.id, wanted));
  const known = new Set(rows.map((row) => row.id));
  const others = wanted.filter((id) => !known.has(id));
  if (others.length > 0) throw new ApiFailure(400, 'itemTagOtherSpace', { params: { ids: others.join(', ') } });
}

/** A group of the item's space; a user limited to groups there may choose only one of their own (spec §1). */
export async function requireUsergroup(tx: Tx | Db, row: ItemRow, userId: number, groupId: number | null): Promise<void> {
  const limit = await limitOfUser(tx as Db, userId, row.spaceId);
  if (limit && (groupId === null || !limit.includes(groupId))) throw new ApiFailure(403, 'itemUsergroupLimited');
  if (groupId === null) return;
  const [group] = await tx
    .select({ id: usergroups.id })
    .from(usergroups)
    .where(and(eq(usergroups.id, groupId), eq(usergroups.spaceId, row.spaceId)));
  if (!group) throw new ApiFailure(400, 'itemUsergroupUnknown');
}
