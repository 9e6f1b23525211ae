// The fixed test seed the mocks are recorded on and the drift test replays against (docs/mocks.md): the demo's
// identities and rules (seeded random, no wall clock) at a few comments and chats instead of the demo's hundreds,
// laid down at one fixed instant; apart from the demo that `npm start` seeds at the current time and its volumes, so
// recordings stay small and do not move when the demo grows or the day changes.
import { RECORDED_SEED_NOW, seededRandom } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import type { OneUseCodeKind, OneUseCodes } from '../auth/oneUseCodes.ts';
import { newRecoveryCodes, type TwoFactorSecrets } from '../profile/recoveryCodes.ts';
import { DEMO_OTP_SECRET, seedDemoWorkspace, type SeedScale } from '../seed.ts';
import { seedStatusHistory } from './statusHistory.ts';

/** The test seed's "now": the instant the stories' clock stands at too. */
export const TEST_SEED_NOW = RECORDED_SEED_NOW;

/** The clock of a recorded or replayed request: a minute after the seed, never moving. */
export const TEST_CLOCK_NOW = TEST_SEED_NOW + 60_000;

/**
 * Enough for every state a story shows (each network, status and hostile text at least once), no more: a 120-message
 * chat instead of the benchmark's 5,000, for a thread's paging (50 a page).
 */
export const TEST_SCALE: SeedScale = { items: 48, chatsPerAccount: 2, benchChat: false, longChatMessages: 120 };

export async function seedTestWorkspace(db: Db): Promise<void> {
  await seedDemoWorkspace(db, { now: TEST_SEED_NOW, scale: TEST_SCALE });
  // Weeks of operators' statuses for the status time and working hours screens (statusHistory.ts).
  await seedStatusHistory(db, TEST_SEED_NOW);
}

/** The secret every two-factor set-up gets on the recording server (the demo's), so a code for TEST_CLOCK_NOW is fixed. */
export const RECORDED_OTP_SECRET = DEMO_OTP_SECRET;

/** Set-ups and recovery codes that come out the same on every recording and drift run (the server's are random). */
export function recordedTwoFactorSecrets(): TwoFactorSecrets {
  const random = seededRandom(2026);
  return { secret: () => RECORDED_OTP_SECRET, recoveryCodes: () => newRecoveryCodes((n) => Math.floor(random() * n)) };
}

/**
 * The recording server's one-use links and codes (the server's are random): `recorded-<kind>-<n>`, the n-th of its kind
 * since the server started, so a reset or confirmation link, a social or OAuth code comes out the same on every
 * recording and drift run, and a story replays the URL its recording holds.
 */
export function recordedOneUseCodes(): OneUseCodes {
  const counts = new Map<OneUseCodeKind, number>();
  return (kind) => {
    const n = (counts.get(kind) ?? 0) + 1;
    counts.set(kind, n);
    return `recorded-${kind}-${n}`;
  };
}
