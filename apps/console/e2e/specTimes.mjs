// Writes e2e/specTimes.json (the seconds each spec file kept its project's worker busy) from the last full run's
// report, so that e2e/projects.ts cuts the next runs into projects of equal time. A file's time runs from the end of
// the file before it in its project to the end of its own last test: its hooks (a spec's own server started in
// beforeAll) and the pauses between its tests count, which its tests' durations alone left out (stop 38: 22–40 s a
// project).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');
const report = JSON.parse(readFileSync(join(root, '.reports', 'e2e.json'), 'utf8'));
// Every result as { project, file, start, end } in ms.
const results = [];
const walk = (suite, file) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const result of test.results) {
        const start = Date.parse(result.startTime);
        results.push({
          project: test.projectName,
          file: (spec.file ?? file).split('/').pop(),
          start,
          end: start + result.duration,
        });
      }
  for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
};
for (const suite of report.suites) walk(suite, suite.file);
const seconds = {};
for (const project of new Set(results.map((result) => result.project))) {
  const mine = results.filter((result) => result.project === project).sort((a, b) => a.start - b.start);
  // The project's first file starts its clock at its first test (the servers' start is every project's alike).
  let since = mine[0]?.start ?? 0;
  for (const [i, result] of mine.entries()) {
    const next = mine[i + 1];
    if (next && next.file === result.file) continue;
    seconds[result.file] = (seconds[result.file] ?? 0) + (result.end - since) / 1000;
    since = result.end;
  }
}
const sorted = Object.fromEntries(
  Object.keys(seconds)
    .sort()
    .map((name) => [name, Math.round(seconds[name])]),
);
writeFileSync(join(import.meta.dirname, 'specTimes.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`e2e/specTimes.json: ${Object.keys(sorted).length} spec files`);
