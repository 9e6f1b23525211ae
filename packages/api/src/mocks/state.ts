import type { TokenResponse } from '../contract/auth.ts';
import { recordedTokenUser, RECORDING_USERS, type RecordingUser } from '../contract/recording.ts';
import { recordedSignIn } from './world.ts';
import type { User } from '../contract/user.ts';
import { DEMO_USERS, demoUserByEmail, FIXTURE_NOW } from './fixtures.ts';
import {
  createRecentEmojiStore,
  createSavedFiltersStore,
  type RecentEmojiStore,
  type SavedFiltersStore,
} from './filtersState.ts';

/** A user's status (spec §3 user.status) and when PUT v1/me/status last set it (ms, the state's clock; null: never). */
export interface StatusRecord {
  status: number | null;
  changedAt: number | null;
}

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
  statusOf(userId: number): StatusRecord;
  /** Saved filters per user (spec §3), the demo pair at first. */
  savedFilters: SavedFiltersStore;
  /** Recent emoji per user and network (spec §3, §7). */
  recentEmoji: RecentEmojiStore;
  /** Replaces fields of a user (profile, email, settings); answers the user as it is now. */
  updateUser(userId: number, patch: Partial<User>): User;
  /** Kept for the profile mocks' password change; sessions are recorded now, so it ends nothing. */
  revokeUserSessions(userId: number): void;
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
    statusOf: (userId) => ({ status: state.users.find((u) => u.id === userId)?.status ?? null, changedAt: null }),
    savedFilters: createSavedFiltersStore((init.users ?? DEMO_USERS).map((user) => user.id)),
    recentEmoji: createRecentEmojiStore(),
    updateUser(userId, patch) {
      const index = state.users.findIndex((u) => u.id === userId);
      if (index < 0) throw new Error(`no user ${userId}`);
      const user = { ...state.users[index]!, ...patch };
      state.users = state.users.map((u, i) => (i === index ? user : u));
      return user;
    },
    revokeUserSessions: () => undefined,
  };
  return state;
}
