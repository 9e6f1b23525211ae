import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchOptions } from '../../scripts/browser.mjs';
import { templateDir } from './e2e/serverData.ts';

// End to end (quality.md): the built console against the reference server on loopback, in Debian's Chromium.
const root = join(import.meta.dirname, '..', '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 28080);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'console-e2e-'));
// Set here, in the runner, so the webServer and the workers (which inherit the environment) share one template.
const template = templateDir();

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: join(root, '.reports', 'e2e.json') }]],
  outputDir: join(root, 'test-results', 'e2e'),
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --disable-warning=ExperimentalWarning apps/console/e2e/startServer.ts',
    cwd: root,
    url: `http://127.0.0.1:${E2E_PORT}/healthz`,
    // No sandbox comments arriving on their own: the tests make the changes they look for.
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      E2E_TEMPLATE_DIR: template,
      HOST: '127.0.0.1',
      THROTTLE_IP_PER_MINUTE: '1000',
      SANDBOX_ITEMS_PER_MINUTE: '0',
      SANDBOX_CHATS_PER_MINUTE: '0',
      // Deliveries never fail at random in e2e; the seeded failed message (README) shows the failure and its retry.
      SANDBOX_CHATS_FAILURE_RATE: '0',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
