// `npm run chromatic`: uploads the static Storybook to Chromatic where its service can be reached
// (docs/review-tools.md). Without CHROMATIC_PROJECT_TOKEN it says so in one line and exits 0, never starting the CLI.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const storybookStatic = join(root, 'apps', 'storybook', 'storybook-static');

/** The CLI's own entry, run with this Node (npm run puts Node 22 first). */
function chromaticBin() {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('chromatic/package.json')), 'dist', 'bin.cjs');
}

/**
 * Runs the upload, or explains why not; resolves to the exit code.
 * @param {{ env?: NodeJS.ProcessEnv, args?: string[], log?: (line: string) => void,
 *   run?: (command: string, args: string[]) => Promise<number>, buildDir?: string }} [options]
 */
export async function uploadStorybook(options = {}) {
  const { env = process.env, args = [], log = console.log, run = runCli, buildDir = storybookStatic } = options;
  if (!env.CHROMATIC_PROJECT_TOKEN) {
    log('chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing is uploaded.');
    return 0;
  }
  if (!existsSync(join(buildDir, 'index.json'))) {
    log(`chromatic: no static Storybook at ${buildDir}; build it with npm run -w @console/storybook build.`);
    return 1;
  }
  // The CLI reads the token from CHROMATIC_PROJECT_TOKEN itself, so it never shows in the process list.
  return run(process.execPath, [chromaticBin(), '--storybook-build-dir', buildDir, ...args]);
}

/** @param {string} command @param {string[]} args */
function runCli(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await uploadStorybook({ args: process.argv.slice(2) });
}
