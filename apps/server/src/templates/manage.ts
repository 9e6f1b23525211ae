// settings/templates (spec §2.4): the reply templates of a space as their editors see them, with their scope (every
// network, one network, or one account of it). The templates flag of the caller's membership there (spec §1, §3, §6);
// another workspace's records answer 404, as missing ones do (docs/adding-a-screen.md "Records of a space").
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ManagedTemplate, TemplateCreate, TemplateUpdate } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { companies, objects, spaceMembers, templates } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import type { Tx } from '../members/access.ts';
import { recordAction } from '../members/actionLog.ts';
import { editRecord, removeRecord } from '../members/recordEdits.ts';

type TemplateRow = typeof templates.$inferSelect;

const toTemplate = (row: TemplateRow): ManagedTemplate => ({
  id: row.id,
  space_id: row.spaceId,
  name: row.name,
  text: row.text,
  provider: row.provider,
  object_id: row.objectId,
});

/** 404 when the caller is not a member of the space, 403 when their membership there lacks the templates flag. */
async function assertTemplatesIn(db: Tx, callerId: number, spaceId: number): Promise<void> {
  const [row] = await db
    .select({ roles: spaceMembers.roles })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, callerId)));
  if (!row) throw new ApiFailure(404, 'notFound');
  if (!row.roles.templates) throw new ApiFailure(403, 'forbidden');
}

/** The spaces where the caller's membership has the templates flag. */
async function templateSpaceIds(db: Db, callerId: number, spaceId: number | undefined): Promise<number[]> {
  if (spaceId !== undefined) {
    await assertTemplatesIn(db, callerId, spaceId);
    return [spaceId];
  }
  const rows = await db
    .select({ id: spaceMembers.spaceId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.userId, callerId), sql`coalesce((${spaceMembers.roles}->>'templates')::boolean, false)`));
  return rows.map((row) => row.id);
}

export async function managedTemplates(db: Db, callerId: number, spaceId: number | undefined): Promise<ManagedTemplate[]> {
  const spaceIds = await templateSpaceIds(db, callerId, spaceId);
  if (spaceIds.length === 0) return [];
  const rows = await db
    .select()
    .from(templates)
    .where(inArray(templates.spaceId, spaceIds))
    .orderBy(asc(templates.name), asc(templates.id));
  return rows.map(toTemplate);
}

export async function templateOf(db: Tx, callerId: number, id: number): Promise<ManagedTemplate> {
  const [row] = await db.select().from(templates).where(eq(templates.id, id));
  if (!row) throw new ApiFailure(404, 'notFound');
  await assertTemplatesIn(db, callerId, row.spaceId);
  return toTemplate(row);
}

type Scope = { provider: string | null; object_id: number | null };

/**
 * The scope's account must be one of the space's and of the scope's network: another space's account is not found
 * (404), one of another network is 400 'templateAccountNetwork'; an account without a network is 400 too.
 */
async function checkScope(db: Tx, spaceId: number, scope: Scope): Promise<void> {
  if (scope.object_id === null) return;
  if (scope.provider === null) throw new ApiFailure(400, 'templateAccountNetwork');
  const [row] = await db
    .select({ provider: objects.provider })
    .from(objects)
    .innerJoin(companies, eq(companies.id, objects.companyId))
    .where(and(eq(objects.id, scope.object_id), eq(companies.spaceId, spaceId)));
  if (!row) throw new ApiFailure(404, 'notFound');
  if (row.provider !== scope.provider) throw new ApiFailure(400, 'templateAccountNetwork');
}

export async function createTemplate(
  db: Db,
  input: { callerId: number; now: number; create: TemplateCreate },
): Promise<ManagedTemplate> {
  const { callerId, now, create } = input;
  await assertTemplatesIn(db, callerId, create.space_id);
  await checkScope(db, create.space_id, create);
  const [row] = await db
    .insert(templates)
    .values({
      spaceId: create.space_id,
      name: create.name,
      text: create.text,
      provider: create.provider,
      objectId: create.object_id,
    })
    .returning();
  const after = toTemplate(row!);
  await recordAction(db, {
    spaceId: create.space_id,
    userId: callerId,
    action: 'template.create',
    target: { type: 'template', id: after.id },
    before: null,
    after,
    now,
  });
  return after;
}

export type TemplateOutcome = { kind: 'ok'; template: ManagedTemplate } | { kind: 'conflict'; current: ManagedTemplate };

const sameAsSeen = (row: TemplateRow, seen: NonNullable<TemplateUpdate['seen']>) =>
  row.name === seen.name && row.text === seen.text && row.provider === seen.provider && row.objectId === seen.object_id;

// Two editors on one template (docs/error-types.md conflict): a save whose `seen` is no longer current is refused
// with the template as it is now; the row is locked for the read and the write.
export async function updateTemplate(
  db: Db,
  input: { callerId: number; now: number; id: number; update: TemplateUpdate },
): Promise<TemplateOutcome> {
  const { callerId, now, id, update } = input;
  const outcome = await editRecord(db, {
    type: 'template',
    id,
    userId: callerId,
    now,
    read: () => templateOf(db, callerId, id),
    check: (before) => checkScope(db, before.space_id, update),
    apply: async (tx) => {
      const [row] = await tx.select().from(templates).where(eq(templates.id, id)).for('update');
      if (!row) throw new ApiFailure(404, 'notFound');
      if (update.seen && !sameAsSeen(row, update.seen)) return 'stale';
      await tx
        .update(templates)
        .set({ name: update.name, text: update.text, provider: update.provider, objectId: update.object_id })
        .where(eq(templates.id, id));
      return 'applied';
    },
  });
  return outcome.kind === 'ok' ? { kind: 'ok', template: outcome.record } : outcome;
}

export async function deleteTemplate(db: Db, input: { callerId: number; now: number; id: number }): Promise<void> {
  await removeRecord(db, {
    type: 'template',
    id: input.id,
    userId: input.callerId,
    now: input.now,
    read: () => templateOf(db, input.callerId, input.id),
    remove: async (tx) => void (await tx.delete(templates).where(eq(templates.id, input.id))),
  });
}
