// Bundle budgets of quality.md, checked by `npm test` and printed: gzip bytes of the JavaScript each route loads.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps', 'console', 'dist');
const KB = 1000;
export const BUDGETS = {
  login: 150 * KB, // JavaScript for /login
  shell: 220 * KB, // app shell plus the first screen after sign-in
  lazyChunk: 60 * KB, // any lazy route chunk
};

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

// A chunk and everything it imports statically: what the browser must load for it.
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}
const jsBytes = (keys) =>
  [...keys].reduce((sum, key) => sum + (manifest[key].file.endsWith('.js') ? size(manifest[key].file) : 0), 0);
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const lazyKey = (name) => Object.keys(manifest).find((key) => key.endsWith(`routing/lazy/${name}.ts`));

const checks = [];
const entry = closure(entryKey);
const check = (name, bytes, budget) => checks.push({ name, bytes, budget, ok: bytes <= budget });
check('/login (entry + login route)', jsBytes(closure(lazyKey('login'), new Set(entry))), BUDGETS.login);
check('shell + first screen (entry + home)', jsBytes(closure(lazyKey('home'), new Set(entry))), BUDGETS.shell);
for (const key of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry)) {
  const own = [...closure(key)].filter((k) => !entry.has(k));
  check(`lazy chunk ${key}`, jsBytes(own), BUDGETS.lazyChunk);
}

for (const c of checks) {
  console.log(
    `${c.ok ? 'ok  ' : 'FAIL'} ${c.name.padEnd(60)} ${(c.bytes / KB).toFixed(1).padStart(7)} KB gzip (budget ${c.budget / KB} KB)`,
  );
}
const passed = checks.filter((c) => c.ok).length;
const failed = checks.length - passed;
const reportArg = process.argv.indexOf('--report');
if (reportArg > 0) writeFileSync(process.argv[reportArg + 1], JSON.stringify({ passed, failed, skipped: 0, checks }, null, 2));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
