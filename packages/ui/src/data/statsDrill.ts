import {
  DRILL_DATE,
  isTimeZone,
  STATS_DRILL_EVENTS,
  STATS_DRILL_PARAMS,
  STATS_OPERATOR_EVENTS,
  type StatsDrillEvent,
  type StatsDrillQuery,
} from '@console/api/contract';

// Spec §2.3 statistics, docs/stats.md "Drill-down": the event filter of the
// comments and chats lists as the URL holds it (the API's parameters, contract statsDrill.ts), and the link a stats
// number opens. The filter is one filter: all its parameters or none.

/** The event filter of a list: the event, its period (both days counted, in `tz`) and who did it. */
export interface EventFilter {
  event: StatsDrillEvent;
  from: string;
  to: string;
  /** IANA zone; null: the user's (the server's default, docs/stats.md). */
  tz: string | null;
  /** The operator (replied, replies, closes); null: anyone. */
  userId: string | null;
}

const DIGITS = /^[1-9]\d{0,8}$/;

/** Whether a URL parameter (without `[]`) belongs to the event filter. */
export const isEventParam = (name: string): boolean => (STATS_DRILL_PARAMS as readonly string[]).includes(name);

/** The event filter a URL search holds, or null when it holds none or only part of one (that would only earn a 400). */
export function readEventFilter(search: string | URLSearchParams): EventFilter | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const event = STATS_DRILL_EVENTS.find((one) => one === params.get('event'));
  const from = params.get('event_from') ?? '';
  const to = params.get('event_to') ?? '';
  if (!event || !DRILL_DATE.test(from) || !DRILL_DATE.test(to) || from > to) return null;
  const tz = params.get('event_tz');
  const userId = params.get('event_user_id');
  const byOperator = userId !== null && DIGITS.test(userId) && STATS_OPERATOR_EVENTS.includes(event);
  return { event, from, to, tz: tz !== null && isTimeZone(tz) ? tz : null, userId: byOperator ? userId : null };
}

/** The API query (and URL parameters) of an event filter. */
export function eventQueryOf(filter: EventFilter | null): StatsDrillQuery {
  if (!filter) return {};
  return {
    event: filter.event,
    event_from: filter.from,
    event_to: filter.to,
    ...(filter.tz ? { event_tz: filter.tz } : {}),
    ...(filter.userId ? { event_user_id: filter.userId } : {}),
  };
}

/** The list a stats number opens: the comments (`/items`) or the chats (`/chats`). */
export type DrillChannel = 'comments' | 'chats';

/** The stats screen's filters a number was counted under (spec §3 user settings' fields, as the stats query names them). */
export interface DrillFilters {
  channel: DrillChannel;
  /** The operator whose number it is (replied, replies, closes). */
  userId?: number | null;
  objectIds?: readonly number[];
  companyIds?: readonly number[];
  providers?: readonly string[];
  /** Comments only (chats have no tags). */
  tagIds?: readonly number[];
  /** Comments only: the comments under these posts (a post's number on /stats/posts). */
  postIds?: readonly number[];
}

/**
 * The URL of the list behind a stats number: the event in the period (from, to: YYYY-MM-DD, both counted, in tz) under
 * the stats screen's filters. The list then holds exactly what the number counts (docs/stats.md "Drill-down").
 */
export function drillQuery(
  event: StatsDrillEvent,
  period: { from: string; to: string; tz?: string | null },
  filters: DrillFilters,
): string {
  const params = new URLSearchParams();
  const userId = filters.userId && STATS_OPERATOR_EVENTS.includes(event) ? String(filters.userId) : null;
  for (const [name, value] of Object.entries(
    eventQueryOf({ event, from: period.from, to: period.to, tz: period.tz ?? null, userId }),
  ))
    params.append(name, value);
  const many = (name: string, values: readonly (string | number)[] | undefined) => {
    for (const value of values ?? []) params.append(`${name}[]`, String(value));
  };
  // Chats have no tags (contract ChatsQuery): a chats number under a tag filter has no list (stats/drill.ts).
  many('company_id', filters.companyIds);
  many('object_id', filters.objectIds);
  many('provider', filters.providers);
  if (filters.channel === 'comments') many('tag_id', filters.tagIds);
  if (filters.channel === 'comments') many('post_id', filters.postIds);
  return `${filters.channel === 'comments' ? '/items' : '/chats'}?${params.toString()}`;
}
