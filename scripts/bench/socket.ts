// Benchmark (quality.md "Performance budgets"): the built console under 100 socket messages a
// second for 60 s. Prints figures only; exits non-zero only when the run itself breaks. Not part of npm test.
// BENCH_SOCKET_SECONDS shortens the burst (default 60).
import { rmSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import type { ConfigResponse } from '../../packages/api/src/contract/index.ts';
import { ServerProcess } from '../../apps/console/e2e/serverProcess.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../apps/server/src/seed.ts';
import login from '../../locales/ru/login.json' with { type: 'json' };
import { launchOptions } from '../browser.mjs';
import { cpuTasksText, ensureConsoleBuilt, traceTasks } from './browserBench.ts';

const PORT = 28130;
const RATE_PER_SECOND = 100;
const SECONDS = Number(process.env.BENCH_SOCKET_SECONDS) > 0 ? Number(process.env.BENCH_SOCKET_SECONDS) : 60;
// The server allows 20 messages a second per connection (burst 30): ten senders at 10 a second each.
const SENDERS = 10;
const LONG_TASK_MS = 50;

type PageFigures = {
  frames: number;
  mutationBatches: number;
  maxMutationBatchesPerFrame: number;
  commits: number;
  maxCommitsPerFrame: number;
  framesWithSeveralCommits: number;
  longTasks: Array<{ start: number; duration: number }>;
};

ensureConsoleBuilt();

// Before the app loads: a minimal React DevTools hook, through which react-dom reports every commit.
function installCommitCounter(): void {
  const w = window as unknown as { __benchCommits: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
  w.__benchCommits = 0;
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberRoot: () => void (w.__benchCommits += 1),
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
  };
}

// Right before the burst: long tasks, animation frames, DOM mutation batches and React commits per frame.
function startPageProbe(): void {
  const w = window as unknown as { __benchCommits: number; __bench: PageFigures & { stop: boolean } };
  const figures = {
    frames: 0,
    mutationBatches: 0,
    maxMutationBatchesPerFrame: 0,
    commits: 0,
    maxCommitsPerFrame: 0,
    framesWithSeveralCommits: 0,
    longTasks: [] as Array<{ start: number; duration: number }>,
    stop: false,
  };
  w.__bench = figures;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) figures.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  let batchesThisFrame = 0;
  new MutationObserver(() => {
    figures.mutationBatches += 1;
    batchesThisFrame += 1;
  }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  let commitsSeen = w.__benchCommits;
  const frame = () => {
    const commits = w.__benchCommits - commitsSeen;
    commitsSeen = w.__benchCommits;
    figures.frames += 1;
    figures.commits += commits;
    figures.maxCommitsPerFrame = Math.max(figures.maxCommitsPerFrame, commits);
    if (commits > 1) figures.framesWithSeveralCommits += 1;
    figures.maxMutationBatchesPerFrame = Math.max(figures.maxMutationBatchesPerFrame, batchesThisFrame);
    batchesThisFrame = 0;
    if (!figures.stop) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel(login.email.label, { exact: true }).fill(DEMO_EMAILS.admin);
  await page.getByLabel(login.password.label, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: login.submit }).click();
  await page.getByRole('heading', { level: 1, name: /Anna Admin/ }).waitFor({ timeout: 30_000 });
}

/** A node client of the same user: authenticated, counting what it receives, remembering how it closed. */
async function openSender(base: string, token: string) {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/v1/socket`);
  const state = { received: 0, closedWith: null as number | null };
  socket.addEventListener('close', (event) => (state.closedWith = event.code));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('sender socket: no ready in 10 s')), 10_000);
    socket.addEventListener('open', () => socket.send(JSON.stringify({ method: 'auth', token })));
    socket.addEventListener('message', (event) => {
      if (String(event.data).includes('"ready"')) {
        clearTimeout(timer);
        resolve();
      } else state.received += 1;
    });
    socket.addEventListener('close', (event) => reject(new Error(`sender socket closed with ${event.code}`)));
  });
  return { socket, state };
}

const server = new ServerProcess({ port: PORT });
const browser = await chromium.launch(launchOptions);
let broken = false;
try {
  await server.start();
  // The login form's labels are read in Russian, the console's default language.
  const page = await browser.newPage({ locale: 'ru-RU' });
  await page.addInitScript(installCommitCounter);
  let received = 0;
  let pageReady: () => void = () => undefined;
  const pageLive = new Promise<void>((resolve) => (pageReady = resolve));
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      const text = String(payload);
      if (text.includes('"method":"ready"')) pageReady();
      else if (text.includes('"method":"status"')) received += 1;
    });
  });
  await signIn(page, server.url);
  await Promise.race([
    pageLive,
    page.waitForTimeout(15_000).then(() => Promise.reject(new Error('the page socket never got ready'))),
  ]);

  const stored = await page.evaluate(() => localStorage.getItem('id_token'));
  const token = (JSON.parse(stored ?? 'null') as { access_token: string } | null)?.access_token;
  if (!token) throw new Error('no id_token in the page after sign-in');
  const configResponse = await fetch(`${server.url}/v1/config?ts=${Date.now()}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!configResponse.ok) throw new Error(`GET v1/config: HTTP ${configResponse.status}`);
  // Working statuses only: an offline one opens the blocking status dialog (spec §4), a modal with renders of its own
  // as it enters and leaves, and nobody's status flips to offline and back fifty times a second. The burst measures
  // the socket's handling.
  const statuses = ((await configResponse.json()) as ConfigResponse).user_statuses.filter((s) => !s.offline).map((s) => s.id);
  if (statuses.length === 0) throw new Error('v1/config has no user_statuses');
  const senders = await Promise.all(Array.from({ length: SENDERS }, () => openSender(server.url, token)));
  await page.waitForTimeout(1000); // the page settles after sign-in

  const total = RATE_PER_SECOND * SECONDS;
  let sent = 0;
  let started = 0;
  let sendSeconds = 0;
  const burst = () => {
    started = performance.now();
    return new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const due = Math.min(total, Math.floor(((performance.now() - started) * RATE_PER_SECOND) / 1000));
        // Round robin: each sender carries every SENDERS-th message; consecutive ones alternate the status.
        for (; sent < due; sent++) {
          senders[sent % SENDERS]!.socket.send(JSON.stringify({ method: 'status', status: statuses[sent % statuses.length] }));
        }
        if (sent >= total) {
          clearInterval(timer);
          sendSeconds = (performance.now() - started) / 1000;
          resolve();
        }
      }, 5);
    });
  };
  await page.evaluate(startPageProbe);
  // Traced (browserBench.ts traceTasks) from here to the figures: the long tasks by CPU time as well.
  const { result, longBetween } = await traceTasks(page, async () => {
    const start = await page.evaluate(() => {
      performance.mark('bench:burst');
      return performance.now();
    });
    await burst();
    return { start, end: await page.evaluate(() => performance.now()) };
  });
  const { start: burstStart, end: burstEnd } = result;
  await page.waitForTimeout(1000); // the last frames arrive and render
  const figures = await page.evaluate(() => {
    const w = window as unknown as { __bench: PageFigures & { stop: boolean } };
    w.__bench.stop = true;
    return { ...w.__bench, stoppedAt: performance.now() };
  });

  const longest = figures.longTasks.reduce((max, t) => Math.max(max, t.duration), 0);
  const overlapping = figures.longTasks.filter((t) => t.start < burstEnd && t.start + t.duration > burstStart);
  const closed = senders.filter((s) => s.state.closedWith !== null).map((s) => s.state.closedWith);
  const row = (label: string, value: string) => console.log(`${label.padEnd(40)} ${value}`);
  row('burst', `${RATE_PER_SECOND} msg/s for ${SECONDS} s over ${SENDERS} sockets of ${DEMO_EMAILS.admin}`);
  row('messages sent', `${sent} in ${sendSeconds.toFixed(1)} s`);
  row('messages the page received', `${received} (${((100 * received) / Math.max(1, sent)).toFixed(1)}%)`);
  row('animation frames', `${figures.frames} (${(figures.frames / ((figures.stoppedAt - burstStart) / 1000)).toFixed(1)}/s)`);
  row(`long tasks (>= ${LONG_TASK_MS} ms)`, `${figures.longTasks.length} (max ${longest.toFixed(0)} ms)`);
  row('long task overlapping the burst', overlapping.length > 0 ? `yes (${overlapping.length})` : 'no');
  row('  by CPU time (trace)', cpuTasksText(longBetween('bench:burst')));
  for (const t of figures.longTasks.slice(0, 10)) {
    row('  long task', `${t.duration.toFixed(0)} ms at ${((t.start - burstStart) / 1000).toFixed(2)} s into the burst`);
  }
  row('DOM mutation batches', `${figures.mutationBatches} (max ${figures.maxMutationBatchesPerFrame} in one frame)`);
  row(
    'React commits',
    `${figures.commits} (max ${figures.maxCommitsPerFrame} in one frame, ${figures.framesWithSeveralCommits} frames with more than one)`,
  );
  row('sender sockets closed during the burst', closed.length === 0 ? '0' : `${closed.length} (codes ${closed.join(', ')})`);
  if (closed.length > 0) broken = true;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  broken = true;
} finally {
  await browser.close();
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
process.exit(broken ? 1 : 0);
