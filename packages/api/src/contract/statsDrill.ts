import * as z from 'zod/mini';
import { RequestIdDigits as Digits } from './ids.ts';
import { TimeZone } from './timeZone.ts';

// Spec §2.3 statistics (docs/stats.md "Drill-down"): the event filters of GET v1/items and v1/chats
// (docs/stats.md "Drill-down"). A stats number opens exactly the comments or chats it counts: the ones with the
// event (the rollups' measures, same definitions), by whom, in the period of the zone.

/**
 * A day, `YYYY-MM-DD`: the same pattern as workspaceHours.ts `IsoDate`, not imported from there because the lists'
 * queries carry this file into the inbox's chunks, which the workspace hours' schemas would weigh down (quality.md).
 */
export const DRILL_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const IsoDate = z.string().check(z.regex(DRILL_DATE));

/** The rollups' measures a list can be drilled by (docs/stats.md: what each one counts). */
export const STATS_DRILL_EVENTS = ['received', 'replied', 'replies', 'closed_with_reply', 'closed_without_reply'] as const;
export const StatsDrillEvent = z.enum(STATS_DRILL_EVENTS);
export type StatsDrillEvent = z.infer<typeof StatsDrillEvent>;
/** The events an operator does (received is the network's: no `event_user_id` with it). */
export const STATS_OPERATOR_EVENTS: readonly StatsDrillEvent[] = [
  'replied',
  'replies',
  'closed_with_reply',
  'closed_without_reply',
];

/**
 * The drill-down's query parameters, shared by the items and chats list queries. `event` needs `event_from` and
 * `event_to` (both counted, in `event_tz`, the user's zone else the workspace's when absent); `event_user_id` only
 * with an operator's event. Any other combination answers 400 `statsDrillInvalid`.
 */
export const statsDrillFields = {
  event: z.optional(StatsDrillEvent),
  event_from: z.optional(IsoDate),
  event_to: z.optional(IsoDate),
  event_tz: z.optional(TimeZone),
  event_user_id: z.optional(Digits),
};
export const StatsDrillQuery = z.object(statsDrillFields);
export type StatsDrillQuery = z.infer<typeof StatsDrillQuery>;

/** The names of the drill-down's parameters (the lists' data layer reads and writes them as one filter). */
export const STATS_DRILL_PARAMS = ['event', 'event_from', 'event_to', 'event_tz', 'event_user_id'] as const;

/** Why a drill-down query is refused, or null when it is whole: the parameters go together. */
export function statsDrillProblem(query: StatsDrillQuery): 'partial' | 'operator' | null {
  const { event, event_from: from, event_to: to, event_tz: tz, event_user_id: userId } = query;
  if (event === undefined) return (from ?? to ?? tz ?? userId) ? 'partial' : null;
  if (from === undefined || to === undefined) return 'partial';
  if (userId !== undefined && !STATS_OPERATOR_EVENTS.includes(event)) return 'operator';
  return null;
}
