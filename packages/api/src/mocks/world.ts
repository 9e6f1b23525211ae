import type { HttpHandler } from 'msw';
import { recordingUserOf } from '../contract/recording.ts';
import { RECORDINGS } from './recordings.ts';
import { replayHandlers } from './replay.ts';
import { bearerToken } from './respond.ts';
import type { MockState } from './state.ts';

/**
 * The recording user a request speaks as: the signed-in user of its bearer token (the story's session), when that
 * user is one the recordings speak as; undefined otherwise (no token, an expired one, a story's own user), which the
 * replay leaves to the other handlers (the 401 of spec §4 and the refresh come from the session's mock).
 */
export function recordedAskerOf(state: MockState): (request: Request) => string | undefined {
  return (request) => {
    const token = bearerToken(request);
    const check = token === null ? null : state.checkAccess(token);
    return check?.ok ? recordingUserOf(check.user.email) : undefined;
  };
}

/**
 * The signed-in world replayed (docs/mocks.md, "The world"): config, profile, accounts, counters, templates and working
 * hours as the server answers the story's user, then `recordings` (a feature's scripts) before it.
 */
export function recordedWorld(state: MockState, ...recordings: Array<keyof typeof RECORDINGS>): HttpHandler[] {
  const as = recordedAskerOf(state);
  return [...recordings, 'world' as const].flatMap((name) => replayHandlers(RECORDINGS[name], { as }));
}
