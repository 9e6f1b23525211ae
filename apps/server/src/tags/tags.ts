// settings/tags and settings/tag_groups (spec §2.4): a space's tags with colour, group and parent tag, and its groups.
// Records of another workspace answer 404, as missing ones do (docs/adding-a-screen.md "Records of a space").
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type {
  ManagedTag,
  ManagedTagGroup,
  TagCreate,
  TagGroupCreate,
  TagGroupUpdate,
  TagSeen,
  TagUpdate,
  TagsManageResponse,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { itemTags, tagGroups, tags } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { assertOwnSpace, type Tx } from '../members/access.ts';
import { recordAction } from '../members/actionLog.ts';
import { editRecord, removeRecord } from '../members/recordEdits.ts';
import { listedSpaces } from '../members/list.ts';
import { keepingTagStats } from '../stats/rollups.ts';

type TagRow = typeof tags.$inferSelect;

async function countsOf(db: Tx, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: itemTags.tagId, n: count() })
    .from(itemTags)
    .where(inArray(itemTags.tagId, [...ids]))
    .groupBy(itemTags.tagId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

const toTag = (row: TagRow, itemsCount: number): ManagedTag => ({
  id: row.id,
  space_id: row.spaceId,
  name: row.name,
  color: row.color,
  group_id: row.groupId,
  parent_id: row.parentId,
  items_count: itemsCount,
});

const toGroup = (row: typeof tagGroups.$inferSelect): ManagedTagGroup => ({ id: row.id, space_id: row.spaceId, name: row.name });

export async function managedTags(db: Db, callerId: number, spaceId: number | undefined): Promise<TagsManageResponse> {
  const spaceIds = await listedSpaces(db, callerId, spaceId);
  if (spaceIds.length === 0) return { tags: [], groups: [] };
  const [tagRows, groupRows] = await Promise.all([
    db.select().from(tags).where(inArray(tags.spaceId, spaceIds)).orderBy(asc(tags.name), asc(tags.id)),
    db.select().from(tagGroups).where(inArray(tagGroups.spaceId, spaceIds)).orderBy(asc(tagGroups.name), asc(tagGroups.id)),
  ]);
  const counts = await countsOf(
    db,
    tagRows.map((row) => row.id),
  );
  return { tags: tagRows.map((row) => toTag(row, counts.get(row.id) ?? 0)), groups: groupRows.map(toGroup) };
}

async function tagRowOf(db: Tx, callerId: number, id: number): Promise<TagRow> {
  const [row] = await db.select().from(tags).where(eq(tags.id, id));
  if (!row) throw new ApiFailure(404, 'notFound');
  await assertOwnSpace(db, callerId, row.spaceId);
  return row;
}

export async function tagOf(db: Tx, callerId: number, id: number): Promise<ManagedTag> {
  const row = await tagRowOf(db, callerId, id);
  return toTag(row, (await countsOf(db, [row.id])).get(row.id) ?? 0);
}

/** A group and a parent must be the tag's space's own; a parent may not be the tag or one of its descendants. */
async function checkPlace(
  db: Tx,
  spaceId: number,
  tagId: number | null,
  place: { group_id: number | null; parent_id: number | null },
) {
  if (place.group_id !== null) {
    const [group] = await db
      .select({ id: tagGroups.id })
      .from(tagGroups)
      .where(and(eq(tagGroups.id, place.group_id), eq(tagGroups.spaceId, spaceId)));
    if (!group) throw new ApiFailure(400, 'tagGroupUnknown', { errorType: 'invalid_group' });
  }
  if (place.parent_id === null) return;
  const rows = await db.select({ id: tags.id, parentId: tags.parentId }).from(tags).where(eq(tags.spaceId, spaceId));
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  if (!parentOf.has(place.parent_id)) throw new ApiFailure(400, 'tagParentInvalid', { errorType: 'invalid_parent' });
  // Walking up from the parent must not reach the tag itself (a cycle); the seen set stops a damaged chain.
  const seen = new Set<number>();
  for (let at: number | null | undefined = place.parent_id; at != null && !seen.has(at); at = parentOf.get(at)) {
    if (at === tagId) throw new ApiFailure(400, 'tagParentInvalid', { errorType: 'invalid_parent' });
    seen.add(at);
  }
}

export async function createTag(db: Db, input: { callerId: number; now: number; create: TagCreate }): Promise<ManagedTag> {
  const { callerId, now, create } = input;
  await assertOwnSpace(db, callerId, create.space_id);
  await checkPlace(db, create.space_id, null, create);
  const [row] = await db
    .insert(tags)
    .values({
      spaceId: create.space_id,
      name: create.name,
      color: create.color.toLowerCase(),
      groupId: create.group_id,
      parentId: create.parent_id,
    })
    .returning();
  const after = toTag(row!, 0);
  await recordAction(db, {
    spaceId: create.space_id,
    userId: callerId,
    action: 'tag.create',
    target: { type: 'tag', id: after.id },
    before: null,
    after,
    now,
  });
  return after;
}

const unchangedSince = (row: TagRow, seen: TagSeen): boolean =>
  row.name === seen.name &&
  row.color === seen.color.toLowerCase() &&
  row.groupId === seen.group_id &&
  row.parentId === seen.parent_id;

export type TagOutcome = { kind: 'ok'; tag: ManagedTag } | { kind: 'conflict'; current: ManagedTag };

// Two administrators on one tag (docs/error-types.md conflict): a save whose `seen` is no longer current is refused with
// the tag as it is now; the tag's row is locked for the read and the write, so two saves do not cross.
export async function updateTag(
  db: Db,
  input: { callerId: number; now: number; id: number; update: TagUpdate },
): Promise<TagOutcome> {
  const { callerId, now, id, update } = input;
  const outcome = await editRecord(db, {
    type: 'tag',
    id,
    userId: callerId,
    now,
    read: () => tagOf(db, callerId, id),
    check: (before) => checkPlace(db, before.space_id, id, update),
    apply: async (tx) => {
      const [row] = await tx.select().from(tags).where(eq(tags.id, id)).for('update');
      if (update.seen && !unchangedSince(row!, update.seen)) return 'stale';
      await tx
        .update(tags)
        .set({ name: update.name, color: update.color.toLowerCase(), groupId: update.group_id, parentId: update.parent_id })
        .where(eq(tags.id, id));
      return 'applied';
    },
  });
  return outcome.kind === 'ok' ? { kind: 'ok', tag: outcome.record } : outcome;
}

/** Deleting a tag takes it off the comments carrying it; its child tags become top-level (the parent is set null). */
export async function deleteTag(db: Db, input: { callerId: number; now: number; id: number }): Promise<void> {
  await removeRecord(db, {
    type: 'tag',
    id: input.id,
    userId: input.callerId,
    now: input.now,
    read: () => tagOf(db, input.callerId, input.id),
    // docs/stats.md: the comments' figures leave the tag with it.
    remove: (tx) =>
      keepingTagStats(tx, [input.id], async () => {
        await tx.delete(itemTags).where(eq(itemTags.tagId, input.id));
        await tx.delete(tags).where(eq(tags.id, input.id));
      }),
  });
}

/**
 * Merges a tag into another of its space: the comments carrying it carry the other (once), its child tags move under
 * the other (the other itself, if it was one of them, takes the merged tag's parent), and it is deleted.
 */
export async function mergeTag(
  db: Db,
  input: { callerId: number; now: number; id: number; intoId: number },
): Promise<ManagedTag> {
  const { callerId, now, id, intoId } = input;
  const source = await tagRowOf(db, callerId, id);
  const [into] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.id, intoId), eq(tags.spaceId, source.spaceId)));
  if (!into || into.id === source.id) throw new ApiFailure(400, 'tagMergeInvalid', { errorType: 'invalid_merge' });
  const before = await tagOf(db, callerId, id);
  // docs/stats.md: the carried comments' figures move to the other tag.
  await db.transaction((tx) =>
    keepingTagStats(tx, [source.id], async () => {
      const carried = await tx.select({ itemId: itemTags.itemId }).from(itemTags).where(eq(itemTags.tagId, source.id));
      if (carried.length > 0) {
        await tx
          .insert(itemTags)
          .values(carried.map((row) => ({ itemId: row.itemId, tagId: into.id })))
          .onConflictDoNothing();
      }
      if (into.parentId === source.id) await tx.update(tags).set({ parentId: source.parentId }).where(eq(tags.id, into.id));
      await tx
        .update(tags)
        .set({ parentId: into.id })
        .where(and(eq(tags.parentId, source.id), ne(tags.id, into.id)));
      await tx.delete(itemTags).where(eq(itemTags.tagId, source.id));
      await tx.delete(tags).where(eq(tags.id, source.id));
    }),
  );
  const after = await tagOf(db, callerId, into.id);
  await recordAction(db, {
    spaceId: source.spaceId,
    userId: callerId,
    action: 'tag.merge',
    target: { type: 'tag', id },
    before,
    after,
    now,
  });
  return after;
}

