// The suites `npm test` runs, in order (quality.md, "Tests that must exist and pass in CI").
// `failures` names what failed, so the summary (the tail CI keeps) says which test to look at, not only how many.
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '') ?? '';
const vitestFailures = (data) =>
  (data.testResults ?? []).flatMap((file) => {
    const tests = (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name}: ${test.fullName} (${firstLine(test.failureMessages?.[0])})`);
    // A file that failed outside its tests (an import error) has no failed test to name.
    return tests.length === 0 && file.status === 'failed' ? [`${file.name}: ${firstLine(file.message)}`] : tests;
  });
const vitestCounts = (data) => ({
  passed: data.numPassedTests ?? 0,
  failed: (data.numFailedTests ?? 0) + (data.numRuntimeErrorTestSuites ?? 0),
  skipped: (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0),
  failures: vitestFailures(data),
});
const plainCounts = (data) => ({
  passed: data.passed ?? 0,
  failed: data.failed ?? 0,
  skipped: data.skipped ?? 0,
  failures: data.failures ?? [],
});
const playwrightSpecs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(playwrightSpecs)];
// eslint-disable-next-line no-control-regex -- the reporter's colours
const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
// What a failed test threw, in a few lines: CI keeps only the run's tail, and stop 40's two e2e failures could not be
// told from their names alone. Each error's first lines that say something (the matcher and its diff, or the locator
// waited for), and where in the spec it threw.
const playwrightError = (test) =>
  (test.results?.find((result) => (result.errors ?? []).length > 0)?.errors ?? [])
    .map((error) => {
      const lines = plain(error.message)
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !/^\d+ \|/.test(line) && !/^[>|]/.test(line))
        .slice(0, 6);
      const at = error.location ? ` @ line ${error.location.line}` : '';
      return `${lines.join(' ¦ ')}${at}`;
    })
    .join(' ¦¦ ');
const playwrightTests = (data, status) =>
  (data.suites ?? [])
    .flatMap(playwrightSpecs)
    .flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === status)
        .map((test) => `${spec.file}:${spec.line} ${spec.title}\n      ${playwrightError(test)}`),
    );
const playwrightCounts = (data) => ({
  passed: (data.stats?.expected ?? 0) + (data.stats?.flaky ?? 0),
  failed: data.stats?.unexpected ?? 0,
  skipped: data.stats?.skipped ?? 0,
  failures: playwrightTests(data, 'unexpected'),
  // Passed on CI's one retry (playwright.config.ts): named with what the first try threw, to be mended all the same.
  flaky: playwrightTests(data, 'flaky'),
});
// The Storybook app's browser project, as vitest names it under the root config.
const BROWSER_PROJECTS = ['@console/storybook (storybook)'];

export const suites = (reports) => [
  // typecheck, lint and format are one single-threaded process each: side by side on CI's two cores. The typecheck is
  // the root's `npm run typecheck`: TypeScript 7 (the native port, `typescript7`) on one thread, a quarter of
  // TypeScript 6's CPU (15 s against 59 s here, stop 42); eslint's parser still loads TypeScript 6.
  {
    name: 'typecheck',
    title: 'tsc (TypeScript 7) over every package',
    alongside: 'static',
    steps: [['npm', 'run', '--silent', 'typecheck']],
  },
  {
    name: 'lint',
    title: 'eslint with the package-boundary rules',
    alongside: 'static',
    steps: [['eslint', '--max-warnings=0', '.']],
  },
  {
    name: 'format',
    title: 'Prettier formatting',
    alongside: 'static',
    steps: [['prettier', '--check', '--log-level=warn', '.']],
  },
  {
    name: 'unit',
    title: 'unit, machine, property, server and contract tests (vitest)',
    alongside: 'unit',
    report: 'unit.json',
    parse: vitestCounts,
    steps: [
      [
        'vitest',
        'run',
        ...BROWSER_PROJECTS.flatMap((p) => ['--project', `!${p}`]),
        // vitest's default is one worker less than the cores, one on CI's two: the files wait on PGlite and sockets
        // as much as they compute, so two keep both cores busy.
        '--maxWorkers=2',
        // Worker threads, not a process per file: starting processes is what this kind of machine is slow at (184 s
        // here instead of 233 s; vitest's default pool is forks).
        '--pool=threads',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reports}/unit.json`,
      ],
    ],
  },
  // The builds beside the unit tests, which need no build and bear a busy machine (no browser, generous timeouts): they
  // overlap the unit run's end, where its last files leave a core idle. Beside the story tests instead, whose plays
  // wait on short timeouts, 11 of 741 stories failed on a loaded machine (docs/testing.md).
  {
    name: 'build',
    title: 'builds the console and the static Storybook',
    counts: false,
    alongside: 'unit',
    steps: [['turbo', 'run', 'build', '--filter=@console/console', '--filter=@console/storybook', '--output-logs=errors-only']],
  },
  {
    name: 'stories',
    title: 'every story in Chromium: render, play, axe (ru light; colour rules again in dark)',
    report: 'stories.json',
    parse: vitestCounts,
    // As the static Storybook and the visual runner run them: Storybook's React renderer then renders and plays
    // without act() (its getAct), and Vite serves the sources as for production (config.isProduction); React itself
    // stays the development build. 303 -> 247 s for the 1,289 stories here, all passing (stop 42); a play must wait
    // for what it checks (findBy, waitFor) rather than lean on act()'s synchronous flush. None of our code reads
    // NODE_ENV.
    env: { NODE_ENV: 'production' },
    steps: [
      [
        'vitest',
        'run',
        ...BROWSER_PROJECTS.flatMap((p) => ['--project', p]),
        // Two pages at once (vitest's default is one on two cores): a story mostly waits (MSW, timers, axe).
        '--maxWorkers=2',
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${reports}/stories.json`,
      ],
    ],
  },
  // visual and e2e one after the other: side by side they took 1371 s on CI (stop 15), one after the other 950 + 411 s
  // (stop 14), so nothing was gained, and each one's tests waited on the other's load.
  {
    name: 'visual',
    title: 'visual regression of the stories tagged shot / shot-variants against committed baselines (docs/visual.md)',
    report: 'visual.json',
    parse: plainCounts,
    steps: [['node', 'apps/storybook/visual/run.mjs', '--report', `${reports}/visual.json`]],
  },
  {
    name: 'e2e',
    title: 'end to end: the built console against the reference server in Chromium',
    report: 'e2e.json',
    parse: playwrightCounts,
    steps: [['playwright', 'test', '-c', 'apps/console/playwright.config.ts']],
  },
  {
    name: 'budgets',
    title: 'bundle budgets (gzip)',
    report: 'budgets.json',
    parse: plainCounts,
    steps: [['node', 'scripts/budgets.mjs', '--report', `${reports}/budgets.json`]],
  },
];
