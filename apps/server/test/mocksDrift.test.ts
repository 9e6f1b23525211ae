// The drift test (docs/mocks.md): every recording script is played again on the live server, on a fresh copy of the
// test seed at its fixed clock, and each answer (and the socket messages a write caused) must still be what the mocks replay.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Recording } from '@console/api/contract';
import { generatedIds, masked } from '../src/recording/mask.ts';
import { playScript } from '../src/recording/play.ts';
import { RECORDING_SCRIPTS } from '../src/recording/scripts/index.ts';
import { withRecordingServer } from './recordingServer.ts';

const fixture = async (name: string): Promise<Recording> =>
  JSON.parse(
    await readFile(new URL(`../../../packages/api/src/mocks/recorded/${name}.json`, import.meta.url), 'utf8'),
  ) as Recording;

const comparable = (recording: Recording) => {
  const generated = generatedIds(recording.steps);
  return recording.steps.map((step) => masked(step, generated));
};

describe('recorded mocks match the live server (run `npm run mocks:record` after a deliberate change)', () => {
  const server = withRecordingServer();

  // In order, on one database, as `mocks:record` plays them: a script sees the writes of those before it.
  for (const script of RECORDING_SCRIPTS) {
    it(script.name, async () => {
      const live = await playScript(server(), script);
      expect(comparable(live)).toEqual(comparable(await fixture(script.name)));
    });
  }
});
