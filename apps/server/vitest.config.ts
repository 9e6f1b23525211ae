import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One migrated, seeded PGlite snapshot per run; each test file loads it (toolchain.md: initdb takes ~5 s).
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
