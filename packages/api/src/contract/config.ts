import * as z from 'zod/mini';
import { degradable } from './degradable.ts';
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

// GET v1/config?ts (spec §3, §7). Read liberally (docs/answers.md): a malformed list or count degrades its own
// feature; the recent emoji are cut to spec §9's 18 by the client, and `loaded` is the client's own stamp (§4).
export const ConfigResponse = z.object({
  issues_count: degradable('issues_count', z.int(), 0),
  issues_expired_count: degradable('issues_expired_count', z.int(), 0),
  monitoring_count: degradable('monitoring_count', z.int(), 0),
  items_count: degradable('items_count', z.int(), 0),
  user: User,
  spaces: z.array(Space),
  user_statuses: degradable('user_statuses', z.array(UserStatus), []),
  filters: degradable('filters', z.array(SavedFilter), []),
  emoji: degradable('emoji', z.record(z.string(), z.array(z.string())), {}),
  otp_required: degradable('otp_required', z.boolean(), false),
  // unix ms when the answer arrived: the client stamps it and ignores the server's value (spec §4 config freshness).
  loaded: z.optional(z.number()),
});
export type ConfigResponse = z.infer<typeof ConfigResponse>;
