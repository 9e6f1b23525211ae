import type { StatsCounts } from '@console/api/contract';
import { drillQuery, type DrillChannel } from '../../data/statsDrill.ts';
import type { Period, StatsFilters } from './statsFilters.ts';

// docs/stats.md "Drill-down": each count of a stats screen opens the comments behind it, by the lists' event filter
// (the event, the period in the screen's zone, the operator) under the screen's filters, so the list holds what the
// number counts. A count of one channel opens that channel's list (the comments or the chats); a sum of both (an
// answer without per-channel figures) opens the comments.

/** The event a count counts: one of the stats counts. */
export type DrillEvent = keyof StatsCounts;

const ids = (values: readonly string[]): number[] => values.map(Number).filter((id) => Number.isInteger(id) && id > 0);

export type { DrillChannel };

/**
 * The link of one count: the channel's list with the event filter and the filters it shares with statistics; `postId`
 * narrows the comments to one post's (a post's number on /stats/posts).
 */
export function drillHref(
  event: DrillEvent,
  period: Period,
  filters: StatsFilters['lists'],
  timeZone: string,
  channel: DrillChannel = 'comments',
  postId?: number,
): string {
  const [userId] = ids(filters.user_id);
  return drillQuery(
    event,
    { from: period.from, to: period.to, tz: timeZone },
    {
      channel,
      userId: userId ?? null,
      objectIds: ids(filters.object_id),
      companyIds: ids(filters.company_id),
      providers: filters.provider,
      tagIds: ids(filters.tag_id),
      ...(postId === undefined ? {} : { postIds: [postId] }),
    },
  );
}

/**
 * The link of one channel's count where the answer splits them, or null where no list holds what it counts: chats have
 * no tags, so under a tag filter they count none and the chats list cannot be narrowed to that (its number stays text).
 */
export function channelDrillHref(
  event: DrillEvent,
  period: Period,
  filters: StatsFilters['lists'],
  timeZone: string,
  channel: DrillChannel,
): string | null {
  if (channel === 'chats' && ids(filters.tag_id).length > 0) return null;
  return drillHref(event, period, filters, timeZone, channel);
}
