import type { TokenResponse } from '../contract/auth.ts';
import type { ClientErrorReport } from '../contract/clientErrors.ts';
import type { Counts } from '../contract/config.ts';
import type { Company, NamedRecord, SocialObject } from '../contract/objects.ts';
import type { Template } from '../contract/templates.ts';
import type { Department, Usergroup } from '../contract/objects.ts';
import type { User } from '../contract/user.ts';
import { DEMO_COMPANIES, DEMO_COUNTS, DEMO_OBJECTS, DEMO_TEMPLATES, DEMO_USERS, FIXTURE_NOW } from './fixtures.ts';
import { demoSchedule, type MockScheduleSlot } from './workinghours.ts';
import { DEMO_DEPARTMENTS, DEMO_USERGROUPS, LIMITED_MOCK_USER } from './usergroupsFixtures.ts';
import {
  createRecentEmojiStore,
  createSavedFiltersStore,
  type RecentEmojiStore,
  type SavedFiltersStore,
} from './filtersState.ts';
import { createBillingState, type BillingMockState } from './billingState.ts';
import { createProfileState, type ProfileMockState } from './profileState.ts';

export const MOCK_ACCESS_TOKEN_TTL_SECONDS = 3600;
// quality.md: only the immediately previous refresh token, re-presented within 10 s, gets the same successor.
export const REFRESH_REUSE_GRACE_MS = 10_000;

interface Family {
  userId: number;
  revoked: boolean;
  current: TokenResponse;
  previousRefresh: string | null;
  rotatedAt: number;
}

interface AccessEntry {
  family: Family;
  expiresAt: number;
  rotatedAt: number | null;
}

export type AccessCheck = { ok: true; user: User } | { ok: false; reason: 'invalid' | 'expired' };
export type RefreshResult = { ok: true; token: TokenResponse } | { ok: false; reason: 'invalid' | 'userNotFound' };
/** A user's status (spec §3 user.status) and when PUT v1/me/status last set it (ms, the state's clock; null: never). */
export interface StatusRecord {
  status: number | null;
  changedAt: number | null;
}

// The mock server's memory: a settable clock, the users, and token families (one per sign-in), kept
// to the reference server's rules (apps/server/src/auth/sessions.ts).
export interface MockState {
  /** ms; tokens expire against this clock, which stays at FIXTURE_NOW unless a test moves it. */
  now: number;
  users: User[];
  issue(userId: number): TokenResponse;
  checkAccess(accessToken: string): AccessCheck;
  refresh(refreshToken: string): RefreshResult;
  revoke(accessToken: string): boolean;
  /** What GET v1/counts answers (monitoring_count only when asked for). */
  counts: Counts;
  templates: Template[];
  /** The connected accounts and companies of the demo space (GET v1/objects, v1/companies). */
  objects: SocialObject[];
  companies: Company[];
  /** Tags loaded with GET v1/objects?tags=true: none unless a story adds some or the demo inbox is used (its tags). */
  tags: NamedRecord[];
  /** The demo space's user groups (spec §1; GET v1/usergroups and with GET v1/objects?tags=true). */
  usergroups: Usergroup[];
  /** The demo space's departments (spec §3; with GET v1/objects?tags=true; chats are assigned to them). */
  departments: Department[];
  /** Author labels loaded with GET v1/objects?tags=true: as the tags. */
  labels: NamedRecord[];
  /** Every report POST v1/client_errors received, in order. */
  clientErrors: ClientErrorReport[];
  statusOf(userId: number): StatusRecord;
  /** `manual: false` is the schedule's change (GET v1/me/status?auto_update=1): changedAt stays. */
  setStatus(userId: number, status: number, options?: { manual?: boolean }): StatusRecord;
  /** The user's working-hours slots (spec §3); operators and the administrator have the demo schedule. */
  scheduleOf(userId: number): MockScheduleSlot[];
  setSchedule(userId: number, slots: MockScheduleSlot[]): void;
  /** Saved filters per user (spec §3), the demo pair at first. */
  savedFilters: SavedFiltersStore;
  /** Recent emoji per user and network (spec §3, §7). */
  recentEmoji: RecentEmojiStore;
  /** Spaces' billing, payments, promo codes and the sandbox provider. */
  billing: BillingMockState;
  /** Replaces fields of a user (profile, email, settings); answers the user as it is now. */
  updateUser(userId: number, patch: Partial<User>): User;
  /** Ends every session of a user (password change), as apps/server/src/auth/sessions.ts revokeUserSessions. */
  revokeUserSessions(userId: number): void;
  profile: ProfileMockState;
  /** The /oauth grant's authorization codes (POST v1/oauth2/authorize approve): each is redeemed once. */
  oauthCodes: Map<string, { userId: number; clientId: string; redirectUri: string; used: boolean }>;
}

// The demo users with a schedule, as the server's seed (apps/server/src/seed/status.ts).
const SCHEDULED_EMAILS = ['operator@demo.local', 'admin@demo.local', 'otp@demo.local'];

