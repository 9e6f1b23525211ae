import * as z from 'zod/mini';
import { TimeZone } from './timeZone.ts';

export const ME_PATH = 'v1/me';

// The five roles of spec §1; the flags in `roles` are what the console gates on (spec §6).
export const ROLE_NAMES = ['read_only', 'analyst', 'moderator', 'operator', 'administrator'] as const;
export const RoleName = z.enum(ROLE_NAMES);
export type RoleName = z.infer<typeof RoleName>;

export const UserRoles = z.object({
  messages: z.boolean(),
  items: z.boolean(),
  settings: z.boolean(),
  templates: z.boolean(),
  stats: z.boolean(),
});
export type UserRoles = z.infer<typeof UserRoles>;

export const UserSettings = z.object({
  status: z.array(z.string()),
  company_id: z.array(z.int()),
  object_id: z.array(z.int()),
  provider: z.array(z.string()),
  reversed: z.boolean(),
  tag_id: z.array(z.int()),
  priority: z.array(z.string()),
  hide_other: z.boolean(),
  issues_assigned_to: z.nullable(z.int()),
  issues_department_id: z.array(z.int()),
  issues_sort: z.nullable(z.string()),
  wh_status_notification: z.nullable(z.int()),
});
export type UserSettings = z.infer<typeof UserSettings>;

export const Locale = z.enum(['ru', 'en']);
export type Locale = z.infer<typeof Locale>;

export const User = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  email_status: z.int(), // below 1: unconfirmed (spec §3)
  status: z.nullable(z.int()),
  role: RoleName,
  roles: UserRoles,
  locale: z.nullable(Locale),
  settings: UserSettings,
  is_partner: z.boolean(),
  otp_enabled: z.boolean(),
  // The user's own time zone (IANA); null: the workspace's.
  time_zone: z.nullable(TimeZone),
  // Our extension (README "Sandbox outbox"): an address asked for by PUT v1/me/email and not confirmed yet; the email
  // dialog of spec §4 shows it as where the link was sent. Absent: no change waits.
  email_pending: z.optional(z.string()),
});
export type User = z.infer<typeof User>;
