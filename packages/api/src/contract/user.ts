import * as z from 'zod/mini';
import { degradable } from './degradable.ts';
import { TimeZone } from './timeZone.ts';
import { AfterClose } from './afterClose.ts';

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

// spec §3 user settings; a malformed one reads as its empty default (docs/answers.md) and only its filter is lost.
const ids = (field: string) => degradable(`settings.${field}`, z.array(z.int()), []);
const names = (field: string) => degradable(`settings.${field}`, z.array(z.string()), []);
export const UserSettings = z.object({
  status: names('status'),
  company_id: ids('company_id'),
  object_id: ids('object_id'),
  provider: names('provider'),
  reversed: degradable('settings.reversed', z.boolean(), false),
  tag_id: ids('tag_id'),
  priority: names('priority'),
  hide_other: degradable('settings.hide_other', z.boolean(), false),
  issues_assigned_to: degradable('settings.issues_assigned_to', z.nullable(z.int()), null),
  issues_department_id: ids('issues_department_id'),
  issues_sort: degradable('settings.issues_sort', z.nullable(z.string()), null),
  wh_status_notification: degradable('settings.wh_status_notification', z.nullable(z.int()), null),
  // Ours, optional (docs/answers.md): what closing a comment or chat leads to; absent or unknown: the next one.
  after_close: degradable('settings.after_close', z.optional(AfterClose), undefined),
});
export type UserSettings = z.infer<typeof UserSettings>;

export const Locale = z.enum(['ru', 'en']);
export type Locale = z.infer<typeof Locale>;

/** The defaults of the settings when the whole object is missing or not an object. */
export const EMPTY_USER_SETTINGS: z.output<typeof UserSettings> = UserSettings.parse({});

// spec §3 leaves the locale open: a language the interface lacks reads as null, the interface's default.
const AnswerLocale = z.catch(z.nullable(Locale), null);

// spec §3 User. Required are the fields the spec names; `role`, `otp_enabled` and `time_zone` are ours, optional
// (docs/answers.md lists each default: the role from the flags, two-factor off, the workspace's time zone).
export const User = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  email_status: degradable('email_status', z.number(), 1), // below 1: unconfirmed (spec §3)
  status: degradable('status', z.nullable(z.int()), null),
  role: degradable('role', z.optional(RoleName), undefined),
  roles: UserRoles,
  locale: AnswerLocale,
  settings: degradable('settings', UserSettings, EMPTY_USER_SETTINGS),
  is_partner: degradable('is_partner', z.boolean(), false),
  otp_enabled: degradable('otp_enabled', z.optional(z.boolean()), undefined),
  // The user's own time zone (IANA); null or absent: the workspace's.
  time_zone: degradable('time_zone', z.optional(z.nullable(TimeZone)), undefined),
  // Our extension (docs/answers.md): an address asked for by PUT v1/me/email and not confirmed yet; the email dialog of
  // spec §4 shows it as where the link was sent. Absent: no change waits.
  email_pending: degradable('email_pending', z.optional(z.string()), undefined),
});
export type User = z.infer<typeof User>;

/**
 * The role the console offers actions by (spec §6). `role` is ours; without it, what the role flags of spec §3 allow:
 * the settings flag is the administrator's, any other user is offered every comment action and the server's 403
 * decides (docs/answers.md).
 */
export const roleOf = (user: Pick<User, 'role' | 'roles'>): RoleName =>
  user.role ?? (user.roles.settings ? 'administrator' : 'operator');
