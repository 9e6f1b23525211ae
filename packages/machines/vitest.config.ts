import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'machines',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
