import * as z from 'zod/mini';
import { TimeZone } from './timeZone.ts';

export const Tariff = z.object({ id: z.int(), name: z.string() });
export type Tariff = z.infer<typeof Tariff>;

export const SpaceSettings = z.object({
  user_workinghours: z.boolean(),
  issues: z.object({ assigned_to: z.nullable(z.int()), statuses: z.array(z.string()) }),
  monitoring_count: z.boolean(),
  otp_required: z.boolean(),
  analytics: z.boolean(),
  youscan: z.boolean(),
  csi_menu: z.boolean(),
  qa: z.boolean(),
  labels: z.boolean(),
  templates: z.boolean(),
  macros: z.boolean(),
  stats: z.boolean(),
  bots: z.boolean(),
  ai: z.boolean(),
  random: z.boolean(),
  audit: z.boolean(),
  subscriptions: z.boolean(),
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
  // IANA; schedules, dates and counts use it unless the user overrides it.
  time_zone: TimeZone,
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
