import type { HttpHandler } from 'msw';
import type { RecordedStep } from '@console/api/contract';
import { RECORDINGS, replayHandlers, type RecordingName } from '@console/api/mocks';

/** A signed-out story's answers: what the server answered the anonymous requests of a recording (docs/mocks.md). */
export const replayedAnonymous = (name: RecordingName): HttpHandler[] => replayHandlers(RECORDINGS[name], { as: 'anonymous' });

/**
 * The recorded request to `path` that `match` picks (a one-use link or code the story's URL must carry: the server's
 * are counted on the recording server, so the story reads them from the recording rather than writing them down).
 */
export function recordedStep(
  name: RecordingName,
  path: string,
  match: (step: RecordedStep) => boolean = () => true,
): RecordedStep {
  const step = RECORDINGS[name].steps.find((one) => one.path === path && match(one));
  if (!step) throw new Error(`the ${name} recording has no matching request to ${path}`);
  return step;
}

/** A string field of a recorded request's body or answer. */
export const fieldOf = (value: unknown, field: string): string => {
  const found = (value as Record<string, unknown> | null)?.[field];
  if (typeof found !== 'string') throw new Error(`the recorded value has no ${field}`);
  return found;
};
