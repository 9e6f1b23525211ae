// The built console that the budget scripts read: its manifest and each file's gzip size (level 9, memoised).
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const dist = join(fileURLToPath(new URL('../..', import.meta.url)), 'apps', 'console', 'dist');

/** Exits with one line naming `command` when the console has not been built. */
export function openBuild(command) {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`${command}: apps/console/dist is missing; build the console first (npm run build).`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gzipped = new Map();
  const size = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  return { manifest, size };
}
