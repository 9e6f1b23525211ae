import type { ServerMessage } from './socket.ts';

// A recorded conversation with the reference server (docs/mocks.md): the requests of a script, played as several
// roles on the fixed test seed, each with the answer the server gave and the socket messages a write caused.
export type RecordedMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RecordedStep {
  /** The test-seed user the request was made as: a name of RECORDING_USERS, or 'anonymous' (no token). */
  as: string;
  /** The request's Accept-Language when it was not 'ru' (the server's texts come in the asker's language). */
  language?: 'en';
  method: RecordedMethod;
  /** The path without the query, e.g. `/v1/items/12/reply`. */
  path: string;
  /** The query as sorted name/value pairs (a repeated name repeats). */
  query: Array<[string, string]>;
  body?: unknown;
  status: number;
  answer: unknown;
  /** The socket messages the request caused (writes; none for reads), each as the test-seed user it reached heard it. */
  socket: RecordedSocketMessage[];
}

/** A socket message as one test-seed user's socket heard it (`to`: their RECORDING_USERS name). */
export type RecordedSocketMessage = ServerMessage & { to: string };

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

/**
 * The test-seed users a recording speaks as, by name (apps/server/src/seed*: the demo identities). A story signed in
 * as one of these emails replays that user's answers (docs/mocks.md, "Replay").
 */
export const RECORDING_USERS = {
  reader: 'reader@demo.local',
  analyst: 'analyst@demo.local',
  moderator: 'moderator@demo.local',
  operator: 'operator@demo.local',
  administrator: 'admin@demo.local',
  otp: 'otp@demo.local',
  offline: 'offline@demo.local',
  unconfirmed: 'unconfirmed@demo.local',
  profile: 'profile@demo.local',
  limited: 'limited@demo.local',
  nomessages: 'nomessages@demo.local',
  trialAdmin: 'trial-admin@demo.local',
  trialOperator: 'trial-operator@demo.local',
  paidoverOperator: 'paidover-operator@demo.local',
  soonAdmin: 'soon-admin@demo.local',
  otpRequired: 'otp-required@demo.local',
  partner: 'partner@demo.local',
} as const;
export type RecordingUser = keyof typeof RECORDING_USERS;

/** The recording name of a test-seed user's email (undefined: not one a recording speaks as). */
export const recordingUserOf = (email: string): RecordingUser | undefined =>
  (Object.keys(RECORDING_USERS) as RecordingUser[]).find((name) => RECORDING_USERS[name] === email);

/**
 * The stable name a recording gives a token the server issued (the server's are random; docs/mocks.md, "Recording"):
 * `recorded-<user>-access-<n>` for the n-th pair the recording gave that user.
 */
export const recordedToken = (user: string, kind: 'access' | 'refresh', n = 1): string => `recorded-${user}-${kind}-${n}`;

/** The user a recorded token name belongs to (undefined: not a recorded token). */
export const recordedTokenUser = (token: string): string | undefined =>
  /^recorded-(\w+)-(?:access|refresh)-\d+$/.exec(token)?.[1];
