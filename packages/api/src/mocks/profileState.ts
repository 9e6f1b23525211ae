import type { SocialLogin } from '../contract/profile.ts';
import { DEMO_PASSWORD, MOCK_OTP_CODE } from './fixtures.ts';
import { DEMO_SOCIAL_LOGINS, mockRecoveryCodes } from './profileFixtures.ts';

interface TwoFactorRecord {
  recoveryCodes: string[];
}

// What the token endpoint's sign-in checks (tokenEndpoint.ts) and the social logins linking keeps (socialHandlers.ts);
// the profile's own endpoints answer from recordings (docs/mocks.md).
export interface ProfileMockState {
  passwordOf(userId: number): string;
  twoFactor(userId: number): TwoFactorRecord;
  /** True for MOCK_OTP_CODE or an unused recovery code (which is then used up). */
  acceptSecondFactor(userId: number, code: string): boolean;
  social: Map<number, SocialLogin[]>;
}

export function createProfileState(): ProfileMockState {
  const twoFactor = new Map<number, TwoFactorRecord>();
  const state: ProfileMockState = {
    passwordOf: () => DEMO_PASSWORD,
    twoFactor(userId) {
      let record = twoFactor.get(userId);
      if (!record) {
        record = { recoveryCodes: mockRecoveryCodes(userId) };
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
  };
  return state;
}
