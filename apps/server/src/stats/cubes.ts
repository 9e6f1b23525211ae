// Coarser sums of the rollups and the one place that plans which rows a period reads (docs/stats.md "Grains and
// cubes"). `stats_sums`/`stats_sum_times` hold the same counts as `stats_rollups`/`stats_reply_times` per UTC hour and
// per UTC day, week and four weeks, each "cube" keeping only some key columns (the others hold their "none" value). A query asks for the
// key columns it filters or groups on (`neededDims`); the planner takes the smallest cube holding them all and splits
// the period into 15-minute, hourly, daily, weekly and four-weekly pieces (`piecesOf`), so a year reads thousands of
// rows, not millions.
import { sql, type SQL } from 'drizzle-orm';
import { zoneOffset } from '../domain/zonedTime.ts';

/** The key columns besides space, bucket and channel (every cube keeps the channel: every query selects by it). */
export const DIMS = [
  'object_id',
  'company_id',
  'provider',
  'usergroup_id',
  'assignee_user_id',
  'operator_id',
  'tag_ids',
  'post_id',
  'sentiment',
] as const;
export type Dim = (typeof DIMS)[number];

/** A column's value in a cube that does not keep it (the tables' defaults). */
const NONE: Record<Dim, string> = {
  object_id: '0',
  company_id: '0',
  provider: `''`,
  usergroup_id: '0',
  assignee_user_id: '0',
  operator_id: '0',
  tag_ids: `'{}'::integer[]`,
  post_id: '0',
  sentiment: `'none'`,
};

/** The reach of a group-limited user and the account filters: object, company, network, group, chat assignee. */
const REACH: readonly Dim[] = ['object_id', 'company_id', 'provider', 'usergroup_id', 'assignee_user_id'];

/**
 * The cubes, smallest first (rows per bucket on a year of a million comments, docs/stats.md; ids are names, not
 * ranks: 6 came after 4 and 5 and is smaller): the planner takes the
 * first that keeps every column a query needs. A query none holds (a tag filter with an account filter, say) reads
 * the 15-minute rows as before. `from`: a cube holding every column of this one, whose hours this one's are summed from.
 */
export const CUBES: readonly { id: number; dims: readonly Dim[]; from?: number }[] = [
  // The channel alone: the whole space's figures (overall, hours, the dashboard without filters), two rows a bucket.
  { id: 7, dims: [], from: 1 },
  { id: 1, dims: ['sentiment'], from: 4 },
  { id: 2, dims: ['operator_id'], from: 5 },
  { id: 3, dims: ['tag_ids'] },
  // The accounts without the group limit's columns (the team's figures per account, the account filters): the chats'
  // assignees and the groups multiply cube 6's rows by about six in the reply-time histograms.
  { id: 8, dims: ['object_id', 'company_id', 'provider'], from: 6 },
  { id: 6, dims: REACH, from: 4 },
  { id: 4, dims: [...REACH, 'post_id', 'sentiment'] },
  { id: 5, dims: [...REACH, 'operator_id'] },
];

export const FINE = 900;
export const HOUR = 3600;
export const DAY = 86400;
/** Seven and 28 days counted from the epoch (not calendar weeks or months: any fixed multiple of a day nests). */
export const WEEK = 604800;
export const WEEKS4 = 2419200;
/** The coarse grains, each a multiple of the one before (a bucket of one lies in one bucket of the next). */
export const GRAINS = [HOUR, DAY, WEEK, WEEKS4] as const;
export type Grain = typeof FINE | (typeof GRAINS)[number];
const LEVELS: readonly Grain[] = [FINE, ...GRAINS];

const MEASURES = ['received', 'replies', 'replied', 'closed_with_reply', 'closed_without_reply'] as const;

/** The smallest cube keeping every needed column; null: none does (read the 15-minute rows). */
export function cubeFor(needed: readonly Dim[]): number | null {
  return CUBES.find((cube) => needed.every((dim) => cube.dims.includes(dim)))?.id ?? null;
}

/**
 * The coarse rows of a relation of fine rows (`from`: a name with stats_rollups' or stats_reply_times' columns),
 * every cube at every grain, summed: what `stats_sums` (or with `bin`, `stats_sum_times`) holds for those rows. The
 * fine rows are read three times (the cubes no other holds, per hour); the other cubes' hours are summed from a
 * larger cube's hours, every day from the hours, every week from the days and every four weeks from the weeks: a
 * recount of a year is three passes over its rows, not ten.
 */
