import type { ServerMessage } from './socket.ts';

// A recorded conversation with the reference server (docs/mocks.md): the requests of a script, played as several
// roles on the fixed test seed, each with the answer the server gave and the socket messages a write caused.
export type RecordedMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RecordedStep {
  /** The role (a test-seed user) the request was made as. */
  as: string;
  method: RecordedMethod;
  /** The path without the query, e.g. `/v1/items/12/reply`. */
  path: string;
  /** The query as sorted name/value pairs (a repeated name repeats). */
  query: Array<[string, string]>;
  body?: unknown;
  status: number;
  answer: unknown;
  /** The socket messages the request caused (writes; none for reads). */
  socket: ServerMessage[];
}

export interface Recording {
  script: string;
  about: string;
  steps: RecordedStep[];
}

export const isRecordedWrite = (step: Pick<RecordedStep, 'method'>): boolean => step.method !== 'GET';

/**
 * The instant the test seed is laid down at (2026-11-22 09:00 UTC), and the clock stories run on: recorded times and
 * the stories' relative dates ("5 min ago") agree, and a recording does not move when it is made again.
 */
export const RECORDED_SEED_NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
