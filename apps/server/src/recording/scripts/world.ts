// The signed-in world (docs/mocks.md, "The world"): what the shell and every screen read at start, as each test-seed
// user: config, profile, accounts, counters, templates, working hours. Stories replay it by default, so a screen's
// story shows what the server answers that user; a feature's own reads and writes are its own scripts.
import { RECORDING_USERS, type RecordingUser } from '@console/api/contract';
import { TEST_CLOCK_NOW } from '../testSeed.ts';
import { read, type RecordingScript, type ScriptStep } from './script.ts';

/** The demo space of the test seed (the first one laid down). */
export const TEST_SPACE_ID = 1;

// What a signed-in page asks for before its own data (spec §3): the config's `ts` is a cache-buster the replay
// ignores.
const worldOf = (as: RecordingUser): ScriptStep[] => [
  read(as, `/v1/config?ts=${TEST_CLOCK_NOW}`),
  read(as, `/v1/config?ts=${TEST_CLOCK_NOW}`, 'en'),
  read(as, '/v1/me'),
  read(as, '/v1/objects'),
  read(as, '/v1/objects?tags=true'),
  read(as, '/v1/companies'),
  read(as, '/v1/counts'),
  read(as, '/v1/counts?monitoring=1'),
  read(as, '/v1/templates'),
  read(as, `/v1/me/workinghours?space_id=${TEST_SPACE_ID}`),
];

export const WORLD_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'world',
    about: 'what every signed-in page reads first, as each test-seed user (spec §3)',
    steps: [
      ...(Object.keys(RECORDING_USERS) as RecordingUser[]).flatMap(worldOf),
      // spec §4: nobody signed in (no token) gets a 401 for the signed-in reads.
      read('anonymous', `/v1/config?ts=${TEST_CLOCK_NOW}`),
      read('anonymous', `/v1/config?ts=${TEST_CLOCK_NOW}`, 'en'),
      read('anonymous', '/v1/me'),
      read('anonymous', '/v1/me', 'en'),
    ],
  },
];
