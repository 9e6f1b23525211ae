// The server's clock and the browser's moved together (docs/testing.md "The server's clock"): the config's servers run
// with TEST_CLOCK=1, and Playwright's page.clock stands in for the browser's.
import { expect, test, type Page } from '@playwright/test';
import { TEST_CLOCK_PATH } from '../../server/src/clock/testClock.ts';
import { ServerProcess } from './serverProcess.ts';

type ClockAnswer = { now: number; jobs_run?: number };

/** The server's time now (unix ms). */
export async function serverNow(page: Page): Promise<number> {
  const answer = await page.request.get(TEST_CLOCK_PATH);
  expect(answer.ok(), `GET ${TEST_CLOCK_PATH}: ${answer.status()}`).toBe(true);
  return ((await answer.json()) as ClockAnswer).now;
}

/** Installs the browser's clock at the server's time: call before the page loads, so its timers are the fake ones. */
export async function installClocks(page: Page): Promise<number> {
  const now = await serverNow(page);
  await page.clock.install({ time: now });
  return now;
}

/**
 * Moves both clocks forward by `ms`: the server's first (which runs the jobs then due), then the browser's, firing its
 * timers due by then once each (a 1200 s refresh fires once, however far the move). Answers how many jobs ran.
 */
export async function moveClocks(page: Page, ms: number): Promise<number> {
  const answer = await page.request.post(TEST_CLOCK_PATH, { data: { advance_ms: Math.round(ms) } });
  expect(answer.ok(), `POST ${TEST_CLOCK_PATH}: ${answer.status()}`).toBe(true);
  await page.clock.fastForward(Math.round(ms));
  return ((await answer.json()) as ClockAnswer).jobs_run ?? 0;
}

/** Moves both clocks forward to `at` (unix ms, by the server's clock); a time already passed moves nothing. */
export async function moveClocksTo(page: Page, at: number): Promise<number> {
  return moveClocks(page, Math.max(0, at - (await serverNow(page))));
}

/**
 * A spec that moves the server's clock runs on a server of its own (its page and request fixtures point there): a
 * shared server's clock moved ahead fails every later spec's codes made in real time there (TOTP, the sign-in's sign).
 * Call at the top of the spec file.
 */
export function ownClockServer(port: number): ServerProcess {
  const server = new ServerProcess({
    port,
    env: { TEST_CLOCK: '1', SANDBOX_ITEMS_PER_MINUTE: '0', SANDBOX_CHATS_PER_MINUTE: '0', SANDBOX_CHATS_FAILURE_RATE: '0' },
  });
  test.use({ baseURL: server.url });
  test.beforeAll(async () => server.start());
  test.afterAll(async () => server.stop());
  return server;
}
