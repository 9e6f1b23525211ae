import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { launchOptions } from '../../scripts/browser.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const configDir = path.join(dirname, '.storybook');

// Debian's Chromium with the flags of the common brief (toolchain.md, "Browser"; scripts/browser.mjs).
function browser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions,
    }),
    instances: [{ browser: 'chromium' as const }],
  };
}

// quality.md, "Story tests": every story renders once in ru + light, plays, and passes axe in light and then, in the same
// render, axe's colour rules in the dark theme (the axeInDark global: .storybook/axeInDark.ts).
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir, initialGlobals: { locale: 'ru', theme: 'light', axeInDark: true } })],
        // One page per worker for all its story files, not a fresh iframe per file: the preview's beforeEach resets
        // what a story leaves (storage, toasts, mocks, route), as the visual runner relies on when it switches stories.
        // A quarter less time on CI's two cores.
        test: { name: 'storybook', browser: browser(), isolate: false },
      },
      {
        test: { name: 'visual-unit', environment: 'node', include: ['visual/**/*.test.ts'] },
      },
    ],
  },
});
