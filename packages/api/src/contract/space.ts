import * as z from 'zod/mini';
import { degradable } from './degradable.ts';
import { TimeZone } from './timeZone.ts';

export const Tariff = z.object({ id: z.int(), name: z.string() });
export type Tariff = z.infer<typeof Tariff>;

// spec §3 space settings flags; a missing or malformed one reads as off and hides only its section (docs/answers.md).
const flag = (name: string) => degradable(`settings.${name}`, z.boolean(), false);
export const SpaceSettings = z.object({
  user_workinghours: flag('user_workinghours'),
  issues: degradable('settings.issues', z.object({ assigned_to: z.nullable(z.int()), statuses: z.array(z.string()) }), {
    assigned_to: null,
    statuses: [],
  }),
  monitoring_count: flag('monitoring_count'),
  otp_required: flag('otp_required'),
  analytics: flag('analytics'),
  youscan: flag('youscan'),
  csi_menu: flag('csi_menu'),
  qa: flag('qa'),
  labels: flag('labels'),
  templates: flag('templates'),
  macros: flag('macros'),
  stats: flag('stats'),
  bots: flag('bots'),
  ai: flag('ai'),
  random: flag('random'),
  audit: flag('audit'),
  subscriptions: flag('subscriptions'),
});
export type SpaceSettings = z.infer<typeof SpaceSettings>;

/** Every section flag of a space off (spec §3), no issue statuses: a plain workspace, for the demo seed and tests. */
export const SPACE_SETTINGS_OFF: SpaceSettings = {
  user_workinghours: false,
  issues: { assigned_to: null, statuses: [] },
  monitoring_count: false,
  otp_required: false,
  analytics: false,
  youscan: false,
  csi_menu: false,
  qa: false,
  labels: false,
  templates: false,
  macros: false,
  stats: false,
  bots: false,
  ai: false,
  random: false,
  audit: false,
  subscriptions: false,
};

export const Space = z.object({
  id: z.int(),
  name: z.string(),
  expires_at: z.int(), // unix seconds
  is_trial: z.boolean(),
  tariff: Tariff,
  settings: SpaceSettings,
  // Ours (docs/answers.md): IANA; schedules, dates and counts use it unless the user overrides it; absent: the console's fallback zone.
  time_zone: degradable('time_zone', z.optional(TimeZone), undefined),
});
export type Space = z.infer<typeof Space>;

export const UserStatus = z.object({
  id: z.int(),
  name: z.string(),
  color: z.string(),
  hidden: z.boolean(),
  offline: z.boolean(),
  space_id: z.int(),
});
export type UserStatus = z.infer<typeof UserStatus>;
