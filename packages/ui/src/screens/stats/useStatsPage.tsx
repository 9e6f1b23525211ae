import { useMemo, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ConfigResponse, StatsNowQuery, StatsQuery } from '@console/api/contract';
import { useObjectsWithTags } from '../../data/objects.ts';
import { useConfig } from '../../data/resources.ts';
import { useNow } from '../../data/now.tsx';
import { useUsers } from '../../data/users.ts';
import { useDates } from '../../format/dates.tsx';
import type { FilterSources } from '../profile/MySettings/FilterDefaults.tsx';
import { filterSources } from '../profile/MySettings/formValues.ts';
import { StatsFilterBar } from './StatsFilterBar/StatsFilterBar.tsx';
import { nowQueryOf, readNowFilters, writeNowFilters } from './live/nowFilters.ts';
import { statsSpace } from './statsSpace.ts';
import {
  defaultStatsLists,
  readStatsFilters,
  statsQueryOf,
  todayIn,
  writeStatsFilters,
  type StatsFilters,
} from './statsFilters.ts';

/** An operator as the operators' picker lists them. */
export interface StatsOperatorOption {
  id: number;
  label: string;
}

export interface StatsPageOptions {
  /**
   * The space's members are asked (`members`, `nameOf`); without it no users are asked and both are empty.
   * Default false.
   */
  users?: boolean;
  /** The bar's account, company, network and tag pickers (asks the accounts). Default true. */
  sources?: boolean;
  /**
   * No filter in the URL is the user settings' filters (docs/stats.md "Screens"); false: none (the status screens, to
   * which only the operators' filter applies). Default true.
   */
  settingsDefaults?: boolean;
  /**
   * One operator's figures (stats/users/{id}, stats/my): `user_id[]` is theirs whatever the URL says and the bar
   * keeps it out of the URL; null (the default): the URL's; undefined: not known yet, `query` stays null.
   */
  operator?: number | null | undefined;
  /**
   * What is happening now (stats/dashboard, stats/live; docs/stats.md "Dashboard and live"): no period, only the
   * accounts', companies' and networks' filters (live/nowFilters.ts); the query is `nowQuery`. Default false.
   */
  now?: boolean;
}

export interface StatsPage {
  space: ConfigResponse['spaces'][number] | null;
  user: ConfigResponse['user'] | null;
  filters: StatsFilters;
  /** Today in the user's zone, "YYYY-MM-DD". */
  today: string;
  timeZone: string;
  /** The API query of the URL's period and filters (null until the user's space is known; null with `now`). */
  query: StatsQuery | null;
  /** With `now`: the API query of the URL's accounts, companies and networks (null until the space is known). */
  nowQuery: StatsNowQuery | null;
  /** Writes the period and filters to the URL (the bar's onChange). */
  setFilters: (next: StatsFilters) => void;
  /** The period and filters as a query string, for links to another stats screen of the same period. */
  search: string;
  /** The bar's account pickers' options (null while they load, or without `sources`). */
  sources: FilterSources | null;
  /** The space's members as the operators' picker lists them (with `users`). */
  members: readonly StatsOperatorOption[];
  /** The users' names by id (with `users`). */
  names: ReadonlyMap<number, string>;
  /** A user's name by id; `#id` when unknown (a user who left). */
  nameOf: (id: number) => string;
  /** The period and filter bar, with the operators' picker when given (an answer with the team's figures). */
  filterBar: (operators?: readonly StatsOperatorOption[] | null) => ReactNode;
}

// docs/stats.md "Screens": what every stats screen reads first, as /stats/overall does: the space, the URL's period and
// filters in the user's zone (statsFilters.ts), and the bar that writes them back to the URL.
export function useStatsPage(options: StatsPageOptions = {}): StatsPage {
  const {
    users: withUsers = false,
    sources: withSources = true,
    settingsDefaults = true,
    operator = null,
    now = false,
  } = options;
  const [path, navigate] = useLocation();
  const urlSearch = useSearch();
  const config = useConfig();
  const objects = useObjectsWithTags(withSources);
  const users = useUsers(withUsers);
  const { timeZone } = useDates();
  const today = todayIn(timeZone, useNow());
  const user = config.data?.user ?? null;
  const space = statsSpace(config.data, urlSearch);
  const defaults = useMemo(() => defaultStatsLists(settingsDefaults ? (user?.settings ?? null) : null), [user, settingsDefaults]);
  const filters = useMemo(() => {
    if (now) return readNowFilters(urlSearch, today, defaults);
    const read = readStatsFilters(urlSearch, today, defaults);
    return operator === null || operator === undefined
      ? read
      : { ...read, lists: { ...read.lists, user_id: [String(operator)] } };
  }, [urlSearch, today, defaults, operator, now]);
  const spaceId = space?.id ?? null;
  const query = useMemo(
    () => (spaceId === null || operator === undefined || now ? null : statsQueryOf(spaceId, filters, timeZone)),
    [spaceId, operator, filters, timeZone, now],
  );
  const nowQuery = useMemo(
    () => (spaceId === null || !now ? null : nowQueryOf(spaceId, filters.lists, timeZone)),
    [spaceId, filters, timeZone, now],
  );
  const write = now ? writeNowFilters : writeStatsFilters;
  // One operator's page keeps its operator out of the URL (the route names them).
  const setFilters = (next: StatsFilters) =>
    navigate(`${path}?${write(urlSearch, operator === null ? next : { ...next, lists: { ...next.lists, user_id: [] } })}`);
  const sources = withSources && objects.data && user ? filterSources(objects.data, user.settings.provider) : null;
  const names = new Map((users.data?.items ?? []).map((one) => [one.id, one.name]));
  const members = (users.data?.items ?? [])
    .filter((one) => space && one.space_ids.includes(space.id))
    .map((one) => ({ id: one.id, label: one.name }));
  return {
    space,
    user,
    filters,
    today,
    timeZone,
    query,
    nowQuery,
    setFilters,
    search: write(urlSearch, filters),
    sources,
    members,
    names,
    nameOf: (id) => names.get(id) ?? `#${id}`,
    filterBar: (operators = null) => (
      <StatsFilterBar filters={filters} today={today} onChange={setFilters} sources={sources} operators={operators} now={now} />
    ),
  };
}
