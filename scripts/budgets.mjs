// Bundle budgets of quality.md, checked by `npm test` and printed: gzip bytes of the JavaScript each route loads
// (which chunks each budget counts: scripts/budgets/measure.mjs).
import { writeFileSync } from 'node:fs';
import { openBuild } from './budgets/build.mjs';
import { formatCheck, measureBudgets } from './budgets/measure.mjs';

const { manifest, size } = openBuild('budgets');

const checks = measureBudgets(manifest, size);
for (const c of checks) console.log(formatCheck(c));
const passed = checks.filter((c) => c.ok).length;
const failed = checks.length - passed;
const reportArg = process.argv.indexOf('--report');
if (reportArg > 0)
  writeFileSync(
    process.argv[reportArg + 1],
    JSON.stringify({ passed, failed, skipped: 0, failures: checks.filter((c) => !c.ok).map(formatCheck), checks }, null, 2),
  );
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
