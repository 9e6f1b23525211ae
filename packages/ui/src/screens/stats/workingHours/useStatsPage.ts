import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { StatsQuery } from '@console/api/contract';
import { useConfig } from '../../../data/resources.ts';
import { useNow } from '../../../data/now.tsx';
import { useUsers } from '../../../data/users.ts';
import { useDates } from '../../../format/dates.tsx';
import { statsSpace } from '../statsSpace.ts';
import {
  defaultStatsLists,
  readStatsFilters,
  statsQueryOf,
  todayIn,
  writeStatsFilters,
  type StatsFilters,
} from '../statsFilters.ts';

// docs/stats.md "Screens": what every status time screen reads as /stats/overall does: the URL's period and filters
// in the user's zone, the space, the API query, and the space's members for names and the operators' picker.
export function useStatsPage() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const config = useConfig();
  const users = useUsers();
  const { timeZone } = useDates();
  const today = todayIn(timeZone, useNow());
  const user = config.data?.user ?? null;
  const space = statsSpace(config.data, search);
  const defaults = useMemo(() => defaultStatsLists(user?.settings ?? null), [user]);
  const filters = useMemo(() => readStatsFilters(search, today, defaults), [search, today, defaults]);
  const query: StatsQuery | null = space ? statsQueryOf(space.id, filters, timeZone) : null;
  const members = (users.data?.items ?? []).filter((one) => space && one.space_ids.includes(space.id));
  const names = new Map(members.map((one) => [one.id, one.name]));
  return {
    filters,
    today,
    query,
    setFilters: (next: StatsFilters) => navigate(`${path}?${writeStatsFilters(search, next)}`),
    /** A member's name by id; their id when unknown (a user who left). */
    nameOf: (id: number) => names.get(id) ?? `#${id}`,
    /** The operators' picker: the space's members. */
    operators: members.map((one) => ({ id: one.id, label: one.name })),
    /** The period and filters as a query string, for links to another stats screen of the same period. */
    search: writeStatsFilters(search, filters),
  };
}
