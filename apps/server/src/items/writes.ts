// Every change to an item: one transaction that locks the row, writes a history row per changed field
// (who, what, when), bumps the version once, and then tells the space's sockets 'items.changed'.
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ACTION_FLAG,
  ACTION_PERMISSION,
  ERROR_TYPE_CONFLICT,
  type HistoryEntry,
  type Item,
  type ItemAction,
  type ItemConflict,
  type ItemsBulk,
  type ItemUpdate,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { itemHistory, items, itemTags } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { translate, type Language, type MessageKey } from '../messages.ts';
import type { Publisher } from '../realtime/publisher.ts';
import {
  itemOfUser,
  requirePaidSpace,
  requirePermission,
  requireProvider,
  type ItemRow,
  type LimitedBy,
  type UserRow,
} from './access.ts';
import { itemsMessage } from './list.ts';
import { loadHistory, loadItem, loadItems } from './load.ts';
import { keepingThreadStats } from '../stats/rollups.ts';
import { requireAssignee, requireCompanyTags, requireOwnTags, requireSpaceTags, requireUsergroup } from './targets.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Change = { field: HistoryEntry['field']; from: string | null; to: string | null };
export type WriteDeps = { db: Db; publisher: Publisher; now: () => number };

/**
 * The history rows of a change: `changes` as the writer names them, and a 'status' row whenever `set` moves the
 * status and none of them says so (a macro names only itself, docs/macros.md). Every status change thus leaves the
 * line the statistics count closes by (docs/stats.md: closed with or without a reply), whoever wrote it. A deletion's
 * or restoration's 'deleted' row is its status line (the status it left or went back to).
 */
export function withStatusLine(
  row: Pick<ItemRow, 'status'>,
  set: Partial<typeof items.$inferInsert>,
  changes: readonly Change[],
) {
  const moved = set.status !== undefined && set.status !== row.status;
  if (!moved || changes.length === 0 || changes.some((c) => c.field === 'status' || c.field === 'deleted')) return changes;
  return [...changes, { field: 'status' as const, from: row.status, to: set.status! }];
}

/** Locks the item, applies `set`, records `changes` under the next version. Nothing changed: nothing written. */
export async function commitChange(
  tx: Tx | Db,
  row: ItemRow,
  userId: number | null,
  now: number,
  set: Partial<typeof items.$inferInsert>,
  changes: readonly Change[],
): Promise<number> {
  if (changes.length === 0) return row.version;
  const version = row.version + 1;
  await tx
    .update(items)
    .set({ ...set, version })
    .where(eq(items.id, row.id));
  await tx.insert(itemHistory).values(
    withStatusLine(row, set, changes).map((c) => ({
      itemId: row.id,
      userId,
      field: c.field,
      fromValue: c.from,
      toValue: c.to,
      version,
      at: new Date(now),
    })),
  );
  return version;
}

const FIELD_KEYS: Record<HistoryEntry['field'], MessageKey> = {
  status: 'itemFieldStatus',
  priority: 'itemFieldPriority',
  sentiment: 'itemFieldSentiment',
  tags: 'itemFieldTags',
  assignee: 'itemFieldAssignee',
  usergroup: 'itemFieldUsergroup',
  reply: 'itemFieldReply',
  like: 'itemFieldLike',
  hidden: 'itemFieldHidden',
  deleted: 'itemFieldDeleted',
  report: 'itemFieldReport',
  exclude: 'itemFieldExclude',
  edit: 'itemFieldEdit',
  macro: 'itemFieldMacro',
};

/** The 409 body: who changed what since the version the user saw. */
export function conflictOf(item: Item, changes: HistoryEntry[], language: Language): ItemConflict {
  const last = changes.at(-1)?.user?.name ?? translate('itemConflictSomeone', language);
  const fields = [...new Set(changes.map((c) => translate(FIELD_KEYS[c.field], language)))].join(', ');
  return { error: translate('itemConflict', language, { user: last, fields }), error_type: ERROR_TYPE_CONFLICT, item, changes };
}

/** 'items.changed' to the space; `before`: the changed thread roots' groups before, so limited users hear what left them. */
export async function publishChanged(
  deps: WriteDeps,
  spaceId: number,
  ids: readonly number[],
  userId: number,
  before?: ReadonlyMap<number, LimitedBy>,
) {
  if (ids.length === 0) return;
  const rows = await loadItems(deps.db, { userId, now: deps.now(), where: inArray(items.id, [...ids]) });
  deps.publisher.toSpace(spaceId, await itemsMessage(deps.db, 'items.changed', rows), before ? { before } : {});
}

/** What the user-group limit looked at before a change: a thread root's group (spec §1; a reply goes with its root). */
export const groupBefore = (row: ItemRow): Array<[number, LimitedBy]> =>
  row.parentId === null ? [[row.id, { usergroupId: row.usergroupId }]] : [];

