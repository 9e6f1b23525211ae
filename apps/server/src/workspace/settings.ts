// settings/other (spec §3 space settings): the workspace's name, time zone, two-factor requirement and sections.
import { eq } from 'drizzle-orm';
import { ISSUES_DEFAULT_STATUSES } from '@console/spec';
import {
  SECTION_FLAGS,
  type SpaceSettings,
  type WorkspaceSettings,
  type WorkspaceSettingsSeen,
  type WorkspaceSettingsUpdate,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { spaces } from '../db/schema.ts';
import { isSectionOn } from './sections.ts';

type SpaceRow = typeof spaces.$inferSelect;

export function workspaceSettingsOf(space: SpaceRow): WorkspaceSettings {
  return {
    id: space.id,
    name: space.name,
    time_zone: space.timeZone,
    otp_required: space.settings.otp_required,
    sections: Object.fromEntries(
      SECTION_FLAGS.map((flag) => [flag, isSectionOn(space.settings, flag)]),
    ) as WorkspaceSettings['sections'],
  };
}

/** The settings with the sections switched: issues on gets the default statuses (spec §9) unless it has some. */
function switched(settings: SpaceSettings, update: WorkspaceSettingsUpdate): SpaceSettings {
  const next: SpaceSettings = { ...settings, otp_required: update.otp_required };
  for (const flag of SECTION_FLAGS) {
    const on = update.sections[flag];
    if (flag === 'issues') {
      const statuses = on ? (settings.issues.statuses.length > 0 ? settings.issues.statuses : [...ISSUES_DEFAULT_STATUSES]) : [];
      next.issues = { ...settings.issues, statuses };
    } else next[flag] = on;
  }
  return next;
}

/** Whether the settings are still the ones the form began from (every field the form writes). */
function unchangedSince(current: WorkspaceSettings, seen: WorkspaceSettingsSeen): boolean {
  return (
    current.name === seen.name &&
    current.time_zone === seen.time_zone &&
    current.otp_required === seen.otp_required &&
    SECTION_FLAGS.every((flag) => current.sections[flag] === seen.sections[flag])
  );
}

export type SaveSettingsOutcome = { kind: 'ok'; settings: WorkspaceSettings } | { kind: 'conflict'; current: WorkspaceSettings };

// Two administrators editing settings/other at once: the later save of a form begun before the other's save is refused
// (409 with the settings as they are now) rather than silently putting back what the other changed; without `seen`,
// the save goes through as before. The row is read and written in one transaction, locked, so two saves do not cross.
export async function saveWorkspaceSettings(
  db: Db,
  spaceId: number,
  update: WorkspaceSettingsUpdate,
): Promise<SaveSettingsOutcome> {
  return db.transaction(async (tx) => {
    const [space] = await tx.select().from(spaces).where(eq(spaces.id, spaceId)).for('update');
    const current = workspaceSettingsOf(space!);
    if (update.seen && !unchangedSince(current, update.seen)) return { kind: 'conflict', current };
    const [row] = await tx
      .update(spaces)
      .set({ name: update.name.trim(), timeZone: update.time_zone, settings: switched(space!.settings, update) })
      .where(eq(spaces.id, spaceId))
      .returning();
    return { kind: 'ok', settings: workspaceSettingsOf(row!) };
  });
}
