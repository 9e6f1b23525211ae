// The rollup tables' rows at zero (docs/stats.md "Maintenance as events happen"), apart from the tables' module:
// stats/rollups.ts reads them too, and importing db/tables/stats.ts before db/schema.ts would enter their import cycle
// from the wrong end (schema.ts spreads that module while it is still being evaluated).
import { sql } from 'drizzle-orm';

/**
 * A row whose counts all fell to zero (a share taken out and not put back under the same key): stats/rollups.ts deletes
 * such rows at the end of the write that left them, found through each table's partial index `…_zero` (at most the
 * rows of writes in progress, so the delete reads no other row whatever the tables' size).
 */
export const ZERO_MEASURES = sql.raw(
  'received = 0 and replies = 0 and replied = 0 and closed_with_reply = 0 and closed_without_reply = 0',
);
export const ZERO_COUNT = sql.raw('count = 0');
