// The shape of a recording script (docs/mocks.md, "Recording"): requests, reads and writes, each made as a test-seed
// user, whose answers `npm run mocks:record` keeps for the stories to replay.
import type { RecordedMethod, RecordingUser } from '@console/api/contract';

/** Who makes a request: a test-seed user (signed in), or nobody (sign-in, sign-up, public pages). */
export type ScriptActor = RecordingUser | 'anonymous';

/** The answers of the script's named steps so far, by step name (a refresh sends the refresh token of a sign-in). */
export type EarlierAnswers = ReadonlyMap<string, unknown>;

export interface ScriptStep {
  as: ScriptActor;
  method: RecordedMethod;
  /** Path and query, e.g. `/v1/items?status[]=new`. */
  url: string;
  /** The path and query made from earlier answers when it is played (an id the server generated). */
  urlFrom?: (earlier: EarlierAnswers) => string;
  /** The body, or how to make it from earlier answers when it is played (tokens are only known then). */
  body?: unknown;
  bodyFrom?: (earlier: EarlierAnswers) => unknown;
  /** The bearer token to send instead of the user's own session (a token an earlier answer gave). */
  bearerFrom?: (earlier: EarlierAnswers) => string;
  /** A name later steps read this step's answer by. */
  name?: string;
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

/** A string field of a named earlier answer (e.g. the refresh_token of a sign-in). */
export const answerField = (earlier: EarlierAnswers, step: string, field: string): string => {
  const value = (earlier.get(step) as Record<string, unknown> | undefined)?.[field];
  if (typeof value !== 'string') throw new Error(`the script's step ${step} answered no ${field}`);
  return value;
};
