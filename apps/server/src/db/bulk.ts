// Filling tables in bulk where nothing else writes meanwhile (the year of history's generation and its recount,
// docs/stats.md "Demo history and the benchmark"): rows go in faster without the indexes and keys that each row would
// grow and check, and an index built once from all the rows is quicker than one grown row by row (PostgreSQL's
// "Populating a Database").
import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { rowsOf } from './rows.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const listOf = (tables: readonly string[]) => tables.map((table) => `'${table}'`).join(', ');

/**
 * Drops the tables' secondary indexes (`keys`: also their primary, unique and foreign keys) and answers the statements
 * that make them again, keys before the foreign keys that may lean on them.
 */
export async function dropIndexes(tx: Tx, tables: readonly string[], { keys = false } = {}): Promise<string[]> {
  const list = listOf(tables);
  const constraints = keys
    ? rowsOf<{ owner: string; name: string; def: string }>(
        await tx.execute(
          sql.raw(`select k.conrelid::regclass::text as owner, k.conname as name, pg_get_constraintdef(k.oid) as def
            from pg_constraint k join pg_class t on t.oid = k.conrelid
            where t.relname in (${list}) and k.contype in ('p', 'u', 'f') order by k.contype = 'f', k.conname`),
        ),
      )
    : [];
  const indexes = rowsOf<{ name: string; def: string }>(
    await tx.execute(
      sql.raw(`select c.relname as name, pg_get_indexdef(i.indexrelid) as def from pg_index i
        join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
        where t.relname in (${list}) and not i.indisprimary and not i.indisunique order by c.relname`),
    ),
  );
  for (const constraint of [...constraints].reverse())
    await tx.execute(sql.raw(`alter table ${constraint.owner} drop constraint "${constraint.name}"`));
  for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
  return [
    ...constraints.map((constraint) => `alter table ${constraint.owner} add constraint "${constraint.name}" ${constraint.def}`),
    ...indexes.map((index) => index.def),
  ];
}

/** Runs `fill` with the tables' indexes and keys dropped, then makes them again (a key a row breaks fails here). */
export async function withoutKeys<T>(tx: Tx, tables: readonly string[], fill: () => Promise<T>): Promise<T> {
  const again = await dropIndexes(tx, tables, { keys: true });
  const result = await fill();
  await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
  for (const statement of again) await tx.execute(sql.raw(statement));
  return result;
}
