// One server per PGlite folder (db/dataDirLock.ts): a second owner is refused while the first runs, a stopped one's
// lock is taken over.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { DataDirInUse, lockDataDir } from '../src/db/dataDirLock.ts';

const dataDir = () => join(mkdtempSync(join(tmpdir(), 'lock-')), 'pglite');

it('refuses a second owner while the first holds the folder, and lets it in once released', () => {
  const dir = dataDir();
  const release = lockDataDir(dir);
  expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
  expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.pid}`);
  release();
  expect(existsSync(`${dir}.lock`)).toBe(false);
  lockDataDir(dir)();
});

it('takes over the lock of a process that no longer runs, and of an unreadable file', () => {
  const dir = dataDir();
  const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  writeFileSync(`${dir}.lock`, gone.stdout);
  const release = lockDataDir(dir);
  release();
  writeFileSync(`${dir}.lock`, 'not a pid');
  lockDataDir(dir)();
});
