// What the browser benchmarks share (the comments list, the chat thread, the socket burst): the built console, a
// reference server that may be slow to come up on a loaded machine, and signing in through the login form.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { ServerProcess } from '../../apps/console/e2e/serverProcess.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/seed.ts';
import login from '../../locales/ru/login.json' with { type: 'json' };

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the console when apps/console/dist is missing (`npm run bench` builds it first anyway). */
export function ensureConsoleBuilt(): void {
  if (existsSync(`${root}apps/console/dist/index.html`)) return;
  console.log('apps/console/dist is missing: building the console');
  const built = spawnSync('turbo', ['run', 'build', '--filter=@console/console', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) throw new Error('the console build failed');
}

/** ServerProcess allows 60 s to become healthy; a loaded machine may need more for the first migration and seed. */
export async function startServer(server: ServerProcess): Promise<void> {
  try {
    await server.start();
  } catch {
    const deadline = Date.now() + 240_000;
    while (
      !(await fetch(`${server.url}/healthz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error(`the server on ${server.url} did not become healthy`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Signs a demo user in through the form (labels in Russian, the console's default language), then waits for home. */
export async function signIn(page: Page, base: string, email: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel(login.email.label, { exact: true }).fill(email);
  await page.getByLabel(login.password.label, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: login.submit }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
}

/** Long tasks by CPU time (traceTasks) as the benchmarks print them. */
export const cpuTasksText = ({ long, longest }: { long: readonly number[]; longest: number }): string =>
  `${long.length} of 50 ms or more; the longest task ${longest.toFixed(0)} ms of CPU`;

/** Long tasks as the benchmarks print them: count, longest and total. */
export function longTasksText(tasks: readonly number[]): string {
  const longest = tasks.length ? Math.max(...tasks).toFixed(0) : '0';
  return `${tasks.length}, longest ${longest} ms, total ${tasks.reduce((sum, t) => sum + t, 0).toFixed(0)} ms`;
}

export const printRow = (label: string, value: string) => console.log(`${label.padEnd(36)} ${value}`);

type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
};
/** The page's JavaScript profile (CDP Profiler), its heaviest functions by own time. */
export function printProfile(profile: CpuProfile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  (profile.samples ?? []).forEach((id, i) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    const ms = (profile.timeDeltas?.[i] ?? 0) / 1000;
    self.set(key, (self.get(key) ?? 0) + ms);
    total += ms;
  });
  console.log(`page profile: ${(total / 1000).toFixed(1)} s sampled; heaviest own time:`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${key}`);
  }
}

type TraceEvent = { name: string; cat: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number };
// A loaded machine (CI, other suites) stretches a task's wall-clock time with waits for a core; the trace's thread time
// (tdur) is the CPU the page's main thread spent, what an idle machine would see as the task's length.
const TRACE_CATEGORIES = ['toplevel', 'blink.user_timing'];
// A task of the thread's scheduler, as Chromium's traces name it (older versions: RunTask).
const TASK_EVENTS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/**
 * Records the page's tasks (Chromium tracing) while `run` runs. `longBetween(from, to)` gives, between two of the page's
 * `performance.mark`s (`to` omitted: until the end), the long ones (>= 50 ms of the main thread's CPU) and the longest.
 */
export async function traceTasks<T>(
  page: Page,
  run: () => Promise<T>,
): Promise<{ result: T; longBetween: (from: string, to?: string) => { long: number[]; longest: number } }> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const result = await run();
  const events = (JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const markAt = (name: string) => {
    const mark = events.find((e) => e.cat.includes('blink.user_timing') && e.name === name);
    if (!mark) throw new Error(`no performance.mark('${name}') in the trace`);
    return mark;
  };
  const longBetween = (from: string, to?: string) => {
    const start = markAt(from);
    const end = to ? markAt(to).ts : Infinity;
    // The page's main thread is the one that ran its marks.
    const tasks = events
      .filter((e) => TASK_EVENTS.has(e.name) && e.ph === 'X' && e.pid === start.pid && e.tid === start.tid)
      .filter((e) => e.ts >= start.ts && e.ts < end)
      .map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
    return { long: tasks.filter((ms) => ms >= 50), longest: Math.max(0, ...tasks) };
  };
  return { result, longBetween };
}
