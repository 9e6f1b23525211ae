// Visual regression over the static Storybook (quality.md, "Visual regression"):
//   node visual/run.mjs [--update] [--report <file>] [--filter <text in story id>]
// Every story in ru + light and en + dark at 1280 px; Screens/* also at 375 px. Never writes a
// baseline without --update; a missing baseline fails. Diffs go to visual/diff/ (gitignored).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { FIXTURE_NOW } from '@console/api/mocks';
import { comparePng, modeFor, TOLERANCE } from './compare.mjs';
import { serveStatic } from './serve.mjs';
import { settle, trackRequests, waitForStory, watchPlayErrors } from './story.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const staticDir = path.resolve(here, '..', 'storybook-static');
const baselineDir = path.join(here, 'baselines');
const diffDir = path.join(here, 'diff');
const metaFile = path.join(baselineDir, 'meta.json');

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Raster a changed tile whole: re-rastering only the changed part left anti-aliased corners one colour
  // level apart from run to run, which the exact comparison counts.
  '--disable-partial-raster',
];
// One page per variant and width (2 × 2): most of a screenshot's time is waiting (render, play, quiet DOM), so
// four pages keep two cores busy.
const PARALLEL_PAGES = 4;
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 812 };
const VARIANTS = [
  { locale: 'ru', theme: 'light', browserLocale: 'ru-RU' },
  { locale: 'en', theme: 'dark', browserLocale: 'en-US' },
];
// A play that fails (a lazy chunk slower than a findBy's second while four pages share two cores) gets a fresh load.
// One that fails again is shot as it stands: many plays assert the story tests' setting (ru, desktop width), not
// every variant and width, so their state at 375 px or in English is the same on every run.
const PLAY_ATTEMPTS = 2;
// A story tagged so is left out (for instance one whose point is an endless animation).
const SKIP_TAG = 'no-visual';

const argv = process.argv.slice(2);
const update = argv.includes('--update');
const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const reportFile = option('--report');
const filter = option('--filter');

if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error('visual: apps/storybook/storybook-static is missing; build it first with `npm run -w @console/storybook build`');
  process.exit(1);
}

const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && (!filter || entry.id.includes(filter)));

let skipped = 0;
const tasks = [];
for (const story of stories) {
  const viewports = story.title.startsWith('Screens/') ? [DESKTOP, MOBILE] : [DESKTOP];
  for (const variant of VARIANTS) {
    for (const viewport of viewports) {
      if (story.tags?.includes(SKIP_TAG)) skipped += 1;
      else tasks.push({ story, variant, viewport, name: `${story.id}--${variant.locale}-${variant.theme}-${viewport.width}` });
    }
  }
}

rmSync(diffDir, { recursive: true, force: true });
mkdirSync(baselineDir, { recursive: true });

const server = await serveStatic(staticDir);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
const chromiumVersion = browser.version();
const meta = existsSync(metaFile) ? JSON.parse(readFileSync(metaFile, 'utf8')) : null;
const mode = update ? 'exact' : modeFor(meta, chromiumVersion);
if (!update && mode === 'tolerant') {
  console.log(
    `visual: baselines were made with Chromium ${meta?.chromium ?? '(unknown)'}, this is ${chromiumVersion}: ` +
      `comparing with threshold ${TOLERANCE.threshold} and at most ${TOLERANCE.maxDiffRatio * 100}% of pixels`,
  );
}

// VISUAL_TIMING=1 prints where the time went (ms, summed over the pages).
const timing = {};
function stopwatch() {
  let start = Date.now();
  return (phase) => {
    timing[phase] = (timing[phase] ?? 0) + Date.now() - start;
    start = Date.now();
  };
}

let passed = 0;
let failed = 0;
let written = 0;
const playFailures = [];

function fail(name, reason, actual, diffPng) {
  failed += 1;
  const lines = [`FAIL ${name}: ${reason}`];
  if (actual) {
    mkdirSync(diffDir, { recursive: true });
    const actualPath = path.join(diffDir, `${name}.actual.png`);
    writeFileSync(actualPath, actual);
    lines.push(`  actual: ${path.relative(process.cwd(), actualPath)}`);
    if (diffPng) {
      const diffPath = path.join(diffDir, `${name}.diff.png`);
      writeFileSync(diffPath, diffPng);
      lines.push(`  diff:   ${path.relative(process.cwd(), diffPath)}`);
    }
  }
  console.log(lines.join('\n'));
}

