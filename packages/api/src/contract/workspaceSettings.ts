import * as z from 'zod/mini';
import { TimeZone } from './timeZone.ts';

// settings/other (spec §2.4, §3 space settings): the workspace's name, time zone, two-factor requirement and the
// optional sections it switches on. GET and PUT v1/spaces/:id (not shown by the spec: designed like the others).

/** The optional sections of spec §3 an administrator switches (issues: on while it has issue statuses). */
export const SECTION_FLAGS = [
  'user_workinghours',
  'issues',
  'analytics',
  'youscan',
  'csi_menu',
  'qa',
  'labels',
  'templates',
  'macros',
  'stats',
  'bots',
  'ai',
  'random',
  'audit',
  'subscriptions',
] as const;
export type SectionFlag = (typeof SECTION_FLAGS)[number];

export const Sections = z.record(z.enum(SECTION_FLAGS), z.boolean());
export type Sections = Record<SectionFlag, boolean>;

export const SPACE_NAME_MAX = 100;

export const WorkspaceSettings = z.object({
  id: z.int(),
  name: z.string(),
  time_zone: z.string(),
  otp_required: z.boolean(),
  sections: Sections,
});
export type WorkspaceSettings = z.infer<typeof WorkspaceSettings>;

/** The settings a form began from (ours, docs/error-types.md `conflict`): what the administrator saw before editing. */
export const WorkspaceSettingsSeen = z.object({
  name: z.string().check(z.maxLength(SPACE_NAME_MAX * 4)),
  time_zone: z.string().check(z.maxLength(100)),
  otp_required: z.boolean(),
  sections: Sections,
});
export type WorkspaceSettingsSeen = z.infer<typeof WorkspaceSettingsSeen>;

export const WorkspaceSettingsUpdate = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(SPACE_NAME_MAX)),
  time_zone: TimeZone,
  otp_required: z.boolean(),
  sections: Sections,
  /** Optional: when the settings differ from these (another administrator saved meanwhile), nothing is saved: 409. */
  seen: z.optional(WorkspaceSettingsSeen),
});
export type WorkspaceSettingsUpdate = z.infer<typeof WorkspaceSettingsUpdate>;

/** A 409's body (error_type 'conflict' as items and chats): the settings as they are now, for the form to start from. */
export const WorkspaceSettingsConflict = z.object({
  error: z.string(),
  error_type: z.literal('conflict'),
  current: WorkspaceSettings,
});
export type WorkspaceSettingsConflict = z.infer<typeof WorkspaceSettingsConflict>;