async function groupOf(db: Tx, callerId: number, id: number): Promise<ManagedTagGroup> {
  const [row] = await db.select().from(tagGroups).where(eq(tagGroups.id, id));
  if (!row) throw new ApiFailure(404, 'notFound');
  await assertOwnSpace(db, callerId, row.spaceId);
  return toGroup(row);
}

export async function createTagGroup(db: Db, input: { callerId: number; create: TagGroupCreate }): Promise<ManagedTagGroup> {
  await assertOwnSpace(db, input.callerId, input.create.space_id);
  const [row] = await db.insert(tagGroups).values({ spaceId: input.create.space_id, name: input.create.name }).returning();
  return toGroup(row!);
}

export type TagGroupOutcome = { kind: 'ok'; group: ManagedTagGroup } | { kind: 'conflict'; current: ManagedTagGroup };

export async function updateTagGroup(
  db: Db,
  input: { callerId: number; id: number; update: TagGroupUpdate },
): Promise<TagGroupOutcome> {
  const { callerId, id, update } = input;
  await groupOf(db, callerId, id);
  const conflict = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(tagGroups).where(eq(tagGroups.id, id)).for('update');
    if (update.seen && row!.name !== update.seen.name) return true;
    await tx.update(tagGroups).set({ name: update.name }).where(eq(tagGroups.id, id));
    return false;
  });
  const after = await groupOf(db, callerId, id);
  return conflict ? { kind: 'conflict', current: after } : { kind: 'ok', group: after };
}

/** Deleting a group keeps its tags, in no group (tags.group_id is set null by the database). */
export async function deleteTagGroup(db: Db, input: { callerId: number; id: number }): Promise<void> {
  await groupOf(db, input.callerId, input.id);
  await db.delete(tagGroups).where(eq(tagGroups.id, input.id));
}
