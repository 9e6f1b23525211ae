import type { HttpHandler } from 'msw';
import { RECORDINGS, replayHandlers, type RecordingName } from '@console/api/mocks';

/** A signed-out story's answers: what the server answered the anonymous requests of a recording (docs/mocks.md). */
export const replayedAnonymous = (name: RecordingName): HttpHandler[] => replayHandlers(RECORDINGS[name], { as: 'anonymous' });
