import type { HttpHandler } from 'msw';
import { recordedWorld } from './world.ts';
import type { RecordingName } from './recordings.ts';
import { billingHandlers } from './billingHandlers.ts';
import { attachmentFilesHandlers } from './mockFiles.ts';

export interface CreateHandlersOptions {
  /** Base URLs ending with '/', as in config.json. */
  apiHosts: readonly string[];
  /**
   * Feature recordings replayed before the session and the signed-in world, which every story replays (docs/mocks.md,
   * "The world").
   */
  recorded?: readonly RecordingName[];
}

// Every v1 endpoint answers from recordings of the reference server (docs/mocks.md); on each host, the picture behind
// recorded attachment links.
export function createHandlers({ apiHosts, recorded = [] }: CreateHandlersOptions): HttpHandler[] {
  return [...recordedWorld(...recorded), ...apiHosts.flatMap((host) => attachmentFilesHandlers(host)), ...billingHandlers()];
}
