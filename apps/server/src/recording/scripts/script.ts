// The shape of a recording script (docs/mocks.md, "Recording"): requests, reads and writes, each made as a test-seed
// user, whose answers `npm run mocks:record` keeps for the stories to replay.
import type { RecordedMethod, RecordingUser } from '@console/api/contract';

/** Who makes a request: a test-seed user (signed in), or nobody (sign-in, sign-up, public pages). */
export type ScriptActor = RecordingUser | 'anonymous';

export interface ScriptStep {
  as: ScriptActor;
  method: RecordedMethod;
  /** Path and query, e.g. `/v1/items?status[]=new`. */
  url: string;
  body?: unknown;
  /** Asked in English (the server's texts follow Accept-Language); Russian otherwise. */
  language?: 'en';
}

export interface RecordingScript {
  name: string;
  about: string;
  steps: ScriptStep[];
}

export const read = (as: ScriptActor, url: string, language?: 'en'): ScriptStep => ({
  as,
  method: 'GET',
  url,
  ...(language ? { language } : {}),
});

export const write = (as: ScriptActor, method: Exclude<RecordedMethod, 'GET'>, url: string, body?: unknown): ScriptStep => ({
  as,
  method,
  url,
  ...(body === undefined ? {} : { body }),
});
