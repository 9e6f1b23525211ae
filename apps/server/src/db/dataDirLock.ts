// One server per PGlite folder: PGlite takes no lock of its own, and two processes writing one folder corrupt it (a
// second `npm start` beside a running one did). The lock is a file beside the folder holding its owner's process id;
// a stopped owner's (killed, the machine restarted) is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export class DataDirInUse extends Error {}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0 only asks whether the process exists
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // it exists, under another user
  }
}

/** Takes `${dataDir}.lock` for this process, or throws DataDirInUse naming the running owner; returns its release. */
export function lockDataDir(dataDir: string): () => void {
  const path = `${dataDir}.lock`;
  mkdirSync(dirname(path), { recursive: true });
  for (;;) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(readFileSync(path, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && running(owner))
      throw new DataDirInUse(
        `The data folder ${dataDir} is in use by process ${owner} (another server?). Stop it first, or start this one ` +
          `with its own DATA_DIR. If no such server runs, delete ${path}.`,
      );
    rmSync(path, { force: true });
  }
}
