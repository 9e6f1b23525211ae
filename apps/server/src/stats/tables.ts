// The statistics tables an export or a report can hold (docs/stats.md "Export"): name -> how to compute the figures
// and how to lay them out as a table. Every stats endpoint registers its table here (`registerStatsTable`), so the
// export, the reports and the screens' table views write the same rows.
import { overallTable, type CsvCell, type StatsQuery } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { translate, type Language } from '../messages.ts';
import { statsOverall, type StatsReach } from './overall.ts';

export type StatsTable = { columns: readonly string[]; rows: readonly (readonly CsvCell[])[] };

export type StatsTableSource = {
  /** The table of the period and filters, within what the caller may read (the route checked period and reach). */
  table(db: Db, query: StatsQuery, reach: StatsReach, timeZone: string, language: Language): Promise<StatsTable>;
};

export const STATS_TABLES = new Map<string, StatsTableSource>();

/** Adds a table to the registry (one name, one table: a second registration of a name is a mistake). */
export function registerStatsTable(name: string, source: StatsTableSource): void {
  if (STATS_TABLES.has(name)) throw new Error(`stats table ${name} registered twice`);
  STATS_TABLES.set(name, source);
}

// GET v1/stats/overall's table: one row per day of the period.
registerStatsTable('overall', {
  async table(db, query, reach, timeZone, language) {
    const overall = await statsOverall(db, query, reach, timeZone);
    return overallTable(overall, {
      date: translate('statsColumnDate', language),
      received: translate('statsColumnReceived', language),
      replies: translate('statsColumnReplies', language),
      replied: translate('statsColumnReplied', language),
      closed_with_reply: translate('statsColumnClosedWithReply', language),
      closed_without_reply: translate('statsColumnClosedWithoutReply', language),
    });
  },
});
