import type { OutboxMessage } from '../contract/email.ts';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../contract/notifications.ts';
import type { SocialLogin } from '../contract/profile.ts';
import { DEMO_PASSWORD, MOCK_OTP_CODE } from './fixtures.ts';
import { DEMO_SOCIAL_LOGINS, mockRecoveryCodes } from './profileFixtures.ts';

interface TwoFactorRecord {
  pendingSecret: string | null;
  recoveryCodes: string[];
  generation: number;
}

interface Confirmation {
  userId: number;
  email: string;
  used: boolean;
}

// The profile slice's part of the mock server's memory (passwords, mail, two-factor, social logins, notifications).
export interface ProfileMockState {
  passwordOf(userId: number): string;
  setPassword(userId: number, password: string): void;
  /** Every message "sent", oldest first, with the user it was sent for. */
  outbox: Array<OutboxMessage & { userId: number }>;
  /** Confirmation links by hash. */
  confirmations: Map<string, Confirmation>;
  twoFactor(userId: number): TwoFactorRecord;
  /** True for MOCK_OTP_CODE or an unused recovery code (which is then used up). */
  acceptSecondFactor(userId: number, code: string): boolean;
  social: Map<number, SocialLogin[]>;
  notifications: Map<number, NotificationSettings>;
}

export function createProfileState(): ProfileMockState {
  const passwords = new Map<number, string>();
  const twoFactor = new Map<number, TwoFactorRecord>();
  const state: ProfileMockState = {
    passwordOf: (userId) => passwords.get(userId) ?? DEMO_PASSWORD,
    setPassword: (userId, password) => void passwords.set(userId, password),
    outbox: [],
    confirmations: new Map(),
    twoFactor(userId) {
      let record = twoFactor.get(userId);
      if (!record) {
        record = { pendingSecret: null, recoveryCodes: mockRecoveryCodes(userId), generation: 0 };
        twoFactor.set(userId, record);
      }
      return record;
    },
    acceptSecondFactor(userId, code) {
      const trimmed = code.trim().toLowerCase();
      if (trimmed === MOCK_OTP_CODE) return true;
      const record = state.twoFactor(userId);
      const index = record.recoveryCodes.indexOf(trimmed);
      if (index < 0) return false;
      record.recoveryCodes.splice(index, 1);
      return true;
    },
    social: new Map(Object.entries(DEMO_SOCIAL_LOGINS).map(([id, items]) => [Number(id), [...items]])),
    notifications: new Map(),
  };
  return state;
}

export const notificationsOf = (state: ProfileMockState, userId: number): NotificationSettings =>
  state.notifications.get(userId) ?? DEFAULT_NOTIFICATION_SETTINGS;
