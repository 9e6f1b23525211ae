// Visual regression over the static Storybook (quality.md, "Visual regression"):
//   node visual/run.mjs [--update] [--report <file>] [--filter <text in story id>] [--run-of <story id>]
// Only stories tagged for it are shot (docs/visual.md): `shot` in ru + light at 1280 px; `shot-variants` (a screen's
// Ready and spec states) also in en + dark at 1280 px and ru + light at 375 px. Axe runs in the story tests, in both
// themes (.storybook/preview.tsx). Never writes a baseline without --update; a missing baseline fails. Diffs go to
// visual/diff/ (gitignored).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { FIXTURE_NOW } from '@console/api/mocks';
import { CHROMIUM_ARGS, launchOptions } from '../../../scripts/browser.mjs';
import { comparePng, modeFor, TOLERANCE } from './compare.mjs';
import { serveStatic } from './serve.mjs';
import { settle, switchStory, trackRequests, waitForStory, watchStories } from './story.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const staticDir = path.resolve(here, '..', 'storybook-static');
const baselineDir = path.join(here, 'baselines');
const diffDir = path.join(here, 'diff');
const metaFile = path.join(baselineDir, 'meta.json');

// The suites' Chromium (scripts/browser.mjs), with one flag more:
const VISUAL_ARGS = [
  ...CHROMIUM_ARGS,
  // Raster a changed tile whole: re-rastering only the changed part left anti-aliased corners one colour
  // level apart from run to run, which the exact comparison counts.
  '--disable-partial-raster',
];
// Stories of one variant and width are shot in one page, switching story inside Storybook's preview (no reload):
// a page load (preview bundle, Storybook's start, the MSW worker, fonts) cost more than most stories. Each group is cut
// into fixed runs of RUN_LENGTH stories, each in a fresh page, so a page's history is the same on every run whichever
// worker takes it; PARALLEL_PAGES workers take the runs, longest first. Most of a story's time is waiting (play, quiet
// DOM), so more pages than the two cores keep them busy: with 4 the cores were a fifth idle and the run took 494 s
// here, with 6 they were busy and it took 401 s (same 2216 shots, none failed).
const PARALLEL_PAGES = Number(process.env.VISUAL_PAGES ?? 6);
const RUN_LENGTH = 60;
const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 812 };
const RU_LIGHT = { locale: 'ru', theme: 'light', browserLocale: 'ru-RU' };
const EN_DARK = { locale: 'en', theme: 'dark', browserLocale: 'en-US' };
// The tags that opt a story in (docs/visual.md), and the variant and width each one shoots.
const SHOT_TAGS = {
  shot: [{ variant: RU_LIGHT, viewport: DESKTOP }],
  'shot-variants': [
    { variant: RU_LIGHT, viewport: DESKTOP },
    { variant: EN_DARK, viewport: DESKTOP },
    { variant: RU_LIGHT, viewport: MOBILE },
  ],
};
// A play that fails (a lazy chunk slower than a findBy's second while four pages share two cores) gets a fresh load.
// One that fails again fails the run: a shot story's play passes in every variant and width it is shot in (plays look
// texts up in the story's locale and open the drawer or skip what 375 px does not show).
const PLAY_ATTEMPTS = 2;

const argv = process.argv.slice(2);
const update = argv.includes('--update');
const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const reportFile = option('--report');
const filter = option('--filter');
// --run-of <story id>: only the runs holding that story, each whole (same stories, order and page history as in the
// full run): how a failure that only the full run shows is reproduced.
const runOf = option('--run-of');
const partial = Boolean(filter || runOf);
// VISUAL_SAVE=<dir>: every screenshot is also written there, to compare two runs byte for byte.
const saveDir = process.env.VISUAL_SAVE;

if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error('visual: apps/storybook/storybook-static is missing; build it first with `npm run -w @console/storybook build`');
  process.exit(1);
}

const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && (!filter || entry.id.includes(filter)));

