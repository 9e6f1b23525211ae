// spec §3 "User status" managed in settings/workinghours: create, edit, reorder, delete. A space keeps one status a
// user can choose (neither hidden nor offline: spec §4's forced-status dialog needs one); deleting a status users hold,
// shifts set or shift templates use moves them all to the replacement named, and tells those users' consoles (spec §7).
import { and, asc, count, countDistinct, eq, inArray, max } from 'drizzle-orm';
import { recordStatusChange } from '../stats/statusTime.ts';
import { publishUserStatus } from '../realtime/userStatus.ts';
import type { ManagedStatus, StatusInput, StatusEdit } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { shifts, shiftTemplateShifts, spaces, users, userStatuses, workingHours } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import type { Language } from '../messages.ts';
import type { Publisher } from '../realtime/publisher.ts';

type StatusRow = typeof userStatuses.$inferSelect;

export async function statusesOf(db: Db, spaceId: number, language: Language): Promise<ManagedStatus[]> {
  const rows = await db
    .select()
    .from(userStatuses)
    .where(eq(userStatuses.spaceId, spaceId))
    .orderBy(asc(userStatuses.position), asc(userStatuses.id));
  const ids = rows.map((row) => row.id);
  const held = ids.length
    ? await db.select({ id: users.status, n: count() }).from(users).where(inArray(users.status, ids)).groupBy(users.status)
    : [];
  const set = ids.length
    ? await db
        .select({ id: workingHours.statusId, n: count() })
        .from(workingHours)
        .where(inArray(workingHours.statusId, ids))
        .groupBy(workingHours.statusId)
    : [];
  // Shifts: the weekly grids' and the working-hours periods they laid down; templates: each template once.
  const grid = ids.length
    ? await db
        .select({ id: shifts.statusId, n: count() })
        .from(shifts)
        .where(inArray(shifts.statusId, ids))
        .groupBy(shifts.statusId)
    : [];
  const used = ids.length
    ? await db
        .select({ id: shiftTemplateShifts.statusId, n: countDistinct(shiftTemplateShifts.templateId) })
        .from(shiftTemplateShifts)
        .where(inArray(shiftTemplateShifts.statusId, ids))
        .groupBy(shiftTemplateShifts.statusId)
    : [];
  const heldBy = new Map(held.map((row) => [row.id, row.n]));
  const setBy = new Map(set.map((row) => [row.id, row.n]));
  for (const row of grid) setBy.set(row.id, (setBy.get(row.id) ?? 0) + row.n);
  const usedBy = new Map(used.map((row) => [row.id, row.n]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name[language],
    color: row.color,
    hidden: row.hidden,
    offline: row.offline,
    space_id: row.spaceId,
    users_count: heldBy.get(row.id) ?? 0,
    shifts_count: setBy.get(row.id) ?? 0,
    templates_count: usedBy.get(row.id) ?? 0,
  }));
}

async function statusOfSpace(db: Db, spaceId: number, statusId: number): Promise<StatusRow> {
  const [row] = await db
    .select()
    .from(userStatuses)
    .where(and(eq(userStatuses.id, statusId), eq(userStatuses.spaceId, spaceId)));
  if (!row) throw new ApiFailure(404, 'notFound');
  return row;
}

const choosable = (row: Pick<StatusRow, 'hidden' | 'offline'>) => !row.hidden && !row.offline;

/** Refuses a change that would leave the space without a status a user can choose. */
async function keepChoosable(db: Db, spaceId: number, changedId: number, after: Pick<StatusRow, 'hidden' | 'offline'> | null) {
  if (after && choosable(after)) return;
  const rows = await db.select().from(userStatuses).where(eq(userStatuses.spaceId, spaceId));
  if (!rows.some((row) => row.id !== changedId && choosable(row))) {
    throw new ApiFailure(409, 'lastChoosableStatus', { errorType: 'last_choosable_status' });
  }
}

// One name, shown in both languages once an administrator has named it (the seed names statuses in both).
const bothLanguages = (name: string) => ({ ru: name.trim(), en: name.trim() });

export async function createStatus(db: Db, spaceId: number, input: StatusInput): Promise<number> {
  const [last] = await db
    .select({ n: max(userStatuses.position) })
    .from(userStatuses)
    .where(eq(userStatuses.spaceId, spaceId));
  const [row] = await db
    .insert(userStatuses)
    .values({
      spaceId,
      name: bothLanguages(input.name),
      color: input.color.toLowerCase(),
      hidden: input.hidden,
      offline: input.offline,
      position: (last?.n ?? 0) + 1,
    })
    .returning({ id: userStatuses.id });
  return row!.id;
}

