import type { RecordedStep } from '@console/api/contract';
import { RECORDINGS, type RecordingName } from '@console/api/mocks';

/** What the server answered a recorded request (docs/mocks.md), for a story that shows or types it. */
export function recordedStep(name: RecordingName, method: string, path: string, status = 200, as?: string): RecordedStep {
  const step = RECORDINGS[name].steps.find(
    (s) => s.method === method && s.path === path && s.status === status && (as === undefined || s.as === as),
  );
  if (!step) throw new Error(`${name} holds no ${method} ${path} answered ${status}`);
  return step;
}
