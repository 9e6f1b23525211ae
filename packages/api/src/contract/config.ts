import { RECENT_EMOJI_LIMIT } from '@console/spec';
import * as z from 'zod/mini';
import { User } from './user.ts';
import { Space, UserStatus } from './space.ts';

export const CONFIG_PATH = 'v1/config';

// A saved filter (spec §3): route is absent for statistics.
export const SavedFilter = z.object({
  id: z.int(),
  name: z.string(),
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  route: z.optional(z.string()),
});
export type SavedFilter = z.infer<typeof SavedFilter>;

export const Counts = z.object({
  issues_count: z.int(),
  issues_expired_count: z.int(),
  monitoring_count: z.int(),
  items_count: z.int(),
});
export type Counts = z.infer<typeof Counts>;

// GET v1/config?ts (spec §3, §7).
export const ConfigResponse = z.extend(Counts, {
  user: User,
  spaces: z.array(Space),
  user_statuses: z.array(UserStatus),
  filters: z.array(SavedFilter),
  emoji: z.record(z.string(), z.array(z.string()).check(z.maxLength(RECENT_EMOJI_LIMIT))),
  otp_required: z.boolean(),
  loaded: z.int(), // unix ms when the server produced it
});
export type ConfigResponse = z.infer<typeof ConfigResponse>;
