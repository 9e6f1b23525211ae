import { toStoredToken } from '@console/api/client';
import type { RecordingUser, User } from '@console/api/contract';
import { RECORDINGS, type MockState } from '@console/api/mocks';
import { tokenStore } from '../data/index.ts';

/** A test-seed user as the recorded world's GET v1/me describes them (docs/mocks.md, "The world"). */
export function recordedUser(name: RecordingUser): User {
  const me = RECORDINGS.world.steps.find((step) => step.as === name && step.path === '/v1/me');
  if (!me) throw new Error(`the world recording has no /v1/me of ${name}`);
  return me.answer as User;
}

/**
 * Signs the story in as a test-seed user the demo mocks do not know (the spaces of spec §4's states), so the
 * recordings answer as that user: the mock state accepts their token, the story's token store holds it. For a story
 * whose `parameters.session` is 'signedOut' (the preset knows only the demo users), in its `beforeEach`.
 */
export function signInAsRecorded(loaded: Record<string, unknown>, name: RecordingUser): User {
  const state = loaded['mockState'] as MockState;
  const user = recordedUser(name);
  // The demo mocks number their users apart from the test seed: the token only has to name this user's email, which
  // the recordings answer by, so a free id is taken when the seed's is another mock user's.
  const known = state.users.find((one) => one.email === user.email);
  const id =
    known?.id ?? (state.users.some((one) => one.id === user.id) ? Math.max(...state.users.map((one) => one.id)) + 1 : user.id);
  if (!known) state.users.push({ ...user, id });
  tokenStore.write(toStoredToken(state.issue(id), Date.now()));
  return user;
}
