import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'locales', include: ['test/**/*.test.ts'], environment: 'node' } });