function coarseOf(from: string, kind: 'sums' | 'times'): string {
  const extra = kind === 'times' ? ['bin'] : [];
  const measures = kind === 'times' ? ['count'] : [...MEASURES];
  // By position: a name would group by the input column (a cube's "none" value must merge the rows, a day's hours).
  const key = Array.from({ length: 5 + DIMS.length + extra.length }, (_, i) => i + 1).join(', ');
  const sums = measures.map((m) => `sum(${m})::integer as ${m}`).join(', ');
  const hourOf = (cube: (typeof CUBES)[number]) => {
    const source = cube.from === undefined ? from : `h${cube.from}`;
    const dims = DIMS.map((dim) => (cube.dims.includes(dim) ? dim : `${NONE[dim]} as ${dim}`)).join(', ');
    return `h${cube.id} as (select space_id, ${cube.id} as cube, ${HOUR} as grain, (bucket / ${HOUR}) * ${HOUR} as bucket,
      channel, ${dims}${extra.map((column) => `, ${column}`).join('')}, ${sums} from ${source} group by ${key})`;
  };
  // Each grain above the hour summed from the one below it.
  const coarser = (grain: number, source: string) =>
    `select space_id, cube, ${grain} as grain, (bucket / ${grain}) * ${grain} as bucket, channel, ${DIMS.join(', ')}${extra
      .map((column) => `, ${column}`)
      .join('')}, ${sums} from ${source} group by ${key}`;
  // A cube summed from another after it (a query's WITH names only what comes before).
  const ordered: (typeof CUBES)[number][] = [];
  while (ordered.length < CUBES.length)
    for (const cube of CUBES)
      if (!ordered.includes(cube) && (cube.from === undefined || ordered.some((one) => one.id === cube.from))) ordered.push(cube);
  return `with ${ordered.map(hourOf).join(',\n')},
    hours as (${CUBES.map((cube) => `select * from h${cube.id}`).join(' union all ')}),
    days as (${coarser(DAY, 'hours')}),
    weeks as (${coarser(WEEK, 'days')})
    select * from hours union all select * from days union all select * from weeks
    union all ${coarser(WEEKS4, 'weeks')}`;
}

/** An insert's end: added into the row of the same key (the constraint's), or nothing when filling (addEvents). */
export const adding = (fill: boolean, constraint: string, set: string): string =>
  fill ? '' : `on conflict on constraint ${constraint} do update set ${set}`;

/**
 * Inserts (adds into) the coarse rows of `from` into `stats_sums` or `stats_sum_times`; `fill`: inserts them as they are
 * (rollups.ts recountSpace's bulk mode: the tables have no key meanwhile, and none of the rows is there).
 */
export function addCoarse(from: string, kind: 'sums' | 'times', fill = false): SQL {
  const table = kind === 'sums' ? 'stats_sums' : 'stats_sum_times';
  const measures = kind === 'times' ? ['count'] : [...MEASURES];
  const columns = ['space_id', 'cube', 'grain', 'bucket', 'channel', ...DIMS, ...(kind === 'times' ? ['bin'] : []), ...measures];
  return sql.raw(`insert into ${table} (${columns.join(', ')}) ${coarseOf(from, kind)}
    ${adding(fill, `${table}_key`, measures.map((m) => `${m} = ${table}.${m} + excluded.${m}`).join(', '))}`);
}

/** A run of rows of one grain, [lo, hi) in unix seconds, counted `sign` times into day `day` (1-based). */
export type Piece = { grain: Grain; lo: number; hi: number; day: number; sign: 1 | -1 };

/**
 * [a, b) (multiples of 900, either order: b < a counts -[b, a)) as signed runs: the coarsest grain up to `maxGrain` not
 * longer than the span (and an hour), both ends rounded to its nearest multiple, then each end's part between it and its rounding
 * (at most half that grain) the same way with the finer grains: [a, b) = [A, B) + [a, A) - [b, B).
 */
function signedRuns(a: number, b: number, sign: 1 | -1, maxGrain: Grain, day: number, pieces: Piece[]): void {
  if (a === b) return;
  if (a > b) return signedRuns(b, a, -sign as 1 | -1, maxGrain, day, pieces);
  const round = (at: number, grain: Grain) => Math.round(at / grain) * grain;
  // A DST day of 23 hours still reads a day row (the hour of slack); the rounded ends must differ, so the remainders
  // are shorter than the grain and go to finer ones.
  const grain =
    [...LEVELS].reverse().find((level) => level <= maxGrain && level <= b - a + HOUR && round(a, level) < round(b, level)) ??
    FINE;
  const lo = round(a, grain);
  const hi = round(b, grain);
  pieces.push({ grain, lo, hi, day, sign });
  signedRuns(a, lo, sign, maxGrain, day, pieces);
  signedRuns(b, hi, -sign as 1 | -1, maxGrain, day, pieces);
}

