// The fixed test seed the mocks are recorded on and the drift test replays against (docs/mocks.md): the demo's
// identities and rules (seeded random, no wall clock) at a few comments and chats instead of the demo's hundreds,
// laid down at one fixed instant; apart from the demo that `npm start` seeds at the current time and its volumes, so
// recordings stay small and do not move when the demo grows or the day changes.
import { RECORDED_SEED_NOW } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { seedDemoWorkspace, type SeedScale } from '../seed.ts';

/** The test seed's "now": the instant the stories' clock stands at too. */
export const TEST_SEED_NOW = RECORDED_SEED_NOW;

/** The clock of a recorded or replayed request: a minute after the seed, never moving. */
export const TEST_CLOCK_NOW = TEST_SEED_NOW + 60_000;

/** Enough for every state a story shows (each network, status and hostile text at least once), no more. */
export const TEST_SCALE: SeedScale = { items: 48, chatsPerAccount: 2, benchChat: false };

export function seedTestWorkspace(db: Db): Promise<void> {
  return seedDemoWorkspace(db, { now: TEST_SEED_NOW, scale: TEST_SCALE });
}
