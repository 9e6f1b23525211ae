// Bundle budgets of quality.md, checked by `npm test` and printed: gzip bytes of the JavaScript each route loads
// (which chunks each budget counts: scripts/budgets/measure.mjs).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatCheck, measureBudgets } from './budgets/measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps', 'console', 'dist');

const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('budgets: apps/console/dist is missing; build the console first (npm run build).');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gzipped = new Map();
const size = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
};

const checks = measureBudgets(manifest, size);
for (const c of checks) console.log(formatCheck(c));
const passed = checks.filter((c) => c.ok).length;
const failed = checks.length - passed;
const reportArg = process.argv.indexOf('--report');
if (reportArg > 0) writeFileSync(process.argv[reportArg + 1], JSON.stringify({ passed, failed, skipped: 0, checks }, null, 2));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
