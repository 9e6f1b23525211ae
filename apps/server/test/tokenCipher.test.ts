// Integration tokens at rest (docs/deployment.md "Integration tokens"): AES-256-GCM with the key of
// INTEGRATION_TOKEN_KEY or of a key file made once; tokens stored before encryption are sealed at startup.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { spaceIntegrations, spaces } from '../src/db/schema.ts';
import { createTokenCipher, sealStoredTokens, tokenKeyFrom, tokenKeyOf } from '../src/integrations/tokenCipher.ts';
import { DEMO_SPACE_NAME } from '../src/seed.ts';
import { demoApp } from './helpers.ts';

const TOKEN = 'xoxb-123-456-secret-value';

describe('the token cipher', () => {
  it('seals with a fresh nonce each time and opens with the same key only', () => {
    const key = randomBytes(32);
    const cipher = createTokenCipher(key);
    const a = cipher.seal(TOKEN);
    const b = cipher.seal(TOKEN);
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret');
    expect(cipher.open(a)).toBe(TOKEN);
    expect(() => createTokenCipher(randomBytes(32)).open(a)).toThrow();
    const [iv, tag, sealed] = a.slice(3).split(':');
    const flipped = Buffer.from(sealed!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => cipher.open(`v1:${iv}:${tag}:${flipped.toString('base64url')}`)).toThrow(); // tampered: refused
    expect(cipher.open(TOKEN)).toBe(TOKEN); // written before encryption: read as it is
  });

  it('takes the key from the environment (hex or base64) or from a key file it makes once', () => {
    const key = randomBytes(32);
    expect(tokenKeyFrom(key.toString('hex'))).toEqual(key);
    expect(tokenKeyFrom(key.toString('base64'))).toEqual(key);
    expect(() => tokenKeyFrom('short')).toThrow(/32 bytes/);
    const file = join(mkdtempSync(join(tmpdir(), 'token-key-')), 'pglite.token-key');
    const made = tokenKeyOf(undefined, file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(made.toString('hex'));
    expect(tokenKeyOf('', file)).toEqual(made); // kept across restarts
    expect(tokenKeyOf(key.toString('hex'), file)).toEqual(key); // the environment wins
  });
});

describe('tokens stored before encryption', () => {
  const opened = demoApp();
  it('are sealed at startup, once', async () => {
    const db = opened.database.db;
    const [demo] = await db.select().from(spaces).where(eq(spaces.name, DEMO_SPACE_NAME));
    await db
      .insert(spaceIntegrations)
      .values({ spaceId: demo!.id, kind: 'slack', token: TOKEN, target: '#news', account: 'app' });
    const cipher = createTokenCipher(randomBytes(32));
    expect(await sealStoredTokens(db, cipher)).toBe(1);
    const [row] = await db.select().from(spaceIntegrations).where(eq(spaceIntegrations.spaceId, demo!.id));
    expect(row!.token).toMatch(/^v1:/);
    expect(cipher.open(row!.token)).toBe(TOKEN);
    expect(await sealStoredTokens(db, cipher)).toBe(0);
  });
});
