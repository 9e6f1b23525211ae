import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One migrated, seeded PGlite snapshot per run; each test file loads it (toolchain.md: initdb takes ~5 s).
    globalSetup: ['test/globalSetup.ts'],
    // Files share a worker's modules instead of a fresh worker each: loading the app and PGlite per file cost about
    // 1.3 s of CPU each, a fifth of the suite on two cores (docs/testing.md). Each file still opens its own database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
