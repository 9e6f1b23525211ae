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

type Probe = { longTasks: number[]; maxNodes: number; rows: number };

const server = await serveStatic(staticDir);
const browser = await chromium.launch(launchOptions);
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.clock.setFixedTime(FIXTURE_NOW);
  const page = await context.newPage();
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
    for (let step = 0; step < 20_000; step += 1) {
      scroller.scrollTop += scroller.clientHeight;
      await frame();
      maxNodes = Math.max(maxNodes, grid.querySelectorAll('*').length);
      const last = Number(grid.querySelector('[role="row"]:last-child')?.getAttribute('aria-rowindex') ?? 0);
      if (last >= total) break;
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2) await new Promise((r) => setTimeout(r, 30));
    }
    await new Promise((r) => setTimeout(r, 200));
    const rows = Number(grid.querySelector('[role="row"]:last-child')?.getAttribute('aria-rowindex') ?? 0);
    return { longTasks, maxNodes, rows };
  }, ITEMS);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const longest = probe.longTasks.length ? Math.max(...probe.longTasks).toFixed(0) : '0';
  console.log(`rows reached:           ${probe.rows} of ${ITEMS} in ${seconds} s`);
  console.log(`DOM nodes in the list:  at most ${probe.maxNodes} (budget 1,500)`);
  console.log(`long tasks (>50 ms):    ${probe.longTasks.length}, longest ${longest} ms`);
} finally {
  await browser.close();
  await server.close();
}
