import type { SocialLogin } from '../contract/profile.ts';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '../contract/twoFactor.ts';
import type { RoleName } from '../contract/user.ts';

// The profile slice's demo users, the same as the server's seed (apps/server/src/seed/profile.ts).
export const PROFILE_DEMO_USERS: ReadonlyArray<{ id: number; email: string; role: RoleName; name: string; emailStatus: number }> =
  [
    // spec §4: email_status below 1, so the email dialog shows on every page.
    { id: 40, email: 'unconfirmed@demo.local', role: 'operator', name: 'Ульяна Новикова', emailStatus: 0 },
    // Linked social logins; the contract suite changes its password and two-factor and restores them.
    { id: 41, email: 'profile@demo.local', role: 'operator', name: 'Pavel Profile', emailStatus: 1 },
  ];

const LINKED_AT = Date.UTC(2026, 5, 1, 12, 0, 0) / 1000;

/** Linked social logins per demo user id. */
export const DEMO_SOCIAL_LOGINS: Readonly<Record<number, readonly SocialLogin[]>> = {
  5: [{ provider: 'vk', name: 'Анна Админова', linked_at: LINKED_AT }],
  41: [
    { provider: 'vk', name: 'Павел Профилев', linked_at: LINKED_AT },
    { provider: 'google', name: 'pavel.profile@gmail.example', linked_at: LINKED_AT + 86_400 },
  ],
};

/** Ten deterministic recovery codes (so screenshots are stable); a new seed gives a new set. */
export function mockRecoveryCodes(seed: number): string[] {
  let x = (seed * 2_654_435_761) >>> 0 || 1;
  const next = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[next() % RECOVERY_CODE_ALPHABET.length]).join(''),
  );
}
