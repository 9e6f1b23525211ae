// Runs every suite of quality.md, prints each suite's time and one closing line `N passed, N failed, N skipped`.
// Usage: node scripts/test.mjs [--only suite,suite] (the README's `npm test` runs all of them).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { suites } from './test-suites.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? new Set(process.argv[onlyArg + 1].split(',')) : null;
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

// Reads a suite's counts from its report; a suite that left none counts as one failure.
function counts(suite, exitCode) {
  if (!suite.report) return exitCode === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  const file = join(reports, suite.report);
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const result = suite.parse(data);
  // A runner that failed outside its tests (a crash, a config error) still fails the suite.
  if (exitCode !== 0 && result.failed === 0) result.failed = 1;
  return result;
}

const results = [];
for (const suite of suites(reports)) {
  if (only && !only.has(suite.name)) continue;
  console.log(`\n━━ ${suite.name} ━━ ${suite.title}`);
  const started = performance.now();
  let exitCode = 0;
  for (const [command, ...args] of suite.steps) {
    exitCode = await run(command, args);
    if (exitCode !== 0) break;
  }
  const seconds = (performance.now() - started) / 1000;
  const c = suite.counts === false ? null : counts(suite, exitCode);
  if (!c && exitCode !== 0) {
    results.push({ name: suite.name, seconds, passed: 0, failed: 1, skipped: 0 });
  } else if (c) results.push({ name: suite.name, seconds, ...c });
  else console.log(`   (${suite.name}: ${seconds.toFixed(1)} s, no tests of its own)`);
}

console.log('\n━━ summary ━━');
const total = { passed: 0, failed: 0, skipped: 0, seconds: 0 };
for (const r of results) {
  console.log(
    `${r.name.padEnd(12)} ${r.seconds.toFixed(1).padStart(7)} s   ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`,
  );
  total.passed += r.passed;
  total.failed += r.failed;
  total.skipped += r.skipped;
  total.seconds += r.seconds;
}
console.log(`total        ${total.seconds.toFixed(1).padStart(7)} s`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
