import type { HttpHandler } from 'msw';
import { createMockState, type MockState } from './state.ts';
import { recordedSession, recordedWorld } from './world.ts';
import type { RecordingName } from './recordings.ts';
import { billingHandlers } from './billingHandlers.ts';
import { attachmentFilesHandlers } from './mockFiles.ts';

export interface CreateHandlersOptions {
  /** Base URLs ending with '/', as in config.json. */
  apiHosts: readonly string[];
  state?: MockState;
  /**
   * The recordings replayed before the hand-written handlers (docs/mocks.md, "The world"): sign-in and the signed-in
   * world always, these feature recordings before them; `world: false` replays sign-in only (no config or me: a story
   * of a domain not recorded yet answers them itself).
   */
  recorded?: readonly RecordingName[];
  world?: boolean;
}

// Every v1 endpoint: the recordings first, then the hand-written mocks of the domains not recorded yet, on each host.
export function createHandlers({
  apiHosts,
  state = createMockState(),
  recorded = [],
  world = true,
}: CreateHandlersOptions): HttpHandler[] {
  const replayed = world ? recordedWorld(...recorded) : recordedSession(...recorded);
  return [
    ...replayed,
    ...apiHosts.flatMap((host) => [
      ...attachmentFilesHandlers(host),
    ]),
    ...billingHandlers(),
  ];
}
