// `npm run mocks:record`: plays every recording script on the test seed and writes the answers as the mocks' fixtures
// (packages/api/src/mocks/recorded/<script>.json; docs/mocks.md).
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { playScript } from '../recording/play.ts';
import { RECORDING_SCRIPTS } from '../recording/scripts/index.ts';
import { openRecordingServer, openTestSeed } from '../recording/server.ts';

const folder = fileURLToPath(new URL('../../../../packages/api/src/mocks/recorded/', import.meta.url));
const only = process.argv.slice(2);

const database = await openTestSeed();
const server = await openRecordingServer(database);
try {
  await mkdir(folder, { recursive: true });
  for (const script of RECORDING_SCRIPTS.filter((s) => only.length === 0 || only.includes(s.name))) {
    const recording = await playScript(server, script);
    await writeFile(`${folder}${script.name}.json`, `${JSON.stringify(recording, null, 2)}\n`);
    console.log(`${script.name}: ${recording.steps.length} requests → packages/api/src/mocks/recorded/${script.name}.json`);
  }
} finally {
  await server.close();
  await database.close();
}
