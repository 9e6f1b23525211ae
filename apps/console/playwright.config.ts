import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shellLaunchOptions } from '../../scripts/browser.mjs';
import { cutIntoProjects } from './e2e/projects.ts';
import { templateDir } from './e2e/serverData.ts';

// End to end (quality.md): the built console against the reference server on loopback, in Debian's Chromium.
const root = join(import.meta.dirname, '..', '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 28080);
// Set here, in the runner, so the webServer and the workers (which inherit the environment) share one template.
const template = templateDir();

// Three workers, each with a reference server of its own: a test mostly waits (on the server, timers, the browser),
// so with two the cores were a quarter idle and the run took 247 s here. The spec files are cut into three projects of
// about equal time (e2e/projects.ts, from the times in e2e/specTimes.json), each run by one worker against its own
// server, so no two tests ever share a database. Specs that start their own ServerProcess (on ports of their own) sit
// in any of them.
const [FIRST, SECOND, THIRD] = cutIntoProjects(join(import.meta.dirname, 'e2e'), 3) as [string[], string[], string[]];
// Each server also listens on its port + 1 (the spec's second host).
const SERVER_PORTS = [E2E_PORT, E2E_PORT + 2, E2E_PORT + 4] as const;
const origin = (port: number) => `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  // Generous for CI's two cores, where three servers and three browsers share them: a test that passes is no slower.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: SERVER_PORTS.length,
  projects: [
    { name: 'first', testMatch: FIRST, workers: 1, use: { baseURL: origin(SERVER_PORTS[0]) } },
    { name: 'second', testMatch: SECOND, workers: 1, use: { baseURL: origin(SERVER_PORTS[1]) } },
    { name: 'third', testMatch: THIRD, workers: 1, use: { baseURL: origin(SERVER_PORTS[2]) } },
  ],
  // On CI one retry: a test failed by the two loaded cores (stop 40's CI: two of 148, both passing here in a full
  // run and again beside three busy loops) does not refuse the whole submission; the run's summary still names it,
  // with what its first try threw (scripts/test.mjs "flaky"), so it gets mended. A test failing twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: join(root, '.reports', 'e2e.json') }]],
  outputDir: join(root, 'test-results', 'e2e'),
  use: {
    launchOptions: shellLaunchOptions,
    locale: 'ru-RU',
    // Here a failed test keeps its trace (actions, DOM snapshots, network, console) but no screencast: recording one
    // frame stream per test took half of the suite's CPU on CI's two cores (14.0 min here with it, 7.7 min without).
    // On CI (CI=true, .ci/run) none: recording every test's trace to keep a failed one's costs a sixth of the suite's
    // CPU (10 tests: 112 and 119 CPU s with, 94 and 97 without), and CI keeps only what the run prints.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
  },
  // Started one after the other: the first builds the run's template, the others copy it.
  webServer: SERVER_PORTS.map((port) => ({
    command: 'node --disable-warning=ExperimentalWarning apps/console/e2e/startServer.ts',
    cwd: root,
    url: `${origin(port)}/healthz`,
    // No sandbox comments arriving on their own: the tests make the changes they look for.
    env: {
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'console-e2e-')),
      E2E_TEMPLATE_DIR: template,
      HOST: '127.0.0.1',
      THROTTLE_IP_PER_MINUTE: '1000',
      SANDBOX_ITEMS_PER_MINUTE: '0',
      SANDBOX_CHATS_PER_MINUTE: '0',
      // Deliveries never fail at random in e2e; the seeded failed message (README) shows the failure and its retry.
      SANDBOX_CHATS_FAILURE_RATE: '0',
      // The server's clock moves with the browser's (e2e/clocks.ts, docs/testing.md "The server's clock").
      TEST_CLOCK: '1',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