export function createMockState(init: { now?: number; users?: User[] } = {}): MockState {
  let seq = 0;
  const statuses = new Map<number, StatusRecord>();
  const schedules = new Map<number, MockScheduleSlot[]>();
  const accessTokens = new Map<string, AccessEntry>();
  const refreshTokens = new Map<string, Family>();

  const mint = (userId: number, family?: Family): TokenResponse => {
    seq += 1;
    const token = {
      access_token: `mock-access-${userId}-${seq}`,
      refresh_token: `mock-refresh-${userId}-${seq}`,
      expires_in: MOCK_ACCESS_TOKEN_TTL_SECONDS,
      token_type: 'bearer',
    };
    const owner = family ?? { userId, revoked: false, current: token, previousRefresh: null, rotatedAt: 0 };
    accessTokens.set(token.access_token, { family: owner, expiresAt: state.now + token.expires_in * 1000, rotatedAt: null });
    refreshTokens.set(token.refresh_token, owner);
    return token;
  };

  const state: MockState = {
    now: init.now ?? FIXTURE_NOW,
    users: init.users ?? [...DEMO_USERS, LIMITED_MOCK_USER],
    issue: (userId) => mint(userId),
    checkAccess(accessToken) {
      const entry = accessTokens.get(accessToken);
      const user = entry && !entry.family.revoked ? state.users.find((u) => u.id === entry.family.userId) : undefined;
      if (!entry || !user) return { ok: false, reason: 'invalid' };
      // A rotated pair's access token lives on only for the concurrent-tab grace period.
      if (entry.rotatedAt !== null && state.now - entry.rotatedAt > REFRESH_REUSE_GRACE_MS)
        return { ok: false, reason: 'invalid' };
      if (state.now >= entry.expiresAt) return { ok: false, reason: 'expired' };
      return { ok: true, user };
    },
    refresh(refreshToken) {
      const family = refreshTokens.get(refreshToken);
      if (!family || family.revoked) return { ok: false, reason: 'invalid' };
      // spec §4: a refresh for a user who no longer exists is a 404 'User not found' (as the reference server).
      if (!state.users.some((u) => u.id === family.userId)) return { ok: false, reason: 'userNotFound' };
      if (family.current.refresh_token === refreshToken) {
        const previousAccess = accessTokens.get(family.current.access_token);
        if (previousAccess) previousAccess.rotatedAt = state.now;
        family.previousRefresh = refreshToken;
        family.rotatedAt = state.now;
        family.current = mint(family.userId, family);
        return { ok: true, token: family.current };
      }
      if (family.previousRefresh === refreshToken && state.now - family.rotatedAt <= REFRESH_REUSE_GRACE_MS) {
        return { ok: true, token: family.current };
      }
      // quality.md: reuse of an already rotated refresh token revokes the whole family.
      family.revoked = true;
      return { ok: false, reason: 'invalid' };
    },
    // An expired access token may still end its session (logout after expiry); an invalid one may not.
    revoke(accessToken) {
      const check = state.checkAccess(accessToken);
      const entry = accessTokens.get(accessToken);
      if (!entry || (!check.ok && check.reason === 'invalid')) return false;
      entry.family.revoked = true;
      return true;
    },
    counts: { ...DEMO_COUNTS },
    templates: [...DEMO_TEMPLATES],
    objects: [...DEMO_OBJECTS],
    companies: [...DEMO_COMPANIES],
    tags: [],
    usergroups: [...DEMO_USERGROUPS],
    departments: [...DEMO_DEPARTMENTS],
    labels: [],
    clientErrors: [],
    billing: createBillingState(),
    statusOf: (userId) =>
      statuses.get(userId) ?? { status: state.users.find((u) => u.id === userId)?.status ?? null, changedAt: null },
    setStatus(userId, status, { manual = true } = {}) {
      const record = { status, changedAt: manual ? state.now : state.statusOf(userId).changedAt };
      statuses.set(userId, record);
      return record;
    },
    scheduleOf(userId) {
      const email = state.users.find((u) => u.id === userId)?.email ?? '';
      return schedules.get(userId) ?? (SCHEDULED_EMAILS.includes(email) ? demoSchedule(state.now) : []);
    },
    setSchedule: (userId, slots) => void schedules.set(userId, slots),
    savedFilters: createSavedFiltersStore((init.users ?? DEMO_USERS).map((user) => user.id)),
    recentEmoji: createRecentEmojiStore(),
    updateUser(userId, patch) {
      const index = state.users.findIndex((u) => u.id === userId);
      if (index < 0) throw new Error(`no user ${userId}`);
      const user = { ...state.users[index]!, ...patch };
      state.users = state.users.map((u, i) => (i === index ? user : u));
      return user;
    },
    revokeUserSessions(userId) {
      for (const family of refreshTokens.values()) if (family.userId === userId) family.revoked = true;
    },
    profile: createProfileState(),
    oauthCodes: new Map(),
  };
  return state;
}
