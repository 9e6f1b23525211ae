// Benchmark (docs/stats.md "Demo history and the benchmark"): every stats endpoint's p50/p99 on
// the embedded database holding a year with a million comments (and chats, statuses, issues) in one space, made by the
// demo history's generator (apps/server/src/seed/history) and kept in .bench/stats-1m between runs (made again when the
// generator's version changes). Goal: p99 <= 100 ms. Prints, never asserts; not part of npm test.
import { existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/server/src/app.ts';
import { startSession } from '../../apps/server/src/auth/sessions.ts';
import { openPglite } from '../../apps/server/src/db/database.ts';
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts';
import { zonedParts } from '../../apps/server/src/domain/zonedTime.ts';
import { generateHistory, HISTORY_VERSION, recountHistory, type HistoryRows } from '../../apps/server/src/seed/history/index.ts';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, DEMO_EMAILS, DEMO_SPACE_NAME } from '../../apps/server/src/seed.ts';
import { percentile } from './timing.ts';

const DIR = fileURLToPath(new URL('../../.bench/stats-1m', import.meta.url));
const MARKER = `${DIR}.json`;
// ~1,000,000 comments over 365 days (weekday and daily rhythm, growing towards the end), a fifth as many conversations.
const SCALE = { days: 365, commentsPerDay: 3040, chatsPerDay: 600, issuesPerDay: 40 };
const RUNS = Number(process.env.STATS_BENCH_RUNS ?? 30);
const WARMUPS = 3;

type Marker = { version: number; scale: typeof SCALE; now: number; spaceId: number; rows: HistoryRows };
const seconds = (ms: number) => (ms / 1000).toFixed(1);

function readMarker(): Marker | null {
  if (!existsSync(MARKER) || !existsSync(DIR)) return null;
  const marker = JSON.parse(readFileSync(MARKER, 'utf8')) as Marker;
  return marker.version === HISTORY_VERSION && JSON.stringify(marker.scale) === JSON.stringify(SCALE) ? marker : null;
}

let found = readMarker();
if (found) {
  console.log(`reusing ${DIR} (generator version ${found.version}, made ${new Date(found.now).toISOString()})`);
} else {
  // Absent, incomplete (no marker) or of another generator: made again from nothing.
  rmSync(MARKER, { force: true });
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const database = await openPglite({ dataDir: DIR });
  await prepareDatabase(database, { id: DEFAULT_CLIENT_ID, secret: DEFAULT_CLIENT_SECRET });
  // drizzle-orm is the server package's dependency: plain SQL through PGlite here.
  const [space] = (await database.client.query<{ id: number }>('select id from spaces where name = $1', [DEMO_SPACE_NAME])).rows;
  const spaceId = Number(space!.id);
  const now = Date.now();
  let started = performance.now();
  const rows = await generateHistory(database.db, { spaceId, now, ...SCALE, bulk: true });
  await database.client.exec('analyze');
  const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
  console.log(`generated ${total} rows in ${seconds(performance.now() - started)} s:`, rows);
  started = performance.now();
  await recountHistory(database.db, spaceId);
  await database.client.exec('analyze');
  const [counted] = (
    await database.client.query<{ rollups: number; status: number }>(
      `select (select count(*) from stats_rollups where space_id = $1)::integer as rollups,
        (select count(*) from stats_status_time where space_id = $1)::integer as status`,
      [spaceId],
    )
  ).rows;
  console.log(
    `recounted in ${seconds(performance.now() - started)} s: ${counted!.rollups} rollup rows, ${counted!.status} status-time rows`,
  );
  await database.close();
  found = { version: HISTORY_VERSION, scale: SCALE, now, spaceId, rows };
  writeFileSync(MARKER, JSON.stringify(found, null, 2));
}
const marker: Marker = found;

