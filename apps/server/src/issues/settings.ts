// settings/issues (spec §3 space settings issues {assigned_to, statuses}; docs/issues.md): the space's statuses and
// default assignee live in its settings, the closing statuses and the deadlines per priority in issue_settings.
import { and, eq, inArray } from 'drizzle-orm';
import { ISSUE_CLOSED_STATUS, type IssueSettings, type IssueSettingsUpdate } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { departments, issueSettings, spaces } from '../db/schema.ts';
import { ApiFailure } from '../http/errors.ts';
import { requireAssignee } from '../items/targets.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function issueSettingsOf(db: Db | Tx, spaceIds: readonly number[]): Promise<IssueSettings[]> {
  if (spaceIds.length === 0) return [];
  const rows = await db
    .select({ id: spaces.id, settings: spaces.settings, own: issueSettings })
    .from(spaces)
    .leftJoin(issueSettings, eq(issueSettings.spaceId, spaces.id))
    .where(inArray(spaces.id, [...spaceIds]))
    .orderBy(spaces.id);
  return rows.map((row) => ({
    space_id: row.id,
    statuses: row.settings.issues.statuses,
    closing: row.own?.closing ?? [ISSUE_CLOSED_STATUS],
    assigned_to: row.settings.issues.assigned_to,
    deadlines: row.own?.deadlines ?? { low: null, normal: null, high: null },
  }));
}

export async function issueSettingsOfSpace(db: Db | Tx, spaceId: number): Promise<IssueSettings> {
  const [settings] = await issueSettingsOf(db, [spaceId]);
  if (!settings) throw new ApiFailure(404, 'notFound');
  return settings;
}

/** Every status an issue of the space may have: the workspace's and the closing ones. */
export const allowedStatuses = (settings: IssueSettings): readonly string[] => [
  ...new Set([...settings.statuses, ...settings.closing]),
];

/** A status of the space (400 otherwise). */
export function requireStatus(settings: IssueSettings, status: string): void {
  if (!allowedStatuses(settings).includes(status)) throw new ApiFailure(400, 'issueStatusUnknown', { params: { status } });
}

/** PUT v1/issues/settings: the administrator's changes (statuses, closing ones, default assignee, deadlines). */
export async function updateIssueSettings(db: Db, update: IssueSettingsUpdate): Promise<IssueSettings> {
  const spaceId = update.space_id;
  await db.transaction(async (tx) => {
    const [space] = await tx.select({ settings: spaces.settings }).from(spaces).where(eq(spaces.id, spaceId)).for('update');
    if (!space) throw new ApiFailure(404, 'notFound');
    if (update.assigned_to !== undefined) await requireAssignee(tx, spaceId, update.assigned_to);
    if (update.statuses !== undefined || update.assigned_to !== undefined) {
      const issues = {
        statuses: update.statuses ? [...new Set(update.statuses)] : space.settings.issues.statuses,
        assigned_to: update.assigned_to === undefined ? space.settings.issues.assigned_to : update.assigned_to,
      };
      await tx
        .update(spaces)
        .set({ settings: { ...space.settings, issues } })
        .where(eq(spaces.id, spaceId));
    }
    if (update.closing !== undefined || update.deadlines !== undefined) {
      const set = {
        ...(update.closing ? { closing: [...new Set(update.closing)] } : {}),
        ...(update.deadlines ? { deadlines: update.deadlines } : {}),
      };
      await tx
        .insert(issueSettings)
        .values({ spaceId, ...set })
        .onConflictDoUpdate({ target: issueSettings.spaceId, set });
    }
  });
  return issueSettingsOfSpace(db, spaceId);
}

/** The departments of a space by id (an issue's department must be its space's: 400 otherwise). */
export async function requireDepartment(db: Db | Tx, spaceId: number, departmentId: number | null): Promise<void> {
  if (departmentId === null) return;
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.spaceId, spaceId)));
  if (!row) throw new ApiFailure(400, 'issueDepartmentUnknown');
}
