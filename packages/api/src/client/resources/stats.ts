import { STATS_OVERALL_PATH, StatsOverall, type StatsQuery } from '../../contract/stats.ts';
import { defineResource } from '../resource.ts';
import { toSearch } from './items.ts';

/** A stats query as URL parameters (the key of its SWR cache too): the filters repeat their names. */
export const statsSearch = (query: StatsQuery): string => toSearch({ ...query, space_id: String(query.space_id) });

export interface StatsResource {
  /** GET v1/stats/overall: the period's figures from the rollups (docs/stats.md); the filters repeat their names. */
  overall(query: StatsQuery): Promise<StatsOverall>;
}

export const statsResource = defineResource<StatsResource>(({ http }) => ({
  overall: (query) => http.request({ method: 'GET', path: `${STATS_OVERALL_PATH}${statsSearch(query)}`, schema: StatsOverall }),
}));