/** The variants and widths a story is shot in: the widest set its tags ask for, none without a tag. */
function shotsOf(story) {
  const tags = story.tags ?? [];
  return tags.includes('shot-variants') ? SHOT_TAGS['shot-variants'] : tags.includes('shot') ? SHOT_TAGS.shot : [];
}

const tasks = [];
for (const story of stories) {
  for (const { variant, viewport } of shotsOf(story)) {
    tasks.push({ story, variant, viewport, name: `${story.id}--${variant.locale}-${variant.theme}-${viewport.width}` });
  }
}
const shotStories = new Set(tasks.map((task) => task.story.id)).size;

rmSync(diffDir, { recursive: true, force: true });
mkdirSync(baselineDir, { recursive: true });
if (saveDir) mkdirSync(saveDir, { recursive: true });

const server = await serveStatic(staticDir);
const browser = await chromium.launch({ ...launchOptions, args: VISUAL_ARGS });
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
const taskTimes = []; // [name, ms] of every shot
function stopwatch() {
  let start = Date.now();
  return (phase) => {
    timing[phase] = (timing[phase] ?? 0) + Date.now() - start;
    start = Date.now();
  };
}

let passed = 0;
let failed = 0;
// Each failure's first line, for the report (npm test's summary names them).
const failures = [];
let written = 0;
// A shot that differs from its baseline is taken once more, SECOND_SHOT_WAIT_MS later and after the page settles
// again: on CI's loaded cores a virtualised list's last scroll correction can come after the first quiet spell. The
// stories that matched only the second time are listed at the end.
const SECOND_SHOT_WAIT_MS = 1000;
const secondShots = [];
// Plays that failed once and were given a fresh load, with the first failure: listed at the end.
const retriedPlays = [];

const shoot = (page) => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });

function fail(name, reason, actual, diffPng) {
  failed += 1;
  failures.push(`${name}: ${reason}`);
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

function compareWithBaseline(task, actual) {
  const baselinePath = path.join(baselineDir, `${task.name}.png`);
  const baseline = existsSync(baselinePath) ? readFileSync(baselinePath) : null;
  return comparePng({ actual, baseline, mode });
}

/** `result`: compareWithBaseline's answer for this `actual`. */
function record(task, actual, result) {
  if (saveDir) writeFileSync(path.join(saveDir, `${task.name}.png`), actual);
  const baselinePath = path.join(baselineDir, `${task.name}.png`);
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

// One browser context per run of stories: pages never share storage with a concurrent story.
async function openPage(variant, viewport) {
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
  await page.setViewportSize(viewport);
  await watchStories(page);
  return { page, tracker: trackRequests(page) };
}

// Shoot one run (same variant and width) in one page: the first story, a retried play and the story after an error
// get a fresh load, every other story is switched to inside the preview.
async function shootRun(run) {
  const { variant, viewport } = run[0];
  const { page, tracker } = await openPage(variant, viewport);
  // visual: no animation or caret; a11y.manual: no axe (the story tests run it).
  const globals = `locale:${variant.locale};theme:${variant.theme};visual:!true;a11y.manual:!true`;
  let canSwitch = false; // the page holds a preview whose last story was shot
  try {
    for (const task of run) {
      const { story } = task;
      const taskStarted = Date.now();
      try {
        const lap = stopwatch();
        let outcome;
        for (let attempt = 1; attempt <= PLAY_ATTEMPTS; attempt += 1) {
          if (canSwitch && attempt === 1) {
            await switchStory(page, story.id);
            lap('switch');
            loads.switched += 1;
          } else {
            await page.goto(`${server.origin}/iframe.html?id=${story.id}&viewMode=story&globals=${globals}`, {
              waitUntil: 'load',
            });
            lap('goto');
            loads.loaded += 1;
          }
          canSwitch = false;
          outcome = await waitForStory(page, story.id);
          lap('story');
          if (!outcome.startsWith('play failed')) break;
          if (attempt < PLAY_ATTEMPTS) retriedPlays.push(`${task.name}: ${outcome}`);
        }
        if (outcome.startsWith('play failed')) {
          fail(task.name, `${outcome} (twice: story ${story.id}, ${variant.locale} + ${variant.theme}, ${viewport.width} px)`);
          // Storybook tears a story down the same way whether its play passed or threw, so the next one is switched to.
          canSwitch = true;
          continue;
        } else if (outcome !== 'finished') {
          fail(task.name, outcome);
          continue;
        }
        await settle(page, tracker);
        lap('settle');
        let actual = await shoot(page);
        lap('shot');
        let result = compareWithBaseline(task, actual);
        if (!update && !result.ok) {
          // Once more after the page settles again: a real change differs twice.
          await page.waitForTimeout(SECOND_SHOT_WAIT_MS);
          await settle(page, tracker);
          actual = await shoot(page);
          result = compareWithBaseline(task, actual);
          if (result.ok) secondShots.push(task.name);
          lap('second shot');
        }
        record(task, actual, result);
        lap('compare');
        canSwitch = true;
      } catch (error) {
        canSwitch = false;
        fail(task.name, error instanceof Error ? error.message.split('\n')[0] : String(error));
      } finally {
        taskTimes.push([task.name, Date.now() - taskStarted]);
      }
    }
  } finally {
    await page.context().close();
  }
}

async function worker(queue) {
  for (let run = queue.shift(); run; run = queue.shift()) await shootRun(run);
}

const loads = { loaded: 0, switched: 0 };
const started = Date.now();
try {
  // Runs cut in index order from each variant and width, so each run's stories and order are fixed.
  const groups = new Map();
  for (const task of tasks) {
    const key = `${task.variant.locale}-${task.variant.theme}-${task.viewport.width}`;
    groups.set(key, [...(groups.get(key) ?? []), task]);
  }
  const runs = [];
  for (const group of groups.values()) {
    for (let i = 0; i < group.length; i += RUN_LENGTH) runs.push(group.slice(i, i + RUN_LENGTH));
  }
  if (runOf) runs.splice(0, runs.length, ...runs.filter((run) => run.some((task) => task.story.id === runOf)));
  runs.sort((a, b) => b.length - a.length);
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PAGES, runs.length) }, () => worker(runs)));
} finally {
  await browser.close();
  await server.close();
}

