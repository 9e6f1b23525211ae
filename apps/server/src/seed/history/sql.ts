// Helpers of the year-of-history generator (docs/stats.md "Demo history and the benchmark"): deterministic
// pseudo-random numbers in SQL, literal arrays, reserved id ranges, the day and hour rhythm.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A number in [0, 1) from a row's key (an SQL expression) and a salt (0…99): PostgreSQL's hashint8 (Jenkins' hash),
 * the same on every run and machine, so the generated rows are too. No per-row round trip, no wall clock.
 */
export const rnd = (key: string, salt: number): string =>
  `((hashint8((${key})::bigint * 100 + ${salt}) & 2147483647)::float8 / 2147483648.0)`;

/** An integer array literal (ids and small numbers only: they are inlined). */
export const ints = (values: readonly number[]): string =>
  `array[${values.map((value) => String(Math.trunc(value))).join(',')}]::integer[]`;

/** A float array literal. */
export const floats = (values: readonly number[]): string =>
  `array[${values.map((value) => value.toFixed(4)).join(',')}]::float8[]`;

/** A text array as parameters. */
export const texts = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** `n` ids reserved from a table's serial sequence (the transaction holds the table locked): the first of them. */
export async function reserveIds(tx: Tx, table: string, n: number): Promise<number> {
  const [row] = rowsOf<{ first: string | number }>(
    await tx.execute(sql.raw(`select nextval(pg_get_serial_sequence('${table}', 'id'))::bigint as first`)),
  );
  const first = Number(row!.first);
  if (n > 1) await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), ${first + n - 1})`));
  return first;
}

/** Weight of each ISO weekday (1 Monday … 7 Sunday): busier on weekdays. */
export const WEEKDAY_WEIGHTS = [1.12, 1.1, 1.05, 1.0, 0.95, 0.6, 0.5];
/** Weight of each local hour 0…23: the night quiet, the working day busy, an evening tail. */
const HOUR_WEIGHTS = [1, 1, 0.5, 0.5, 0.5, 1, 2, 4, 6, 9, 10, 10, 9, 8, 9, 9, 9, 8, 7, 6, 6, 5, 3, 2];
/** Hours repeated by weight: a uniform pick from it follows the daily rhythm. */
export const HOUR_SLOTS: readonly number[] = HOUR_WEIGHTS.flatMap((weight, hour) =>
  Array.from({ length: Math.round(weight * 2) }, () => hour),
);

/**
 * The rows' days: `d` = 0 (today in the zone) … days − 1 back, the local `date`, ISO weekday `dow`, and `n`, how many
 * of `perDay` fall on it: the weekday's weight, a slow growth over the year towards today and ±15 % noise (salt).
 */
export function daysSql(options: { days: number; perDay: number; today: string; salt: number }): string {
  const { days, perDay, today, salt } = options;
  return `select d, date, dow,
      greatest(0, round(${perDay} * (${floats(WEEKDAY_WEIGHTS)})[dow] * (0.8 + 0.4 * (1 - d::float8 / ${days}))
        * (0.85 + 0.3 * ${rnd('d', salt)})))::integer as n
    from (select d, ('${today}'::date - d) as date, extract(isodow from '${today}'::date - d)::integer as dow
      from generate_series(0, ${days - 1}) d) days`;
}

/** Unix seconds of a local date plus seconds of wall clock in the zone (DST-safe: PostgreSQL's zone rules). */
export const localEpoch = (date: string, seconds: string, timeZone: string): string =>
  `extract(epoch from ((${date} + make_interval(secs => ${seconds}))::timestamp at time zone '${timeZone.replace(/'/g, "''")}'))::bigint`;

/** A log-uniform delay in seconds from `min` to `min` · e^`spread` (replies are mostly quick, some take hours). */
export const delay = (key: string, salt: number, min: number, spread: number): string =>
  `(${min} * exp(${rnd(key, salt)} * ${spread}))::bigint`;

/** Seconds from a local hour to 9:00 of the next working morning (0 within 8:00–20:00): nobody answers at night. */
export const nightWait = (hour: string): string =>
  `(case when ${hour} >= 20 then (33 - ${hour}) * 3600 when ${hour} < 8 then (9 - ${hour}) * 3600 else 0 end)`;
