// The fixed test seed the mocks are recorded on and the drift test replays against (docs/mocks.md): the demo
// workspace's deterministic seed (seeded random, no wall clock) laid down at one fixed instant, apart from the demo
// that `npm start` seeds at the current time, so recordings do not move when the demo grows or the day changes.
import type { Db } from '../db/database.ts';
import { seedDemoWorkspace } from '../seed.ts';

/** 2026-01-15 09:00 UTC: the test seed's "now". */
export const TEST_SEED_NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

/** The clock of a recorded or replayed request: a minute after the seed, never moving. */
export const TEST_CLOCK_NOW = TEST_SEED_NOW + 60_000;

export function seedTestWorkspace(db: Db): Promise<void> {
  return seedDemoWorkspace(db, { now: TEST_SEED_NOW });
}
