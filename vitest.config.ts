import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './scripts/slowFirstSequencer.ts';

// Every package's own vitest.config.ts is a project; `npm test` runs them all from here.
export default defineConfig({
  test: {
    projects: ['locales', 'packages/*', 'apps/server', 'apps/console', 'apps/storybook', 'scripts'],
    sequence: { sequencer: SlowFirstSequencer },
  },
});
