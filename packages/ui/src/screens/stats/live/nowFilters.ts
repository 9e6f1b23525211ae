import type { NetworkId, StatsNowQuery } from '@console/api/contract';
import { STATS_OPEN_STATUSES } from '@console/api/contract';
import { readStatsFilters, writeStatsFilters, type StatsFilters } from '../statsFilters.ts';

// spec §2.3 stats/dashboard, stats/live, §2.5 (docs/stats.md "Dashboard and live"): no period, and of the user
// settings' filters only accounts, companies and networks (the dashboard's filter count covers only those), in the URL
// under the API's names as on every stats screen (statsFilters.ts).

export type NowLists = Pick<StatsFilters['lists'], 'object_id' | 'company_id' | 'provider'>;

/** The dashboard's filters of a URL search (the user settings' when the URL names none). */
export function readNowFilters(search: string, today: string, defaults: StatsFilters['lists']): StatsFilters {
  const { period, lists } = readStatsFilters(search, today, defaults);
  // No tags or operators here (and the period is not asked for): the bar writes none, and one in the URL counts nothing.
  return { period, lists: { ...lists, tag_id: [], user_id: [] } };
}

/** The URL search of the dashboard's filters (no period). */
export function writeNowFilters(search: string, filters: StatsFilters): string {
  const params = new URLSearchParams(writeStatsFilters(search, filters));
  params.delete('from');
  params.delete('to');
  return params.toString();
}

/** The API query (contract StatsNowQuery): the lists sent only when they choose something (networks checked on reading). */
export function nowQueryOf(spaceId: number, lists: NowLists, timeZone: string): StatsNowQuery {
  return {
    space_id: spaceId,
    tz: timeZone,
    ...(lists.object_id.length > 0 ? { 'object_id[]': lists.object_id } : {}),
    ...(lists.company_id.length > 0 ? { 'company_id[]': lists.company_id } : {}),
    ...(lists.provider.length > 0 ? { 'provider[]': lists.provider as NetworkId[] } : {}),
  };
}

export type ListCounter = 'open' | 'new' | 'unassigned';

/**
 * The list a counter counts (spec §9 lists): the comments or chats of the counter's statuses and assignment under the
 * dashboard's filters (accounts, companies, networks), so the list holds what the counter counts.
 */
export function listHref(channel: 'comments' | 'chats', counter: ListCounter, lists: NowLists): string {
  const params = new URLSearchParams();
  for (const status of counter === 'new' ? ['new'] : STATS_OPEN_STATUSES) params.append('status[]', status);
  for (const id of lists.object_id) params.append('object_id[]', id);
  for (const id of lists.company_id) params.append('company_id[]', id);
  for (const provider of lists.provider) params.append('provider[]', provider);
  if (counter === 'unassigned') params.set(channel === 'comments' ? 'assignment' : 'tab', 'unassigned');
  return `/${channel === 'comments' ? 'items' : 'chats'}?${params.toString()}`;
}
