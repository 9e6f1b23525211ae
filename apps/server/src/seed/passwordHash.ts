import { hashPassword, type ScryptParams } from '../auth/password.ts';

// The demo users share one documented password (README): the seed hashes it once per process, not once per user.
// scrypt at production cost is a few hundred milliseconds of a core each time, and the seed has dozens of users.
// A password printed in the README has nothing to protect, so it is hashed at scrypt's interactive cost: checking it
// at production cost took half a second of a core per demo sign-in, and the tests sign in hundreds of times. A
// password a user sets (sign-up, change, reset) is hashed at SCRYPT_PARAMS; verifying reads the stored parameters.
export const DEMO_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 14, r: 8, p: 1 };
const hashes = new Map<string, Promise<string>>();

export function seedPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password, DEMO_SCRYPT_PARAMS);
    hashes.set(password, hash);
  }
  return hash;
}