function record(task, actual) {
  const baselinePath = path.join(baselineDir, `${task.name}.png`);
  const baseline = existsSync(baselinePath) ? readFileSync(baselinePath) : null;
  const result = comparePng({ actual, baseline, mode });
  if (update) {
    // Rewrite only what changed, so an update with no visual change leaves the files as they were.
    if (!result.ok) {
      writeFileSync(baselinePath, actual);
      written += 1;
    }
    passed += 1;
  } else if (result.ok) passed += 1;
  else fail(task.name, result.reason, actual, result.diffPng);
}

// One browser context per variant and worker: pages never share localStorage with a concurrent story.
async function worker(queue) {
  const contexts = new Map();
  const pageFor = async (variant) => {
    const key = `${variant.locale}-${variant.theme}`;
    if (!contexts.has(key)) {
      const context = await browser.newContext({
        locale: variant.browserLocale,
        timezoneId: 'Europe/Moscow',
        colorScheme: variant.theme,
        reducedMotion: 'reduce',
        deviceScaleFactor: 1,
        viewport: DESKTOP,
      });
      // The fixtures' "now", so that anything computed from the date looks the same every day.
      await context.clock.setFixedTime(FIXTURE_NOW);
      const page = await context.newPage();
      await watchPlayErrors(page);
      contexts.set(key, { page, tracker: trackRequests(page) });
    }
    return contexts.get(key);
  };
  for (let task = queue.shift(); task; task = queue.shift()) {
    const { story, variant, viewport } = task;
    try {
      const { page, tracker } = await pageFor(variant);
      await page.setViewportSize(viewport);
      // visual: no animation or caret; axe is left to the story tests.
      const globals = `locale:${variant.locale};theme:${variant.theme};visual:!true;a11y.manual:!true`;
      const lap = stopwatch();
      let outcome;
      for (let attempt = 1; attempt <= PLAY_ATTEMPTS; attempt += 1) {
        await page.goto(`${server.origin}/iframe.html?id=${story.id}&viewMode=story&globals=${globals}`, { waitUntil: 'load' });
        lap('goto');
        outcome = await waitForStory(page, story.id);
        lap('story');
        if (!outcome.startsWith('play failed')) break;
      }
      if (outcome.startsWith('play failed')) playFailures.push(`${task.name}: ${outcome}`);
      else if (outcome !== 'finished') {
        fail(task.name, outcome);
        continue;
      }
      await settle(page, tracker);
      lap('settle');
      const actual = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
      lap('shot');
      record(task, actual);
    } catch (error) {
      fail(task.name, error instanceof Error ? error.message.split('\n')[0] : String(error));
    }
  }
  await Promise.all([...contexts.values()].map(({ page }) => page.context().close()));
}

try {
  // Each variant and width always goes to the same worker, in the same order: a page's earlier stories leave raster
  // caches behind, and with a shared queue rounded corners came out one colour level apart from run to run.
  const queues = Array.from({ length: PARALLEL_PAGES }, () => []);
  const keyOf = (task) => `${task.variant.locale}-${task.variant.theme}-${task.viewport.width}`;
  const keys = [...new Set(tasks.map(keyOf))];
  for (const task of tasks) queues[keys.indexOf(keyOf(task)) % PARALLEL_PAGES].push(task);
  await Promise.all(queues.map((queue) => worker(queue)));
} finally {
  await browser.close();
  await server.close();
}

const expected = new Set(tasks.map((task) => `${task.name}.png`));
const stale = readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !expected.has(file));
if (update) {
  writeFileSync(metaFile, `${JSON.stringify({ chromium: chromiumVersion }, null, 2)}\n`);
  // Baselines of stories that no longer exist go, unless only some stories were run.
  if (!filter) for (const file of stale) unlinkSync(path.join(baselineDir, file));
  console.log(
    `visual: ${written} baselines written, ${passed - written} unchanged${filter ? '' : `, ${stale.length} removed`} (Chromium ${chromiumVersion})`,
  );
} else if (!filter && stale.length > 0) {
  console.log(`visual: ${stale.length} baselines belong to no story (run visual:update to remove them)`);
}

if (playFailures.length > 0)
  console.log(`visual: ${playFailures.length} plays failed twice; shot as they stand:\n  ${playFailures.join('\n  ')}`);
if (process.env.VISUAL_TIMING) console.log(timing);
if (reportFile) writeFileSync(reportFile, `${JSON.stringify({ passed, failed, skipped })}\n`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 ? 1 : 0;
