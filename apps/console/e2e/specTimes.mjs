// Writes e2e/specTimes.json (the summed test seconds of each spec file) from the last full run's report, so that
// e2e/projects.ts cuts the next runs into projects of equal time.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
const report = JSON.parse(readFileSync(join(root, '.reports', 'e2e.json'), 'utf8'));
const seconds = {};
const walk = (suite, file) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const result of test.results) {
        const name = (spec.file ?? file).split('/').pop();
        seconds[name] = (seconds[name] ?? 0) + result.duration / 1000;
      }
  for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
};
for (const suite of report.suites) walk(suite, suite.file);
const sorted = Object.fromEntries(
  Object.keys(seconds)
    .sort()
    .map((name) => [name, Math.round(seconds[name])]),
);
writeFileSync(join(import.meta.dirname, 'specTimes.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`e2e/specTimes.json: ${Object.keys(sorted).length} spec files`);
