import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { uploadStorybook } from '../chromatic.mjs';

// docs/review-tools.md: `npm run chromatic` uploads only with a project token; here its service cannot be reached,
// so no test ever starts the CLI: `run` is a spy wherever a token is given.
const script = join(import.meta.dirname, '..', 'chromatic.mjs');
const built = mkdtempSync(join(tmpdir(), 'storybook-static-'));
writeFileSync(join(built, 'index.json'), '{"v":5,"entries":{}}');
afterAll(() => rmSync(built, { recursive: true, force: true }));

describe('npm run chromatic', () => {
  it('without CHROMATIC_PROJECT_TOKEN says so in one line and exits 0', async () => {
    const env = { ...process.env };
    delete env.CHROMATIC_PROJECT_TOKEN;
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script], { env });
    expect(stdout).toBe('chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing is uploaded.\n');
    expect(stderr).toBe('');
  });

  it('without a token never starts the CLI, even with a build there', async () => {
    const run = vi.fn(async () => 0);
    const log = vi.fn();
    expect(await uploadStorybook({ env: { CHROMATIC_PROJECT_TOKEN: '' }, run, log, buildDir: built })).toBe(0);
    expect(run).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('with a token uploads the static Storybook and passes the exit code on', async () => {
    const run = vi.fn(async () => 3);
    const code = await uploadStorybook({
      env: { CHROMATIC_PROJECT_TOKEN: 'token' },
      run,
      log: vi.fn(),
      buildDir: built,
      args: ['--dry-run'],
    });
    expect(code).toBe(3);
    const [command, args] = run.mock.calls[0] as unknown as [string, string[]];
    expect(command).toBe(process.execPath);
    expect(args[0]).toMatch(/chromatic[\\/]dist[\\/]bin\.cjs$/);
    expect(args.slice(1)).toEqual(['--storybook-build-dir', built, '--dry-run']);
    expect(args).not.toContain('token');
  });

  it('with a token but no static Storybook says how to build it and fails', async () => {
    const run = vi.fn(async () => 0);
    const log = vi.fn();
    const missing = join(built, 'missing');
    expect(await uploadStorybook({ env: { CHROMATIC_PROJECT_TOKEN: 'token' }, run, log, buildDir: missing })).toBe(1);
    expect(run).not.toHaveBeenCalled();
    expect(log.mock.calls[0]?.[0]).toContain('npm run -w @console/storybook build');
  });
});
