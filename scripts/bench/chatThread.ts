// Benchmark (quality.md "Performance budgets"): the seeded chat
// 'История 5000' (apps/server seed) in the built console against the reference server, opened from the chats list
// and scrolled up through its whole history in Chromium. Prints the time to the thread's first paint (opened from
// the list, and on a cold load of its address), the messages loaded, the DOM nodes in the thread (the virtual
// window), the long tasks while paging in, and how far the message being read moved when a page came in above it;
// never asserts. Not part of npm test.
import { rmSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { ServerProcess } from '../../apps/console/e2e/serverProcess.ts';
import { DEMO_EMAILS } from '../../apps/server/src/seed.ts';
import { BENCH_CHAT_AUTHOR, BENCH_CHAT_MESSAGES } from '../../apps/server/src/seed/chats.ts';
import chats from '../../locales/ru/chats.json' with { type: 'json' };
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

const PORT = 28160;

ensureConsoleBuilt();

// Before the app loads: the time (ms since navigation, or since `__benchMark`) when the first message of a thread
// was painted: the frame after the one that put it in the DOM.
function watchFirstPaint(): void {
  const w = window as unknown as { __benchPaint: number | null; __benchFrom: number };
  w.__benchPaint = null;
  w.__benchFrom = 0;
  const seen = () => document.querySelector('section [data-message-id]') !== null;
  new MutationObserver((_, observer) => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (w.__benchPaint = performance.now() - w.__benchFrom)));
  }).observe(document, { subtree: true, childList: true });
}

type Probe = {
  longTasks: number[];
  maxNodes: number;
  loaded: number;
  complete: boolean;
  pagingMs: number;
  steps: number;
  largestJump: number;
  jumps: number;
};

// In the page: scroll up like a fast reader, a page up (80% of the view) a frame, waiting at the top while the next
// older page loads, until the first message of the chat is in view. Each frame the message at the top of the view
// is followed (it stays in view): it must move down by exactly what was scrolled; anything else is a jump (messages
// measured as they come into view, or a page coming in above).
async function scrollUpProbe(): Promise<Probe> {
  const thread = document.querySelector('section [data-message-id]')!.closest('section')!;
  const longTasks: number[] = [];
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration))).observe({
    type: 'longtask',
  });
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const task = () => new Promise((resolve) => setTimeout(resolve));
  const rows = () => [...thread.querySelectorAll<HTMLElement>('li[data-message-id]')];
  const topRow = () => {
    const top = thread.getBoundingClientRect().top;
    return rows().find((row) => row.getBoundingClientRect().top >= top) ?? null;
  };
  const complete = () => thread.querySelector('li[aria-posinset="1"]') !== null;
  let maxNodes = 0;
  let largestJump = 0;
  let jumps = 0;
  let steps = 0;
  const started = performance.now();
  performance.mark('bench:scroll-up');
  const deadline = started + 300_000;
  while (performance.now() < deadline && !(complete() && thread.scrollTop === 0)) {
    const anchor = topRow();
    const before = anchor?.getBoundingClientRect().top ?? 0;
    const scrolled = Math.min(Math.round(thread.clientHeight * 0.8), thread.scrollTop);
    thread.scrollTop -= scrolled;
    // Written from a task, as input arrives, never from inside an animation frame; read once that frame is painted.
    await frame();
    await task();
    steps += 1;
    maxNodes = Math.max(maxNodes, thread.querySelectorAll('*').length);
    if (anchor?.isConnected) {
      const jump = Math.abs(anchor.getBoundingClientRect().top - before - scrolled);
      largestJump = Math.max(largestJump, jump);
      if (jump > 1) jumps += 1;
    }
    if (scrolled === 0) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const pagingMs = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 300));
  const first = thread.querySelector('li[aria-setsize]');
  return {
    longTasks,
    maxNodes,
    loaded: Number(first?.getAttribute('aria-setsize') ?? 0),
    complete: complete(),
    pagingMs,
    steps,
    largestJump,
    jumps,
  };
}

const paintTime = async (page: Page) => {
  await page.waitForFunction(() => (window as unknown as { __benchPaint: number | null }).__benchPaint !== null, null, {
    timeout: 60_000,
  });
  return page.evaluate(() => (window as unknown as { __benchPaint: number }).__benchPaint);
};

// The sandbox's own chats stay off: the figures are the thread's, not live traffic's.
const server = new ServerProcess({ port: PORT, env: { SANDBOX_CHATS_PER_MINUTE: '0', SANDBOX_ITEMS_PER_MINUTE: '0' } });
const browser = await chromium.launch(launchOptions);
try {
  await startServer(server); // migrates and seeds the demo, with the 5,000-message chat
  const page = await browser.newPage({ locale: 'ru-RU', viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
  await page.addInitScript(watchFirstPaint);
  await signIn(page, server.url, DEMO_EMAILS.operator);

  // Opened from the chats list (the route's chunk, the chat and its newest page), as an operator does.
  await page.goto(`${server.url}/chats?tab=all&q=${encodeURIComponent(BENCH_CHAT_AUTHOR)}`);
  const link = page.getByRole('link', { name: BENCH_CHAT_AUTHOR, exact: true });
  await link.waitFor({ timeout: 30_000 });
  await page.evaluate(() => {
    const w = window as unknown as { __benchPaint: number | null; __benchFrom: number };
    w.__benchPaint = null;
    w.__benchFrom = performance.now();
  });
  await link.click();
  const fromList = await paintTime(page);
  const address = page.url();

  // A cold load of the chat's address: the app, the session, the chat and its newest page.
  await page.goto(address);
  const cold = await paintTime(page);
  await page.getByRole('region', { name: chats.chat.thread, exact: true }).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1000);
  // BENCH_PROFILE=1: also the page's JavaScript profile over the scrolling, its heaviest functions by own time.
  const cdp = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
  const { result: probe, longBetween } = await traceTasks(page, () => page.evaluate(scrollUpProbe));
  if (cdp) printProfile((await cdp.send('Profiler.stop')).profile);

  printRow('thread painted, opened from the list', `${fromList.toFixed(0)} ms`);
  printRow('thread painted, cold load', `${cold.toFixed(0)} ms after navigation`);
  printRow(
    'messages loaded',
    `${probe.complete ? probe.loaded : 'NOT all'} of ${BENCH_CHAT_MESSAGES} in ${(probe.pagingMs / 1000).toFixed(1)} s, ${probe.steps} frames`,
  );
  printRow('DOM nodes in the thread', `at most ${probe.maxNodes}`);
  printRow('long tasks scrolling up', longTasksText(probe.longTasks));
  printRow('  by CPU time (trace)', cpuTasksText(longBetween('bench:scroll-up')));
  printRow('message in view moved', `${probe.jumps} frames by more than 1 px, at most ${probe.largestJump.toFixed(1)} px`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}
