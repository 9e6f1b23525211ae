import { http, type HttpHandler } from 'msw';
import { recordedWorld, specMinimalWorld } from './world.ts';
import type { RecordingName } from './recordings.ts';
import { billingHandlers } from './billingHandlers.ts';
import { attachmentFilesHandlers } from './mockFiles.ts';
import { notRecorded } from './replay.ts';

export interface CreateHandlersOptions {
  /** Base URLs ending with '/', as in config.json. */
  apiHosts: readonly string[];
  /**
   * Feature recordings replayed before the session and the signed-in world, which every story replays (docs/mocks.md,
   * "The world").
   */
  recorded?: readonly RecordingName[];
  /** The recordings stripped to the fields of spec §3 (docs/answers.md, "The spec-minimal scenario"). */
  specMinimal?: boolean;
}

// A request no recording claimed: a replay that leaves a request to other handlers has matched it, so MSW never calls
// it unhandled; this last handler answers it as not recorded, which fails the story (docs/mocks.md, "Replay").
const nothingRecorded = http.all(/\/v1\//, ({ request }) => {
  const url = new URL(request.url);
  return notRecorded('any recording', `${request.method} ${url.pathname}${url.search}`);
});

// Every v1 endpoint answers from recordings of the reference server (docs/mocks.md); on each host, the picture behind
// recorded attachment links.
export function createHandlers({ apiHosts, recorded = [], specMinimal = false }: CreateHandlersOptions): HttpHandler[] {
  return [
    ...(specMinimal ? specMinimalWorld(...recorded) : recordedWorld(...recorded)),
    ...apiHosts.flatMap((host) => attachmentFilesHandlers(host)),
    ...billingHandlers(),
    nothingRecorded,
  ];
}
