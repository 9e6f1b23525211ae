import { hashPassword } from '../auth/password.ts';

// The demo users share one documented password (README): the seed hashes it once per process, not once per user.
// scrypt at production cost is a few hundred milliseconds of a core each time, and the seed has dozens of users.
const hashes = new Map<string, Promise<string>>();

export function seedPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}
