import type { HttpHandler } from 'msw';
import type { TokenResponse } from '../contract/auth.ts';
import { recordedTokenUser, recordingUserOf } from '../contract/recording.ts';
import { RECORDINGS, type RecordingName } from './recordings.ts';
import { replayHandlers } from './replay.ts';
import { bearerToken } from './respond.ts';
import { specMinimalRecording } from './specMinimal.ts';

/**
 * The recording user a request speaks as: 'anonymous' without a token (sign-in), the user of a recorded token (the
 * story's session, `recorded-<user>-access-<n>`), undefined for any other token, which the replay leaves to the other
 * handlers (a scenario's 401 of spec §4, a user no recording speaks as).
 */
export function recordedAskerOf(request: Request): string | undefined {
  const token = bearerToken(request);
  return token === null ? 'anonymous' : recordedTokenUser(token);
}

type Grant = { username?: string; code?: string };
const recordedGrant = (email: string) =>
  RECORDINGS.session.steps.find(
    ({ path, status, body }) => path === '/v1/oauth2/token' && status === 200 && (body as Grant).username === email,
  );

/** The token the recorded password grant of `email` answered (docs/mocks.md, "Sign-in"), if the session recording has one. */
export const recordedSignIn = (email: string): TokenResponse | undefined =>
  recordingUserOf(email) ? (recordedGrant(email)?.answer as TokenResponse | undefined) : undefined;

/** The one-time code the two-factor user signed in with (spec §8; the recording's clock stands still). */
export const recordedSignInCode = (email: string): string | undefined => (recordedGrant(email)?.body as Grant | undefined)?.code;

/** What the world recording answered `as` for a read of `path` without a query (a story asserting recorded data). */
export function recordedRead<T = unknown>(as: string, path: string, language: 'ru' | 'en' = 'ru'): T {
  const step = RECORDINGS.world.steps.find(
    (one) =>
      one.as === as && one.path === path && (one.language ?? 'ru') === language && one.query.every(([name]) => name === 'ts'),
  );
  if (!step) throw new Error(`the world recording has no GET ${path} as ${as}`);
  return step.answer as T;
}

const replayed = (names: RecordingName[], specMinimal = false): HttpHandler[] =>
  names.flatMap((name) =>
    replayHandlers(specMinimal ? specMinimalRecording(RECORDINGS[name]) : RECORDINGS[name], { as: recordedAskerOf }),
  );

/**
 * The signed-in world replayed (docs/mocks.md, "The world"): sign-in, refresh and revoke, then config, profile,
 * accounts, counters, templates and working hours as the server answers the story's user, with `recordings` (a
 * feature's scripts) before them.
 */
// `issueLinks`: the issues of the comments and chats the item and chat pages open (docs/issues.md), read on every such page.
export const recordedWorld = (...recordings: RecordingName[]): HttpHandler[] =>
  replayed([...recordings, 'session', 'world', 'issueLinks']);

/** The recorded world as a backend that sends only the fields of spec §3 would answer it (docs/answers.md). */
export const specMinimalWorld = (...recordings: RecordingName[]): HttpHandler[] =>
  replayed([...recordings, 'session', 'world', 'issueLinks'], true);
