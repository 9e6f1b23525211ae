import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const configDir = path.join(dirname, '.storybook');

// Debian's Chromium with the flags of the common brief; a fresh object per project, since a shared
// one makes vitest fail with 'project name … already defined' (toolchain.md, "Browser").
function browser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}

// quality.md, "Story tests": every story renders, plays and passes axe in ru + light; axe again in dark.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir, initialGlobals: { locale: 'ru', theme: 'light' } })],
        test: { name: 'storybook', browser: browser() },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir, initialGlobals: { locale: 'ru', theme: 'dark' } })],
        test: { name: 'storybook-dark', browser: browser() },
      },
      {
        test: { name: 'visual-unit', environment: 'node', include: ['visual/**/*.test.ts'] },
      },
    ],
  },
});
