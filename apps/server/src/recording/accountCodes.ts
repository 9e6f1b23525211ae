// The account-connection codes of the recording server (docs/mocks.md, "Recording"): the sandbox signs each code with
// a random key and nonce; the recording server's sandbox draws fixed bytes instead, so the code a script sends (and
// the story replaying it puts in its callback's address) is the same on every recording and drift run.
import type { AccountProvider } from '@console/api/contract';
import { createSandboxConnector } from '../accounts/sandbox.ts';
import { TEST_CLOCK_NOW } from './testSeed.ts';

/** The recording server's "random" bytes: the same for every draw (production keeps node:crypto's). */
export const recordedSandboxBytes = (size: number): Buffer => Buffer.alloc(size, 0x5a);

/** The sandbox connector of the recording server and the drift test. */
export const recordedAccountConnector = (now: () => number) => createSandboxConnector({ now, randomBytes: recordedSandboxBytes });

/** The code the recording server's sandbox page gives for an account named `name` on `provider`, at the recording clock. */
export const recordedAccountCode = (provider: AccountProvider, name: string): string =>
  recordedAccountConnector(() => TEST_CLOCK_NOW).mintCode(provider, name, TEST_CLOCK_NOW);
