// The one-use links' and codes' secrets: random in production (an app built without `oneUseCodes`), counted only where
// the recording server asks for it (docs/mocks.md).
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { randomOneUseCodes, type OneUseCodeKind } from '../src/auth/oneUseCodes.ts';
import type { Database } from '../src/db/database.ts';
import { emailOutbox } from '../src/db/schema.ts';
import { recordedOneUseCodes } from '../src/recording/testSeed.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { openTestDatabase } from './snapshot.ts';

const KINDS: OneUseCodeKind[] = ['reset', 'confirmation', 'socialCode', 'socialSignup', 'oauthCode'];
const BASE64URL = /^[A-Za-z0-9_-]+$/;

describe('randomOneUseCodes (production)', () => {
  it('draws a fresh secret of at least 192 bits each time, never the recording server’s', () => {
    for (const kind of KINDS) {
      const drawn = Array.from({ length: 50 }, () => randomOneUseCodes(kind));
      expect(new Set(drawn).size).toBe(drawn.length);
      for (const code of drawn) {
        expect(code).toMatch(BASE64URL);
        expect(code.length).toBeGreaterThanOrEqual(32); // 24 bytes in base64url
        expect(code).not.toContain('recorded');
      }
    }
  });
});

describe('recordedOneUseCodes (the recording server)', () => {
  it('counts per kind, the same on every run', () => {
    const [a, b] = [recordedOneUseCodes(), recordedOneUseCodes()];
    const run = (codes: typeof a) => [codes('reset'), codes('reset'), codes('oauthCode')];
    expect(run(a)).toEqual(['recorded-reset-1', 'recorded-reset-2', 'recorded-oauthCode-1']);
    expect(run(b)).toEqual(run(recordedOneUseCodes()));
  });
});

describe('an app built without oneUseCodes', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('mails a random reset link, another one each time', async () => {
    const email = DEMO_EMAILS.reader;
    const links: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const sent = await app.inject({ method: 'POST', url: '/v1/recovery', payload: { email } });
      expect(sent.statusCode).toBe(200);
      const [mail] = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, email))
        .orderBy(desc(emailOutbox.id))
        .limit(1);
      links.push((mail?.link ?? '').split('/reset_password/')[1] ?? '');
    }
    expect(links[0]).not.toBe(links[1]);
    for (const hash of links) {
      expect(hash).toMatch(BASE64URL);
      expect(hash).toHaveLength(43); // 32 bytes
    }
  });
});