const expected = new Set(tasks.map((task) => `${task.name}.png`));
const stale = readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !expected.has(file));
if (update) {
  writeFileSync(metaFile, `${JSON.stringify({ chromium: chromiumVersion }, null, 2)}\n`);
  // Baselines of stories that are gone or no longer shot go, unless only some stories were run.
  if (!partial) for (const file of stale) unlinkSync(path.join(baselineDir, file));
  console.log(
    `visual: ${written} baselines written, ${passed - written} unchanged${partial ? '' : `, ${stale.length} removed`} (Chromium ${chromiumVersion})`,
  );
} else if (!partial && stale.length > 0) {
  console.log(`visual: ${stale.length} baselines belong to no shot story (run visual:update to remove them)`);
}

if (secondShots.length > 0)
  console.log(`visual: ${secondShots.length} shots matched only when taken again:\n  ${secondShots.join('\n  ')}`);
if (retriedPlays.length > 0)
  console.log(`visual: ${retriedPlays.length} plays failed once and ran again on a fresh load:\n  ${retriedPlays.join('\n  ')}`);
if (process.env.VISUAL_TIMING) {
  console.log({ ...timing, ...loads, pages: PARALLEL_PAGES, wallMs: Date.now() - started });
  const slowest = taskTimes.sort((a, b) => b[1] - a[1]).slice(0, 40);
  console.log(`visual: the slowest shots (ms):\n  ${slowest.map(([name, ms]) => `${ms} ${name}`).join('\n  ')}`);
}
// skipped stays in the report's shape; a story without a shot tag is not skipped, it is tested by its play only.
if (reportFile) writeFileSync(reportFile, `${JSON.stringify({ passed, failed, skipped: 0, failures })}\n`);
console.log(`visual: ${shotStories} shot stories of ${stories.length}, ${tasks.length} shots`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