/** The thread root an item counts under in the statistics (its reply's parent is the root: items/replies.ts). */
export const threadRoot = (row: Pick<ItemRow, 'id' | 'parentId'>): number => row.parentId ?? row.id;

export async function tagsOf(tx: Tx | Db, itemId: number): Promise<number[]> {
  const rows = await tx.select({ id: itemTags.tagId }).from(itemTags).where(eq(itemTags.itemId, itemId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export type FieldChange = Omit<ItemUpdate, 'version'>;

/**
 * The permissions a change needs (spec §1): tags 'tag', closing 'close', everything else 'process', in the item's
 * space (the role is the membership's).
 */
export function checkUpdate(user: UserRow, spaceId: number, change: FieldChange): void {
  if (change.tags !== undefined) requirePermission(user, 'tag', spaceId);
  if (change.status !== undefined) requirePermission(user, change.status === 'closed' ? 'close' : 'process', spaceId);
  if (
    change.priority !== undefined ||
    change.sentiment !== undefined ||
    change.assignee_id !== undefined ||
    change.usergroup_id !== undefined
  )
    requirePermission(user, 'process', spaceId);
}

/** Applies a field change to a locked row; returns the new version. */
async function applyFields(tx: Tx, row: ItemRow, user: UserRow, now: number, change: FieldChange): Promise<number> {
  const { set, changes } = await fieldsOf(tx, row, user, change);
  return commitChange(tx, row, user.id, now, set, changes);
}

/** What a field change sets on a locked row and the history rows it makes (the tags are written here). */
export async function fieldsOf(
  tx: Tx,
  row: ItemRow,
  user: UserRow,
  change: FieldChange,
): Promise<{ set: Partial<typeof items.$inferInsert>; changes: Change[] }> {
  const set: Partial<typeof items.$inferInsert> = {};
  const changes: Change[] = [];
  const simple = (field: 'status' | 'priority' | 'sentiment', value: string | undefined) => {
    if (value === undefined || value === row[field]) return;
    changes.push({ field, from: row[field], to: value });
    Object.assign(set, { [field]: value });
  };
  simple('status', change.status);
  simple('priority', change.priority);
  simple('sentiment', change.sentiment);
  if (change.assignee_id !== undefined && change.assignee_id !== row.assigneeId) {
    await requireAssignee(tx, row.spaceId, change.assignee_id);
    changes.push({ field: 'assignee', from: row.assigneeId?.toString() ?? null, to: change.assignee_id?.toString() ?? null });
    set.assigneeId = change.assignee_id;
  }
  if (change.usergroup_id !== undefined && change.usergroup_id !== row.usergroupId) {
    await requireUsergroup(tx, row, user.id, change.usergroup_id);
    changes.push({ field: 'usergroup', from: row.usergroupId?.toString() ?? null, to: change.usergroup_id?.toString() ?? null });
    set.usergroupId = change.usergroup_id;
  }
  if (change.tags !== undefined) {
    await requireSpaceTags(tx, row.spaceId, change.tags);
    const before = await tagsOf(tx, row.id);
    const after = [...new Set(change.tags)].sort((a, b) => a - b);
    await requireCompanyTags(
      tx,
      row.companyId,
      after.filter((id) => !before.includes(id)),
    );
    if (before.join(',') !== after.join(',')) {
      await tx.delete(itemTags).where(eq(itemTags.itemId, row.id));
      if (after.length > 0) await tx.insert(itemTags).values(after.map((tagId) => ({ itemId: row.id, tagId })));
      changes.push({ field: 'tags', from: before.join(','), to: after.join(',') });
    }
  }
  return { set, changes };
}

export const lockRow = async (tx: Tx, id: number): Promise<ItemRow> => {
  const [row] = await tx.select().from(items).where(eq(items.id, id)).for('update');
  if (!row) throw new ApiFailure(404, 'notFound');
  return row;
};

export type UpdateOutcome = { kind: 'ok'; item: Item } | { kind: 'conflict'; body: ItemConflict };

/** PATCH v1/items/{id}: the user's change at the version they saw, or a 409 saying who changed what since. */
export async function updateItem(
  deps: WriteDeps,
  user: UserRow,
  id: number,
  update: ItemUpdate,
  language: Language,
): Promise<UpdateOutcome> {
  const { db } = deps;
  const now = deps.now();
  const target = await itemOfUser(db, user, id);
  const { version, ...change } = update;
  checkUpdate(user, target.spaceId, change);
  await requirePaidSpace(db, target.spaceId, now);
  const outcome = await db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    if (row.version !== version) return 'conflict' as const;
    await keepingThreadStats(tx, [threadRoot(row)], () => applyFields(tx, row, user, now, change));
    return new Map(groupBefore(row));
  });
  const item = (await loadItem(db, id, user.id, now))!;
  if (outcome === 'conflict') {
    const changes = await loadHistory(db, id, version);
    return { kind: 'conflict', body: conflictOf(item, changes, language) };
  }
  await publishChanged(deps, target.spaceId, [id], user.id, outcome);
  return { kind: 'ok', item };
}

/** POST v1/items/bulk: the same change to each item the user may change; the rest are listed as failed. */
export async function bulkUpdate(deps: WriteDeps, user: UserRow, bulk: ItemsBulk, language: Language) {
  const { db } = deps;
  const now = deps.now();
  const change: FieldChange = { status: bulk.status, assignee_id: bulk.assignee_id, usergroup_id: bulk.usergroup_id };
  // Tags of none of the user's spaces fail the whole request (400); per item, those of another space fail that item.
  await requireOwnTags(db, user.id, bulk.add_tags);
  const done: number[] = [];
  const failed: Array<{ id: number; error: string }> = [];
  const spaces = new Map<number, number[]>();
  const before = new Map<number, LimitedBy>();
  for (const id of [...new Set(bulk.ids)]) {
    try {
      const target = await itemOfUser(db, user, id);
      // Per item: the role is that of the item's space (a role without the permission there fails that item).
      checkUpdate(user, target.spaceId, { ...change, tags: bulk.add_tags });
      await requirePaidSpace(db, target.spaceId, now);
      await db.transaction(async (tx) => {
        const row = await lockRow(tx, id);
        const tags = bulk.add_tags && [...new Set([...(await tagsOf(tx, id)), ...bulk.add_tags])];
        await keepingThreadStats(tx, [threadRoot(row)], () => applyFields(tx, row, user, now, { ...change, tags }));
        for (const [rootId, was] of groupBefore(row)) before.set(rootId, was);
      });
      done.push(id);
      spaces.set(target.spaceId, [...(spaces.get(target.spaceId) ?? []), id]);
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      failed.push({ id, error: translate(error.key, language, error.params) });
    }
  }
  for (const [spaceId, ids] of spaces) await publishChanged(deps, spaceId, ids, user.id, before);
  const rows = await loadItems(db, { userId: user.id, now, where: inArray(items.id, done.length ? done : [0]) });
  return { items: rows, failed };
}

// What each action sets and records (spec §3 provider flags) and the history row it writes.
function actionEffect(action: ItemAction, row: ItemRow, previousStatus: string | null) {
  switch (action) {
    case 'like':
    case 'unlike': {
      const liked = action === 'like';
      return liked === row.liked
        ? null
        : { set: { liked }, change: { field: 'like', from: String(row.liked), to: String(liked) } };
    }
    case 'hide':
    case 'unhide': {
      const hidden = action === 'hide';
      return hidden === row.hidden
        ? null
        : { set: { hidden }, change: { field: 'hidden', from: String(row.hidden), to: String(hidden) } };
    }
    case 'delete':
      return row.deleted
        ? null
        : { set: { deleted: true, status: 'deleted' }, change: { field: 'deleted', from: row.status, to: 'deleted' } };
    case 'restore': {
      if (!row.deleted) return null;
      const status = (previousStatus ?? 'open') as ItemRow['status'];
      return { set: { deleted: false, status }, change: { field: 'deleted', from: 'deleted', to: status } };
    }
    case 'report':
      return row.reported ? null : { set: { reported: true }, change: { field: 'report', from: null, to: 'true' } };
    case 'exclude':
      return row.excluded ? null : { set: { excluded: true }, change: { field: 'exclude', from: null, to: 'true' } };
  }
}

/** POST v1/items/{id}/{action}. */
export async function actOnItem(deps: WriteDeps, user: UserRow, id: number, action: ItemAction): Promise<Item> {
  const { db } = deps;
  const now = deps.now();
  const target = await itemOfUser(db, user, id);
  requirePermission(user, ACTION_PERMISSION[action], target.spaceId);
  requireProvider(target.provider, ACTION_FLAG[action]);
  await requirePaidSpace(db, target.spaceId, now);
  const changed = await db.transaction(async (tx) => {
    const row = await lockRow(tx, id);
    // restore: the status the item had when it was deleted.
    const [deletion] =
      action === 'restore'
        ? await tx
            .select({ from: itemHistory.fromValue })
            .from(itemHistory)
            .where(and(eq(itemHistory.itemId, id), eq(itemHistory.field, 'deleted'), eq(itemHistory.toValue, 'deleted')))
            .orderBy(sql`${itemHistory.id} desc`)
            .limit(1)
        : [];
    const effect = actionEffect(action, row, deletion?.from ?? null);
    if (!effect) return false;
    await commitChange(tx, row, user.id, now, effect.set as Partial<typeof items.$inferInsert>, [effect.change as Change]);
    return true;
  });
  if (changed) await publishChanged(deps, target.spaceId, [id], user.id);
  return (await loadItem(db, id, user.id, now))!;
}