// Two administrators on the statuses card (docs/error-types.md conflict): an edit or a reorder whose `seen` is no longer
// current is refused (the route answers 409 with the statuses as they are now); the status's (or the space's) row is
// locked for the read and the write, so two saves do not cross. Without `seen` it saves as before.
export async function updateStatus(
  db: Db,
  spaceId: number,
  statusId: number,
  input: StatusEdit,
  language: Language,
): Promise<'ok' | 'conflict'> {
  const found = await statusOfSpace(db, spaceId, statusId);
  await keepChoosable(db, spaceId, found.id, input);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(userStatuses).where(eq(userStatuses.id, found.id)).for('update');
    const { seen } = input;
    if (
      seen &&
      (row!.name[language] !== seen.name ||
        row!.color !== seen.color.toLowerCase() ||
        row!.hidden !== seen.hidden ||
        row!.offline !== seen.offline)
    )
      return 'conflict';
    // An unchanged name keeps both of the seed's languages.
    const name = row!.name[language] === input.name.trim() ? row!.name : bothLanguages(input.name);
    await tx
      .update(userStatuses)
      .set({ name, color: input.color.toLowerCase(), hidden: input.hidden, offline: input.offline })
      .where(eq(userStatuses.id, row!.id));
    return 'ok';
  });
}

/** The statuses in the order given: every status of the space, each once; 'conflict' when `seen` is no longer the order. */
export async function reorderStatuses(
  db: Db,
  spaceId: number,
  ids: readonly number[],
  seen?: readonly number[],
): Promise<'ok' | 'conflict'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: spaces.id }).from(spaces).where(eq(spaces.id, spaceId)).for('update');
    const rows = await tx
      .select({ id: userStatuses.id })
      .from(userStatuses)
      .where(eq(userStatuses.spaceId, spaceId))
      .orderBy(asc(userStatuses.position), asc(userStatuses.id));
    if (seen && JSON.stringify(rows.map((row) => row.id)) !== JSON.stringify(seen)) return 'conflict';
    const known = new Set(rows.map((row) => row.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw new ApiFailure(400, 'statusesOrderMismatch', { errorType: 'invalid_order' });
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(userStatuses)
        .set({ position: index + 1 })
        .where(eq(userStatuses.id, id));
    }
    return 'ok';
  });
}

export async function deleteStatus(
  db: Db,
  publisher: Publisher,
  spaceId: number,
  statusId: number,
  replacementId: number | undefined,
  now: number,
): Promise<void> {
  const row = await statusOfSpace(db, spaceId, statusId);
  await keepChoosable(db, spaceId, row.id, null);
  const holders = await db.select({ id: users.id }).from(users).where(eq(users.status, row.id));
  const periods = await db.$count(workingHours, eq(workingHours.statusId, row.id));
  const gridShifts = await db.$count(shifts, eq(shifts.statusId, row.id));
  const templateShifts = await db.$count(shiftTemplateShifts, eq(shiftTemplateShifts.statusId, row.id));
  const inUse = holders.length > 0 || periods + gridShifts + templateShifts > 0;
  if (inUse && replacementId === undefined) throw new ApiFailure(409, 'statusInUse', { errorType: 'status_in_use' });
  const replacement = inUse && replacementId !== undefined ? await statusOfSpace(db, spaceId, replacementId) : null;
  if (replacement?.id === row.id) throw new ApiFailure(400, 'statusReplacementSame', { errorType: 'invalid_replacement' });
  await db.transaction(async (tx) => {
    if (replacement) {
      await tx.update(users).set({ status: replacement.id }).where(eq(users.status, row.id));
      // Status time (docs/stats.md): the holders' time in the deleted status ends here.
      for (const holder of holders) await recordStatusChange(tx, holder.id, replacement.id, now);
      await tx.update(workingHours).set({ statusId: replacement.id }).where(eq(workingHours.statusId, row.id));
      // The grids' shifts and the templates' shifts keep their hours with the replacement (they would cascade away).
      await tx.update(shifts).set({ statusId: replacement.id }).where(eq(shifts.statusId, row.id));
      await tx.update(shiftTemplateShifts).set({ statusId: replacement.id }).where(eq(shiftTemplateShifts.statusId, row.id));
    }
    await tx.delete(userStatuses).where(eq(userStatuses.id, row.id));
  });
  if (replacement) for (const holder of holders) await publishUserStatus(db, publisher, holder.id, replacement.id);
}
