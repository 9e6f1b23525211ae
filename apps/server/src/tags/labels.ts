// settings/labels (spec §2.4; spec §1 "author labels"): a space's labels, and the authors carrying one, removable from
// there. Records of another workspace answer 404, as missing ones do (docs/adding-a-screen.md "Records of a space").
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { LabelAuthor, LabelCreate, LabelUpdate, ManagedLabel } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { authorLabels, itemAuthors, labels } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { assertOwnSpace, type Tx } from '../members/access.ts';
import { recordAction } from '../members/actionLog.ts';
import { editRecord, removeRecord } from '../members/recordEdits.ts';
import { listedSpaces } from '../members/list.ts';

type LabelRow = typeof labels.$inferSelect;

async function countsOf(db: Tx, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: authorLabels.labelId, n: count() })
    .from(authorLabels)
    .where(inArray(authorLabels.labelId, [...ids]))
    .groupBy(authorLabels.labelId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

const toLabel = (row: LabelRow, authorsCount: number): ManagedLabel => ({
  id: row.id,
  space_id: row.spaceId,
  name: row.name,
  color: row.color,
  authors_count: authorsCount,
});

export async function managedLabels(db: Db, callerId: number, spaceId: number | undefined): Promise<ManagedLabel[]> {
  const spaceIds = await listedSpaces(db, callerId, spaceId);
  if (spaceIds.length === 0) return [];
  const rows = await db.select().from(labels).where(inArray(labels.spaceId, spaceIds)).orderBy(asc(labels.name), asc(labels.id));
  const counts = await countsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toLabel(row, counts.get(row.id) ?? 0));
}

export async function labelOf(db: Tx, callerId: number, id: number): Promise<ManagedLabel> {
  const [row] = await db.select().from(labels).where(eq(labels.id, id));
  if (!row) throw new ApiFailure(404, 'notFound');
  await assertOwnSpace(db, callerId, row.spaceId);
  return toLabel(row, (await countsOf(db, [row.id])).get(row.id) ?? 0);
}

export async function createLabel(db: Db, input: { callerId: number; now: number; create: LabelCreate }): Promise<ManagedLabel> {
  const { callerId, now, create } = input;
  await assertOwnSpace(db, callerId, create.space_id);
  const [row] = await db
    .insert(labels)
    .values({ spaceId: create.space_id, name: create.name, color: create.color.toLowerCase() })
    .returning();
  const after = toLabel(row!, 0);
  await recordAction(db, {
    spaceId: create.space_id,
    userId: callerId,
    action: 'label.create',
    target: { type: 'label', id: after.id },
    before: null,
    after,
    now,
  });
  return after;
}

export type LabelOutcome = { kind: 'ok'; label: ManagedLabel } | { kind: 'conflict'; current: ManagedLabel };

// Two administrators on one label (docs/error-types.md conflict): a save whose `seen` is no longer current is refused
// with the label as it is now; the label's row is locked for the read and the write.
export async function updateLabel(
  db: Db,
  input: { callerId: number; now: number; id: number; update: LabelUpdate },
): Promise<LabelOutcome> {
  const { callerId, now, id, update } = input;
  const outcome = await editRecord(db, {
    type: 'label',
    id,
    userId: callerId,
    now,
    read: () => labelOf(db, callerId, id),
    apply: async (tx) => {
      const [row] = await tx.select().from(labels).where(eq(labels.id, id)).for('update');
      const { seen } = update;
      if (seen && (row!.name !== seen.name || row!.color !== seen.color.toLowerCase())) return 'stale';
      await tx.update(labels).set({ name: update.name, color: update.color.toLowerCase() }).where(eq(labels.id, id));
      return 'applied';
    },
  });
  return outcome.kind === 'ok' ? { kind: 'ok', label: outcome.record } : outcome;
}

/** Deleting a label takes it off every author carrying it; the authors and their comments stay. */
export async function deleteLabel(db: Db, input: { callerId: number; now: number; id: number }): Promise<void> {
  await removeRecord(db, {
    type: 'label',
    id: input.id,
    userId: input.callerId,
    now: input.now,
    read: () => labelOf(db, input.callerId, input.id),
    remove: async (tx) => {
      await tx.delete(authorLabels).where(eq(authorLabels.labelId, input.id));
      await tx.delete(labels).where(eq(labels.id, input.id));
    },
  });
}

export async function labelAuthors(db: Db, callerId: number, id: number): Promise<{ label: ManagedLabel; items: LabelAuthor[] }> {
  const label = await labelOf(db, callerId, id);
  const rows = await db
    .select({ id: itemAuthors.id, name: itemAuthors.name, provider: itemAuthors.provider, avatar: itemAuthors.avatar })
    .from(authorLabels)
    .innerJoin(itemAuthors, eq(itemAuthors.id, authorLabels.authorId))
    .where(and(eq(authorLabels.labelId, id), eq(itemAuthors.spaceId, label.space_id)))
    .orderBy(asc(itemAuthors.name), asc(itemAuthors.id));
  return { label, items: rows };
}

/** Takes the label off one author; an author who does not carry it answers 404. */
export async function removeLabelAuthor(db: Db, input: { callerId: number; id: number; authorId: number }) {
  await labelOf(db, input.callerId, input.id);
  const removed = await db
    .delete(authorLabels)
    .where(and(eq(authorLabels.labelId, input.id), eq(authorLabels.authorId, input.authorId)))
    .returning({ id: authorLabels.authorId });
  if (removed.length === 0) throw new ApiFailure(404, 'notFound');
  return labelAuthors(db, input.callerId, input.id);
}
