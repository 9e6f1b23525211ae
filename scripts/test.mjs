// Runs every suite of quality.md, prints each suite's time and one closing line `N passed, N failed, N skipped`.
// Usage: node scripts/test.mjs [--only suite,suite] (the README's `npm test` runs all of them).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { suites } from './test-suites.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, '.reports');

const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? new Set(process.argv[onlyArg + 1].split(',')) : null;
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };

// `output` null: the child writes to this terminal; an array: its output is kept there, to be printed in one piece
// (suites that run side by side must not interleave their lines).
function run(command, args, output = null, suiteEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...suiteEnv },
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (output) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
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

async function runSuite(suite, output) {
  const started = performance.now();
  let exitCode = 0;
  for (const [command, ...args] of suite.steps) {
    exitCode = await run(command, args, output, suite.env);
    if (exitCode !== 0) break;
  }
  return { exitCode, seconds: (performance.now() - started) / 1000 };
}

function recordSuite(suite, { exitCode, seconds }) {
  const c = suite.counts === false ? null : counts(suite, exitCode);
  if (!c && exitCode !== 0) {
    results.push({ name: suite.name, seconds, passed: 0, failed: 1, skipped: 0 });
  } else if (c) results.push({ name: suite.name, seconds, ...c });
  else console.log(`   (${suite.name}: ${seconds.toFixed(1)} s, no tests of its own)`);
}

// Consecutive suites with the same `alongside` name run at the same time, where together they keep CI's two cores
// busy and alone they would not (test-suites.mjs says which, docs/testing.md why); each one's output is printed whole
// when it ends, in the list's order.
const all = suites(reports);
// A misspelt name would otherwise run nothing and end with '0 passed, 0 failed'.
const unknown = [...(only ?? [])].filter((name) => !all.some((suite) => suite.name === name));
if (unknown.length > 0) {
  console.error(`--only: no suite named ${unknown.join(', ')} (suites: ${all.map((suite) => suite.name).join(', ')})`);
  process.exit(1);
}
const selected = all.filter((suite) => !only || only.has(suite.name));
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const batches = [];
for (const suite of selected) {
  const last = batches.at(-1);
  if (suite.alongside && last?.[0].alongside === suite.alongside) last.push(suite);
  else batches.push([suite]);
}

const startedAll = performance.now();
for (const batch of batches) {
  if (batch.length === 1) {
    const [suite] = batch;
    console.log(`\n━━ ${suite.name} ━━ ${suite.title}`);
    recordSuite(suite, await runSuite(suite, null));
    continue;
  }
  console.log(`\n━━ ${batch.map((suite) => suite.name).join(' + ')} ━━ side by side`);
  const outputs = batch.map(() => []);
  const outcomes = batch.map((suite, i) => runSuite(suite, outputs[i]));
  for (const [i, suite] of batch.entries()) {
    const outcome = await outcomes[i];
    console.log(`\n━━ ${suite.name} ━━ ${suite.title}`);
    process.stdout.write(Buffer.concat(outputs[i]));
    recordSuite(suite, outcome);
  }
}
const wallSeconds = (performance.now() - startedAll) / 1000;

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
// Suites side by side overlap, so the time that counts (the CI limit) is the wall clock, not the sum.
console.log(`total        ${wallSeconds.toFixed(1).padStart(7)} s   (suites summed: ${total.seconds.toFixed(1)} s)`);
const failures = results.flatMap((r) => (r.failures ?? []).map((name) => `${r.name}: ${name}`));
const flaky = results.flatMap((r) => (r.flaky ?? []).map((name) => `${r.name}: ${name}`));
if (flaky.length > 0)
  console.log(`flaky (failed, then passed on a retry):\n${flaky.map((line) => `  ${line.slice(0, 900)}`).join('\n')}`);
if (failures.length > 0) console.log(`failed:\n${failures.map((line) => `  ${line.slice(0, 900)}`).join('\n')}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
