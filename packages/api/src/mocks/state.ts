import type { TokenResponse } from '../contract/auth.ts';
import { recordedTokenUser, RECORDING_USERS, type RecordingUser } from '../contract/recording.ts';
import { recordedSignIn } from './world.ts';
import type { User } from '../contract/user.ts';
import { DEMO_USERS, demoUserByEmail, FIXTURE_NOW } from './fixtures.ts';

// The hand-written mocks' memory for the domains not recorded yet (docs/mocks.md): a settable clock, the users and
// their stores. Sign-in, refresh and revoke are recorded (the session recording); no token has a rule here.
export interface MockState {
  /** ms; stays at FIXTURE_NOW unless a test moves it. */
  now: number;
  users: User[];
  /** The token a user signs in with: the recorded sign-in of a recording user, else one naming the user's id. */
  issue(userId: number): TokenResponse;
  /** The user a bearer token names (recorded, or issued above); undefined: the server would refuse it. */
  userOfToken(accessToken: string): User | undefined;
}

// The test seed's user limited to a group (spec §1), whom a story may sign in as (its world is recorded).
const LIMITED_USER: User = {
  ...demoUserByEmail('operator@demo.local')!,
  id: 8,
  email: 'limited@demo.local',
  name: 'Lena Limited',
};

// A token the hand-written mocks give a user no recording signs in (a social sign-up's new user).
const ISSUED_PREFIX = 'mock-access-';

export function createMockState(init: { now?: number; users?: User[] } = {}): MockState {
  const state: MockState = {
    now: init.now ?? FIXTURE_NOW,
    users: init.users ?? [...DEMO_USERS, LIMITED_USER],
    issue(userId) {
      const email = state.users.find((user) => user.id === userId)?.email ?? '';
      const access_token = `${ISSUED_PREFIX}${userId}`;
      return recordedSignIn(email) ?? { access_token, refresh_token: access_token, expires_in: 3600, token_type: 'bearer' };
    },
    userOfToken(accessToken) {
      const recorded = recordedTokenUser(accessToken);
      const email = recorded ? RECORDING_USERS[recorded as RecordingUser] : undefined;
      const id = accessToken.startsWith(ISSUED_PREFIX) ? Number(accessToken.slice(ISSUED_PREFIX.length)) : undefined;
      return state.users.find((user) => user.email === email || user.id === id);
    },
  };
  return state;
}
