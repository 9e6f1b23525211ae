// Benchmark (quality.md "Performance budgets"): the comments list with 10,000 items in the built console,
// served by the reference server whose embedded database holds them (PGlite, seeded before the server starts),
// scrolled to the very end in Chromium. Prints the rows loaded, the DOM nodes in the list (the virtual window) and
// the long tasks while paging in and while scrolling the loaded rows; never asserts. Not part of npm test.
import { chromium } from 'playwright-core';
import { ServerProcess } from '../../apps/console/e2e/serverProcess.ts';
import { openPglite } from '../../apps/server/src/db/database.ts';
import { DEMO_EMAILS, DEMO_SPACE_NAME } from '../../apps/server/src/seed.ts';
import { launchOptions } from '../browser.mjs';
import {
  cpuTasksText,
  ensureConsoleBuilt,
  longTasksText,
  printProfile,
  printRow,
  signIn,
  startServer,
  traceTasks,
} from './browserBench.ts';

const PORT = 28140;
const ITEMS = 10_000;

ensureConsoleBuilt();

// 10,000 new and in-progress comments in the demo space (the default list), one every 7 s, unassigned.
async function seedItems(dataDir: string): Promise<number> {
  const database = await openPglite({ dataDir });
  const { client } = database;
  await client.query(
    `insert into items (space_id, company_id, object_id, provider, kind, author_id, text, created_at, status, priority, sentiment)
    select s.id, o.company_id, o.id, 'vk', 'comment', au.ids[1 + g % array_length(au.ids, 1)],
           'Bench comment ' || g || ': ' || repeat('текст отзыва ', 1 + g % 9),
           date_trunc('second', now()) - make_interval(secs => 86400 * 30 + g * 7),
           (array['new', 'inprogress'])[1 + g % 2], (array['low','normal','high'])[1 + g % 3],
           (array['negative','neutral','positive','none'])[1 + g % 4]
    from generate_series(1, $1::int) g
    cross join (select id from spaces where name = $2) s
    cross join lateral (
      select objects.id, objects.company_id from objects join companies c on c.id = objects.company_id
      where c.space_id = s.id and objects.provider = 'vk' limit 1
    ) o
    cross join lateral (select array_agg(id order by id) as ids from item_authors a where a.space_id = s.id and a.provider = 'vk') au`,
    [ITEMS, DEMO_SPACE_NAME],
  );
  await client.exec('analyze');
  const [row] = (
    await client.query<{ count: number }>(
      `select count(*)::int as count from items i join spaces s on s.id = i.space_id
       where s.name = $1 and i.parent_id is null and not i.excluded and i.status in ('new', 'inprogress')`,
      [DEMO_SPACE_NAME],
    )
  ).rows;
  await database.close();
  return row!.count;
}

type Probe = { loadingTasks: number[]; longTasks: number[]; maxNodes: number; rows: number; complete: boolean; pagingMs: number };

// In the page: scroll like a fast reader, a screenful a frame, paging in as the list asks, until the list is whole;
// then scroll the loaded rows again from the top, with no page to load: the list's own cost.
async function scrollProbe(): Promise<Probe> {
  const grid = document.querySelector('[role="grid"]')!;
  const scroller = grid.parentElement!;
  const longTasks: number[] = [];
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration))).observe({
    type: 'longtask',
  });
  let maxNodes = 0;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const lastRow = () => Number(grid.querySelector('[role="row"]:last-child')?.getAttribute('aria-rowindex') ?? 0);
  const complete = () => grid.getAttribute('aria-rowcount') !== '-1';
  const started = performance.now();
  performance.mark('bench:paging');
  const deadline = started + 180_000;
  scroller.scrollTop = 0;
  while (performance.now() < deadline) {
    scroller.scrollTop += scroller.clientHeight;
    await frame();
    maxNodes = Math.max(maxNodes, grid.querySelectorAll('*').length);
    if (complete() && lastRow() >= Number(grid.getAttribute('aria-rowcount'))) break;
    if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2) await new Promise((r) => setTimeout(r, 20));
  }
  const pagingMs = performance.now() - started;
  await new Promise((r) => setTimeout(r, 300));
  const loadingTasks = longTasks.splice(0);
  performance.mark('bench:loaded');
  scroller.scrollTop = 0;
  await frame();
  while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 2) {
    scroller.scrollTop += scroller.clientHeight;
    await frame();
    maxNodes = Math.max(maxNodes, grid.querySelectorAll('*').length);
  }
  await new Promise((r) => setTimeout(r, 300));
  return { loadingTasks, longTasks, maxNodes, rows: lastRow(), complete: complete(), pagingMs };
}

const server = new ServerProcess({ port: PORT, env: { SANDBOX_ITEMS_PER_MINUTE: '0' } });
const browser = await chromium.launch(launchOptions);
try {
  await startServer(server); // migrates and seeds the demo
  await server.stop();
  const expected = await seedItems(server.dataDir);
  await startServer(server);
  const page = await browser.newPage({ locale: 'ru-RU', viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
  await signIn(page, server.url, DEMO_EMAILS.admin);
  await page.goto(`${server.url}/items`);
  await page.locator('[role="grid"] [role="row"]').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1000);
  // BENCH_PROFILE=1: also the page's JavaScript profile over the scrolling, its heaviest functions by own time.
  const cdp = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
  const { result: probe, longBetween } = await traceTasks(page, () => page.evaluate(scrollProbe));
  if (cdp) printProfile((await cdp.send('Profiler.stop')).profile);
  printRow(
    'rows loaded',
    `${probe.rows} of ${expected} (list ${probe.complete ? 'complete' : 'NOT complete'}) in ${(probe.pagingMs / 1000).toFixed(1)} s`,
  );
  printRow('DOM nodes in the list', `at most ${probe.maxNodes} (budget 1,500)`);
  printRow('long tasks while paging in', longTasksText(probe.loadingTasks));
  printRow('  by CPU time (trace)', cpuTasksText(longBetween('bench:paging', 'bench:loaded')));
  printRow('long tasks scrolling loaded rows', `${longTasksText(probe.longTasks)} (budget: none)`);
  printRow('  by CPU time (trace)', `${cpuTasksText(longBetween('bench:loaded'))} (budget: none)`);
} finally {
  await browser.close();
  await server.stop();
}
