// Benchmark (quality.md "Performance budgets"; issue 6): the comments list with 10,000 items, in Storybook's
// Screens/Items/Items "Many Rows" story (the mock inbox), scrolled to the very end in Chromium. Prints the DOM
// nodes in the list (the virtual window) and the long tasks while scrolling; never asserts. Not part of npm test.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { FIXTURE_NOW } from '../../packages/api/src/mocks/fixtures.ts';
import { serveStatic } from '../../apps/storybook/visual/serve.mjs';
import { waitForStory } from '../../apps/storybook/visual/story.mjs';
import { launchOptions } from '../browser.mjs';

const STORY_ID = 'screens-items-items--many-rows';
const ITEMS = 10_000;
const root = fileURLToPath(new URL('../..', import.meta.url));
const staticDir = `${root}apps/storybook/storybook-static`;

if (!existsSync(`${staticDir}/iframe.html`)) {
  console.log('apps/storybook/storybook-static is missing: building Storybook');
  const built = spawnSync('npm', ['run', '-w', '@console/storybook', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the Storybook build failed');
}

type Probe = { loadingTasks: number[]; longTasks: number[]; maxNodes: number; rows: number };

const server = await serveStatic(staticDir);
const browser = await chromium.launch(launchOptions);
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.clock.setFixedTime(FIXTURE_NOW);
  const page = await context.newPage();
  page.on('crash', () => console.log('the page crashed'));
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
  await page.goto(`${server.origin}/iframe.html?id=${STORY_ID}&viewMode=story&globals=locale:ru;theme:light;a11y.manual:!true`);
  console.log(`story: ${await waitForStory(page, STORY_ID)}`);
  const started = Date.now();
  const probe: Probe = await page.evaluate(async (total) => {
    const grid = document.querySelector('[role="grid"]')!;
    const scroller = grid.parentElement!;
    const longTasks: number[] = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration))).observe({
      type: 'longtask',
    });
    let maxNodes = 0;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    scroller.scrollTop = 0;
    // Scroll like a fast reader: a screenful a frame, paging in as the list asks, until the last row is shown.
    const deadline = performance.now() + 120_000;
    for (let step = 0; step < 20_000 && performance.now() < deadline; step += 1) {
      scroller.scrollTop += scroller.clientHeight;
      await frame();
      maxNodes = Math.max(maxNodes, grid.querySelectorAll('*').length);
      const last = Number(grid.querySelector('[role="row"]:last-child')?.getAttribute('aria-rowindex') ?? 0);
      if (last >= total) break;
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2) await new Promise((r) => setTimeout(r, 30));
    }
    await new Promise((r) => setTimeout(r, 200));
    // Then the loaded rows again from the top, with no page to load: the list's own cost.
    const loadingTasks = longTasks.splice(0);
    scroller.scrollTop = 0;
    await frame();
    while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 2) {
      scroller.scrollTop += scroller.clientHeight;
      await frame();
      maxNodes = Math.max(maxNodes, grid.querySelectorAll('*').length);
    }
    await new Promise((r) => setTimeout(r, 200));
    const rows = Number(grid.querySelector('[role="row"]:last-child')?.getAttribute('aria-rowindex') ?? 0);
    return { loadingTasks, longTasks, maxNodes, rows };
  }, ITEMS);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const longest = (tasks: number[]) => (tasks.length ? Math.max(...tasks).toFixed(0) : '0');
  console.log(`rows reached:                      ${probe.rows} of ${ITEMS} in ${seconds} s (at most 120 s of paging)`);
  console.log(`DOM nodes in the list:             at most ${probe.maxNodes} (budget 1,500)`);
  // While paging, the mock server's handlers (MSW, filtering and sorting all 10,000 items per page) share the thread.
  console.log(`long tasks while paging in:        ${probe.loadingTasks.length}, longest ${longest(probe.loadingTasks)} ms`);
  console.log(`long tasks scrolling loaded rows:  ${probe.longTasks.length}, longest ${longest(probe.longTasks)} ms`);
} finally {
  await browser.close();
  await server.close();
}