/**
 * The pieces a period's days read: day i is [edges[i], edges[i+1]). A zone's day edge is rarely on a UTC day or hour,
 * so each day is read as the whole UTC days (or hours) between the edges rounded to the nearest, plus the part from
 * the edge to its rounding, counted with a sign: Moscow's day is UTC's day plus 21:00-24:00 of the day before, minus
 * 21:00-24:00 of its own, so it reads one day row and three hour rows per key, not 96 quarters. A longer span (the
 * period's totals: pass [from, to] alone) starts from four-week rows, then weeks, days, hours at its ends.
 * `maxGrain`: the coarsest rows the reader may take (900 with no cube).
 */
export function piecesOf(edges: readonly number[], maxGrain: Grain): Piece[] {
  const pieces: Piece[] = [];
  if (edges.length === 2) {
    signedRuns(edges[0]!, edges[1]!, 1, maxGrain, 1, pieces);
    return pieces;
  }
  // Days: each edge rounded once, to the nearest day (or the coarsest grain allowed under it), so the part between an
  // edge and its rounding is the same runs for the day it starts (+) and the day it ends (-): statsSource reads them
  // once for both. [e_i, e_i+1) = [A_i, A_i+1) + [e_i, A_i) - [e_i+1, A_i+1) holds for any A (an empty or reversed
  // middle included).
  const grain = [...LEVELS].reverse().find((level) => level <= Math.min(maxGrain, DAY)) ?? FINE;
  const rounded = edges.map((edge) => Math.round(edge / grain) * grain);
  for (let i = 0; i + 1 < edges.length; i++) {
    signedRuns(rounded[i]!, rounded[i + 1]!, 1, maxGrain, i + 1, pieces);
    signedRuns(edges[i]!, rounded[i]!, 1, maxGrain, i + 1, pieces);
    signedRuns(edges[i + 1]!, rounded[i + 1]!, -1, maxGrain, i + 1, pieces);
  }
  return pieces;
}

/** The coarsest grain the hours endpoint may read in the zone: hours when every hour of the period is one wall hour. */
export function hourGrainOf(edges: readonly number[], timeZone: string): Grain {
  const whole = (at: number) => zoneOffset(at * 1000, timeZone) % 3_600_000 === 0;
  for (let i = 0; i + 1 < edges.length; i++) {
    const from = edges[i]!;
    const to = edges[i + 1]!;
    if (!whole(from) || !whole(to)) return FINE;
    // A day whose offset changes: every hour must keep one offset through its four quarters.
    if (zoneOffset(from * 1000, timeZone) !== zoneOffset(to * 1000, timeZone))
      for (let at = Math.floor(from / HOUR) * HOUR; at < to; at += HOUR)
        if (zoneOffset(at * 1000, timeZone) !== zoneOffset((at + 2700) * 1000, timeZone)) return FINE;
  }
  return HOUR;
}

const int = (n: number) => {
  if (!Number.isInteger(n)) throw new Error(`not an integer: ${n}`);
  return String(n);
};

/**
 * The rows a query reads, as a relation: `day` (the piece's day), `bucket`, `channel`, every key column and the
 * measures (`kind` 'sums': the five counts; 'times': `bin` and `count`), each measure times the piece's sign, so a
 * `sum()` over it is the period's figure. `cube` null: the 15-minute rows only (the pieces must all be 900).
 */
