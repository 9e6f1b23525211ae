// The signed-in world (docs/mocks.md, "The world"): what the shell and every screen read at start, as each test-seed
// user: config, profile, accounts, counters, templates, working hours. Stories replay it by default, so a screen's
// story shows what the server answers that user; a feature's own reads and writes are its own scripts.
import { PROVIDERS, RECORDING_USERS, type RecordingUser } from '@console/api/contract';
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
  // spec §7 GET v1/tags: the tag pickers' list (spec §8 'Error on load tags').
  read(as, '/v1/tags'),
  read(as, '/v1/companies'),
  read(as, '/v1/counts'),
  read(as, '/v1/counts?monitoring=1'),
  read(as, '/v1/templates'),
  // docs/macros.md: the item page's run menu (none yet at the start: the macros script makes them).
  read(as, '/v1/macros'),
  read(as, `/v1/me/workinghours?space_id=${TEST_SPACE_ID}`),
  // The members the assign pickers list (spec §1).
  read(as, '/v1/users'),
];

// The test seed's accounts (apps/server/src/seed/objects.ts) by id and network: a reply's templates are asked for with both.
const TEST_OBJECTS = [
  [1, 'vk'],
  [2, 'telegram'],
  [3, 'instagram'],
  [4, 'gmaps'],
  [5, 'whatsapp'],
  [6, 'facebook'],
  [7, 'twitter'],
  [8, 'ok'],
  [9, 'youtube'],
  [10, 'appstore'],
  [11, 'viber'],
  [12, 'max'],
  [13, 'avito'],
  [14, 'ozon'],
  [15, 'wildberries'],
  [16, 'discord'],
] as const;

// spec §7, §9: the templates a composer asks for once '/' is typed, per network and per account, as the users who reply.
const templatesOf = (as: RecordingUser): ScriptStep[] => [
  ...PROVIDERS.map(({ id }) => read(as, `/v1/templates?provider=${id}`)),
  ...TEST_OBJECTS.map(([id, provider]) => read(as, `/v1/templates?object_id=${id}&provider=${provider}`)),
];

export const WORLD_SCRIPTS: readonly RecordingScript[] = [
  {
    name: 'world',
    about: 'what every signed-in page reads first, as each test-seed user (spec §3)',
    steps: [
      ...(Object.keys(RECORDING_USERS) as RecordingUser[]).flatMap(worldOf),
      ...templatesOf('operator'),
      ...templatesOf('administrator'),
      // spec §4: nobody signed in (no token) gets a 401 for the signed-in reads.
      read('anonymous', `/v1/config?ts=${TEST_CLOCK_NOW}`),
      read('anonymous', `/v1/config?ts=${TEST_CLOCK_NOW}`, 'en'),
      read('anonymous', '/v1/me'),
      read('anonymous', '/v1/me', 'en'),
    ],
  },
];
