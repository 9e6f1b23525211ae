import { defineConfig } from 'vitest/config';

// Unit tests of the UI package's pure functions; rendering is tested through the stories (apps/storybook).
export default defineConfig({
  test: {
    name: 'ui',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