const database = await openPglite({ dataDir: DIR });
// A kept database gets the migrations written since it was made (a new table starts empty: recount what it needs).
await database.migrate();
const { db } = database;
const app = await buildApp({ db, throttle: { ipRequests: { limit: 1e9, windowMs: 60_000 } } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
const [admin] = (await database.client.query<{ id: number }>('select id from users where email = $1', [DEMO_EMAILS.admin])).rows;
const adminId = Number(admin!.id);
const session = await startSession(db, { userId: adminId, clientId: DEFAULT_CLIENT_ID, now: Date.now() });
const auth = { authorization: `Bearer ${session.access_token}` };
const [space] = (
  await database.client.query<{ time_zone: string }>('select time_zone from spaces where id = $1', [marker.spaceId])
).rows;
const timeZone = space!.time_zone;

// The periods end on the generation's day (a kept database is not moved to today).
const end = zonedParts(marker.now, timeZone);
const dayOf = (back: number) => new Date(Date.UTC(end.year, end.month - 1, end.day - back)).toISOString().slice(0, 10);
const periods = [
  { name: 'year', from: dayOf(364), to: dayOf(0) },
  { name: '30 days', from: dayOf(29), to: dayOf(0) },
  // A month long past: the drill-down lists walk their order from the newest (docs/stats.md "Drill-down").
  { name: 'a month half a year back', from: dayOf(209), to: dayOf(180) },
];

console.log(
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${os.availableParallelism()} cores; ${RUNS} requests after ${WARMUPS} warm-ups each`,
);
const worst: { name: string; p99: number }[] = [];
// A slow endpoint (the last warm-up over SLOW_MS) is measured SLOW_RUNS times, so the run stays minutes, not hours.
const SLOW_MS = 1000;
const SLOW_RUNS = 5;
// STATS_BENCH_ONLY=replies measures only the lines whose name holds that text (working on one endpoint).
const ONLY = process.env.STATS_BENCH_ONLY;
async function measure(name: string, url: string): Promise<void> {
  if (ONLY && !name.includes(ONLY)) return;
  const times: number[] = [];
  let runs = RUNS;
  for (let i = 0; i < runs + WARMUPS; i++) {
    const at = performance.now();
    const response = await fetch(`${base}${url}`, { headers: auth });
    await response.arrayBuffer();
    if (!response.ok) {
      console.log(`${name.padEnd(58)} HTTP ${response.status}`);
      return;
    }
    const took = performance.now() - at;
    if (i >= WARMUPS) times.push(took);
    else if (i === WARMUPS - 1 && took > SLOW_MS) runs = Math.min(runs, SLOW_RUNS);
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  worst.push({ name, p99 });
  const ms = (value: number) => `${value.toFixed(1).padStart(8)} ms`;
  console.log(`${name.padEnd(58)} p50 ${ms(percentile(times, 50))}  p99 ${ms(p99)}${runs < RUNS ? `  (n=${runs}: slow)` : ''}`);
}

const PERIOD_ENDPOINTS = [
  'v1/stats/overall',
  'v1/stats/replies',
  'v1/stats/hours',
  'v1/stats/tags',
  'v1/stats/posts',
  'v1/stats/emotions',
  'v1/stats/issues',
  'v1/stats/users/statuses',
  `v1/stats/users/${adminId}/statuses`,
  'v1/stats/my/statuses',
  'v1/stats/users/workinghours',
  `v1/stats/users/${adminId}/workinghours`,
  'v1/stats/userstime',
];
for (const period of periods) {
  const query = `space_id=${marker.spaceId}&from=${period.from}&to=${period.to}&tz=${encodeURIComponent(timeZone)}`;
  console.log(`\n${period.name}: ${period.from} … ${period.to}`);
  for (const path of PERIOD_ENDPOINTS) await measure(`GET ${path}`, `${path}?${query}`);
  // The drill-down lists behind a number (docs/stats.md "Drill-down") and the overall table's CSV.
  const event = `event_from=${period.from}&event_to=${period.to}&event_tz=${encodeURIComponent(timeZone)}`;
  await measure('GET v1/items?event=received (drill-down, 50)', `v1/items?limit=50&event=received&${event}`);
  await measure('GET v1/chats?event=replied (drill-down)', `v1/chats?event=replied&${event}`);
  // The other events a number opens, and one operator's (the administrator answers in the demo history).
  for (const other of ['replied', 'closed_with_reply', 'closed_without_reply'])
    await measure(`GET v1/items?event=${other} (drill-down, 50)`, `v1/items?limit=50&event=${other}&${event}`);
  for (const other of ['received', 'closed_with_reply', 'closed_without_reply'])
    await measure(`GET v1/chats?event=${other} (drill-down)`, `v1/chats?event=${other}&${event}`);
  const operator = `event_user_id=${adminId}&${event}`;
  await measure('GET v1/items?event=replied, one operator (drill-down, 50)', `v1/items?limit=50&event=replied&${operator}`);
  await measure('GET v1/chats?event=replied, one operator (drill-down)', `v1/chats?event=replied&${operator}`);
  await measure('GET v1/chats/counts?event=replied (drill-down)', `v1/chats/counts?event=replied&${event}`);
  const link = await fetch(`${base}v1/stats/export`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ table: 'overall', space_id: marker.spaceId, from: period.from, to: period.to, tz: timeZone }),
  });
  if (link.ok) {
    const { url } = (await link.json()) as { url: string };
    await measure('GET v1/stats/export_files (overall CSV)', url.replace(/^\//, ''));
  } else console.log(`POST v1/stats/export HTTP ${link.status}`);
}
console.log('\nnow (no period):');
await measure('GET v1/stats/dashboard', `v1/stats/dashboard?space_id=${marker.spaceId}&tz=${encodeURIComponent(timeZone)}`);
await measure('GET v1/stats/live', `v1/stats/live?space_id=${marker.spaceId}&tz=${encodeURIComponent(timeZone)}`);

const over = worst.filter((one) => one.p99 > 100);
console.log(
  `\ngoal: p99 <= 100 ms: ${over.length === 0 ? 'met' : `NOT met by ${over.length} of ${worst.length}`}` +
    (over.length > 0 ? ` (slowest: ${over.sort((a, b) => b.p99 - a.p99)[0]!.name})` : ''),
);
await app.close();
await database.close();
