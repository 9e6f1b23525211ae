import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createSnapshot } from './snapshot.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const file = join(tmpdir(), `console-server-snapshot-${process.pid}-${Date.now()}.tar`);
  const seededAt = Date.now();
  const snapshot = await createSnapshot(seededAt);
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('serverSnapshot', file);
  project.provide('serverSeededAt', seededAt);
  return () => rm(file, { force: true });
}
