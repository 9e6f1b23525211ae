// Password hashing: scrypt at OWASP parameters (N=2^17, r=8, p=1), stored with its parameters and salt.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

// scrypt needs 128 * N * r bytes (128 MiB here), above Node's default maxmem of 32 MiB (toolchain.md).
const maxmemFor = (N: number, r: number, p: number): number => 128 * N * r + 128 * r * p + 32 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

// Format: scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const { N, r, p } = params;
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmemFor(N, r, p) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export type ParsedHash = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

export function parsePasswordHash(encoded: string): ParsedHash | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20) return null;
  return { N, r, p, salt: Buffer.from(parts[4] ?? '', 'base64'), key: Buffer.from(parts[5] ?? '', 'base64') };
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parsePasswordHash(encoded);
  if (!parsed || parsed.key.length === 0) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await scrypt(password, salt, key.length, { N, r, p, maxmem: maxmemFor(N, r, p) });
  return timingSafeEqual(candidate, key);
}
