// Companies of a space (spec §1: the administrator manages companies; §3 Company): create, rename, the settings of §3,
// delete. Another workspace's company answers 404, as a missing one does (docs/adding-a-screen.md "Records of a space").
import { and, count, eq } from 'drizzle-orm';
import type { Company, CompanyCreate, CompanySeen, CompanySettings, CompanyUpdate } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { companies, objects, spaceMembers } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { assertOwnSpace, type Tx } from '../members/access.ts';
import { recordAction } from '../members/actionLog.ts';
import { toCompany } from '../views.ts';

type CompanyRow = typeof companies.$inferSelect;

/** A new company's settings (as a signed-up space's first company has them). */
export const DEFAULT_COMPANY_SETTINGS: CompanySettings = { items_assigned_to: null, status_open: true, tags_mode: 'any' };

async function companyRowOf(db: Tx, callerId: number, id: number): Promise<CompanyRow> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row) throw new ApiFailure(404, 'notFound');
  await assertOwnSpace(db, callerId, row.spaceId);
  return row;
}

/** items_assigned_to names a member of the company's space (spec §3), or nobody. */
async function checkAssignee(db: Tx, spaceId: number, userId: number | null): Promise<void> {
  if (userId === null) return;
  const [member] = await db
    .select({ id: spaceMembers.userId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)));
  if (!member) throw new ApiFailure(400, 'companyAssigneeUnknown', { errorType: 'invalid_assignee' });
}

export async function createCompany(db: Db, input: { callerId: number; now: number; create: CompanyCreate }): Promise<Company> {
  const { callerId, now, create } = input;
  await assertOwnSpace(db, callerId, create.space_id);
  const [row] = await db
    .insert(companies)
    .values({ spaceId: create.space_id, name: create.name, settings: DEFAULT_COMPANY_SETTINGS })
    .returning();
  const after = toCompany(row!);
  await recordAction(db, {
    spaceId: create.space_id,
    userId: callerId,
    action: 'company.create',
    target: { type: 'company', id: after.id },
    before: null,
    after,
    now,
  });
  return after;
}

const unchangedSince = (row: CompanyRow, seen: CompanySeen): boolean =>
  row.name === seen.name &&
  row.settings.items_assigned_to === seen.settings.items_assigned_to &&
  row.settings.status_open === seen.settings.status_open &&
  row.settings.tags_mode === seen.settings.tags_mode;

export type CompanyOutcome = { kind: 'ok'; company: Company } | { kind: 'conflict'; current: Company };

// Two administrators on one company (docs/error-types.md conflict): a save whose `seen` is no longer current is refused
// with the company as it is now; the row is locked for the read and the write.
export async function updateCompany(
  db: Db,
  input: { callerId: number; now: number; id: number; update: CompanyUpdate },
): Promise<CompanyOutcome> {
  const { callerId, now, id, update } = input;
  const beforeRow = await companyRowOf(db, callerId, id);
  if (update.settings) await checkAssignee(db, beforeRow.spaceId, update.settings.items_assigned_to);
  const conflict = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
    if (update.seen && !unchangedSince(row!, update.seen)) return true;
    await tx
      .update(companies)
      .set({ name: update.name ?? row!.name, settings: update.settings ?? row!.settings })
      .where(eq(companies.id, id));
    return false;
  });
  const [afterRow] = await db.select().from(companies).where(eq(companies.id, id));
  const after = toCompany(afterRow!);
  if (conflict) return { kind: 'conflict', current: after };
  await recordAction(db, {
    spaceId: beforeRow.spaceId,
    userId: callerId,
    action: 'company.update',
    target: { type: 'company', id },
    before: toCompany(beforeRow),
    after,
    now,
  });
  return { kind: 'ok', company: after };
}

/**
 * Deleting a company (docs/companies.md): refused while it has accounts (they are moved or removed first, on their
 * own pages: deleting would take their comments and chats with them), and for the space's last company (a space
 * always has one, where new accounts go).
 */
export async function deleteCompany(db: Db, input: { callerId: number; now: number; id: number }): Promise<void> {
  const row = await companyRowOf(db, input.callerId, input.id);
  await db.transaction(async (tx) => {
    const [accounts] = await tx.select({ n: count() }).from(objects).where(eq(objects.companyId, row.id));
    if ((accounts?.n ?? 0) > 0)
      throw new ApiFailure(409, 'companyHasAccounts', { errorType: 'company_has_accounts', params: { count: accounts!.n } });
    const [siblings] = await tx.select({ n: count() }).from(companies).where(eq(companies.spaceId, row.spaceId));
    if ((siblings?.n ?? 0) <= 1) throw new ApiFailure(409, 'lastCompany', { errorType: 'last_company' });
    await tx.delete(companies).where(eq(companies.id, row.id));
  });
  await recordAction(db, {
    spaceId: row.spaceId,
    userId: input.callerId,
    action: 'company.delete',
    target: { type: 'company', id: row.id },
    before: toCompany(row),
    after: null,
    now: input.now,
  });
}
