import type { HttpHandler } from 'msw';
import { RECORDINGS } from './recordings.ts';
import { replayHandlers } from './replay.ts';
import { recordedAskerOf } from './world.ts';

// The billing endpoints (spec §4) in every story: what the server answered the story's user, replayed from the `billing`
// recording (docs/mocks.md) after the world.
export const billingHandlers = (): HttpHandler[] => replayHandlers(RECORDINGS.billing, { as: recordedAskerOf });