export function statsSource(
  kind: 'sums' | 'times',
  spaceId: number,
  pieces: readonly Piece[],
  cube: number | null,
  where: SQL = sql`true`,
  edges: readonly number[] = [],
): SQL {
  const measures = kind === 'times' ? ['bin', 'count'] : [...MEASURES];
  const signed = measures.map((m) => (m === 'bin' ? 't.bin' : `d.sign * t.${m} as ${m}`)).join(', ');
  const columns = `d.day, t.bucket, t.channel, ${DIMS.map((dim) => `t.${dim}`).join(', ')}, ${signed}`;
  // One read per run of rows: pieces reading the same run (an edge's hours, + for one day and - for the day before)
  // are read once and counted into each of their days (unnest of the days and signs).
  const values = (list: readonly Piece[]) => {
    const reads = new Map<string, { grain: number; lo: number; hi: number; days: number[]; signs: number[] }>();
    for (const p of list) {
      const key = `${p.grain}:${p.lo}:${p.hi}`;
      const read = reads.get(key) ?? { grain: p.grain, lo: p.lo, hi: p.hi, days: [], signs: [] };
      read.days.push(p.day);
      read.signs.push(p.sign);
      reads.set(key, read);
    }
    return [...reads.values()]
      .map(
        (r) =>
          `(${int(r.grain)}, ${int(r.lo)}, ${int(r.hi)}, array[${r.days.map(int).join(', ')}]::integer[], array[${r.signs.map(int).join(', ')}]::integer[])`,
      )
      .join(', ');
  };
  const fine = pieces.filter((p) => p.grain === FINE);
  const coarse = pieces.filter((p) => p.grain !== FINE);
  if (coarse.length > 0 && cube === null) throw new Error('coarse pieces need a cube');
  const space = int(spaceId);
  const table = (fineTable: boolean) =>
    fineTable ? (kind === 'sums' ? 'stats_rollups' : 'stats_reply_times') : kind === 'sums' ? 'stats_sums' : 'stats_sum_times';
  // The 15-minute rows alone: one range scan, each row's day by width_bucket (the filters pushed into the scan).
  if (cube === null && edges.length > 1) {
    const plain = `width_bucket(t.bucket, array[${edges.map(int).join(', ')}]::integer[]) as day, t.bucket, t.channel, ${DIMS.map((dim) => `t.${dim}`).join(', ')}, ${measures.map((m) => `t.${m}`).join(', ')}`;
    return sql`(select ${sql.raw(plain)} from ${sql.raw(table(true))} t where t.space_id = ${sql.raw(space)}
      and t.bucket >= ${sql.raw(int(edges[0]!))} and t.bucket < ${sql.raw(int(edges.at(-1)!))} and ${where})`;
  }
  // Lateral: one index range scan per piece (the keys start with space, cube, grain, bucket), the query's filters
  // inside it; a join would hash the pieces and filter every row of the space against them ("offset 0" keeps the
  // subquery from being pulled up into one).
  const inner = sql.raw(
    `t.bucket, t.channel, ${DIMS.map((dim) => `t.${dim}`).join(', ')}, ${measures.map((m) => `t.${m}`).join(', ')}`,
  );
  const parts: SQL[] = [];
  if (fine.length > 0)
    parts.push(sql`select ${sql.raw(columns)} from (values ${sql.raw(values(fine))}) p(grain, lo, hi, days, signs)
      cross join lateral (select ${inner} from ${sql.raw(table(true))} t
        where t.space_id = ${sql.raw(space)} and t.bucket >= p.lo and t.bucket < p.hi and ${where} offset 0) t
      cross join lateral unnest(p.days, p.signs) d(day, sign)`);
  if (coarse.length > 0)
    parts.push(sql`select ${sql.raw(columns)} from (values ${sql.raw(values(coarse))}) p(grain, lo, hi, days, signs)
      cross join lateral (select ${inner} from ${sql.raw(table(false))} t
        where t.space_id = ${sql.raw(space)} and t.cube = ${sql.raw(int(cube!))} and t.grain = p.grain
          and t.bucket >= p.lo and t.bucket < p.hi and ${where} offset 0) t
      cross join lateral unnest(p.days, p.signs) d(day, sign)`);
  if (parts.length === 0)
    parts.push(
      sql.raw(`select ${columns} from (values (0, 0)) d(day, sign)
      join ${table(true)} t on false`),
    );
  return sql`(${sql.join(parts, sql` union all `)})`;
}

/**
 * Whether the planner may read the coarse sums: the tests (apps/server/test/statsCubes.test.ts) and the measurements
 * turn it off to get the 15-minute answers, which the planned ones must equal.
 */
export const PLANNER = { coarse: true };

/** The planned source of a query: the cube its columns need, the pieces of its days (or its totals), both kinds. */
export type Plan = { sums: SQL; times: SQL };
export function planOf(
  spaceId: number,
  edges: readonly number[],
  needed: readonly Dim[],
  where: SQL,
  maxGrain: Grain = WEEKS4,
): Plan {
  // Quarters only (hours in a zone of +05:45): the 15-minute rows' own range scan.
  const cube = PLANNER.coarse && maxGrain !== FINE ? cubeFor(needed) : null;
  const pieces = cube === null ? [] : piecesOf(edges, maxGrain);
  return {
    sums: statsSource('sums', spaceId, pieces, cube, where, edges),
    times: statsSource('times', spaceId, pieces, cube, where, edges),
  };
}
