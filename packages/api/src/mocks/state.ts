import type { TokenResponse } from '../contract/auth.ts';
import { recordedTokenUser, RECORDING_USERS, type RecordingUser } from '../contract/recording.ts';
import { recordedSignIn } from './world.ts';
import type { Company, NamedRecord, SocialObject } from '../contract/objects.ts';
import type { Template } from '../contract/templates.ts';
import type { Department, Usergroup } from '../contract/objects.ts';
import type { User } from '../contract/user.ts';
import { DEMO_COMPANIES, DEMO_OBJECTS, DEMO_TEMPLATES, DEMO_USERS, FIXTURE_NOW } from './fixtures.ts';
import { DEMO_DEPARTMENTS, DEMO_USERGROUPS, LIMITED_MOCK_USER } from './usergroupsFixtures.ts';
import { createBillingState, type BillingMockState } from './billingState.ts';

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
  templates: Template[];
  /** The connected accounts and companies of the demo space (GET v1/objects, v1/companies). */
  objects: SocialObject[];
  companies: Company[];
  /** Tags loaded with GET v1/objects?tags=true: none unless a story adds some. */
  tags: NamedRecord[];
  /** The demo space's user groups (spec §1; GET v1/usergroups and with GET v1/objects?tags=true). */
  usergroups: Usergroup[];
  /** The demo space's departments (spec §3; with GET v1/objects?tags=true; chats are assigned to them). */
  departments: Department[];
  /** Author labels loaded with GET v1/objects?tags=true: as the tags. */
  labels: NamedRecord[];
  /** Spaces' billing, payments, promo codes and the sandbox provider. */
  billing: BillingMockState;
}

// A token the hand-written mocks give a user no recording signs in (a social sign-up's new user).
const ISSUED_PREFIX = 'mock-access-';

export function createMockState(init: { now?: number; users?: User[] } = {}): MockState {
  const state: MockState = {
    now: init.now ?? FIXTURE_NOW,
    users: init.users ?? [...DEMO_USERS, LIMITED_MOCK_USER],
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
    templates: [...DEMO_TEMPLATES],
    objects: [...DEMO_OBJECTS],
    companies: [...DEMO_COMPANIES],
    tags: [],
    usergroups: [...DEMO_USERGROUPS],
    departments: [...DEMO_DEPARTMENTS],
    labels: [],
    billing: createBillingState(),
  };
  return state;
}
