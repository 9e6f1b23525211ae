// The integration tokens (a Telegram bot's token, a Slack app's token) are credentials of the space: kept encrypted at
// rest with AES-256-GCM, opened only to post (docs/deployment.md "Integration tokens"). The key comes from
// INTEGRATION_TOKEN_KEY, or else from a file generated once beside the embedded database's data.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { eq, not, like } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { spaceIntegrations } from '../db/schema.ts';

export interface TokenCipher {
  /** The token as stored: `v1:` iv, tag and ciphertext, base64url. */
  seal(token: string): string;
  /** The token a stored value holds; a value written before encryption (no `v1:`) is read as it is. */
  open(stored: string): string;
}

const PREFIX = 'v1:';
const KEY_BYTES = 32;
const IV_BYTES = 12; // the GCM nonce NIST recommends

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== KEY_BYTES) throw new Error(`The integration token key must be ${KEY_BYTES} bytes, got ${key.length}`);
  return {
    seal(token) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${sealed.toString('base64url')}`;
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [iv, tag, sealed] = stored.slice(PREFIX.length).split(':');
      if (iv === undefined || tag === undefined || sealed === undefined)
        throw new Error('A stored integration token is malformed');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** A key for this process only (tests, the recording server): tokens sealed with it are not readable after a restart. */
export const processTokenCipher: TokenCipher = createTokenCipher(randomBytes(KEY_BYTES));

/** INTEGRATION_TOKEN_KEY: 32 bytes as 64 hex digits or base64; anything else is refused at startup. */
export function tokenKeyFrom(value: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== KEY_BYTES) throw new Error('INTEGRATION_TOKEN_KEY must be 32 bytes: 64 hex digits or base64');
  return key;
}

/** The key of the environment, or the one kept in `keyFile` (made, readable by the owner only, when missing). */
export function tokenKeyOf(envValue: string | undefined, keyFile: string): Buffer {
  if (envValue !== undefined && envValue.trim() !== '') return tokenKeyFrom(envValue);
  try {
    return tokenKeyFrom(readFileSync(keyFile, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(KEY_BYTES);
  mkdirSync(dirname(keyFile), { recursive: true });
  writeFileSync(keyFile, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

/** Seals the tokens stored before encryption (plain text, no `v1:`); run at startup. Returns how many it sealed. */
export async function sealStoredTokens(db: Db, tokens: TokenCipher): Promise<number> {
  const plain = await db
    .select({ id: spaceIntegrations.id, token: spaceIntegrations.token })
    .from(spaceIntegrations)
    .where(not(like(spaceIntegrations.token, `${PREFIX}%`)));
  for (const row of plain)
    await db
      .update(spaceIntegrations)
      .set({ token: tokens.seal(row.token) })
      .where(eq(spaceIntegrations.id, row.id));
  return plain.length;
}
