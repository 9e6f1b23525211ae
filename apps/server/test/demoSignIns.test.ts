// `npm start`'s list of demo sign-ins (seed/demoSignIns.ts): every seeded demo user, each in the README's table.
import { readFileSync } from 'node:fs';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { users } from '../src/db/schema.ts';
import { DEMO_SIGN_INS, demoSignInLines } from '../src/seed/demoSignIns.ts';
import { openTestDatabase } from './snapshot.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const listed = DEMO_SIGN_INS.map((u) => u.email);

describe('demo sign-ins', () => {
  it('lists every demo user the seed creates, once', async () => {
    const seeded = await database.db.select({ email: users.email }).from(users).where(like(users.email, '%@demo.local'));
    expect([...listed].sort()).toEqual(seeded.map((u) => u.email).sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('the README table has a row for each, in the same order', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const rows = [...readme.matchAll(/^\| ([\w.-]+@demo\.local) +\|/gm)].map((match) => match[1]);
    expect(rows).toEqual(listed);
  });

  it('prints the notes in one column, however long the emails', () => {
    const lines = demoSignInLines();
    const width = Math.max(...listed.map((email) => email.length));
    expect(lines).toHaveLength(listed.length);
    for (const [i, line] of lines.entries()) {
      expect(line.slice(2, 2 + width).trimEnd()).toBe(listed[i]);
      expect(line.slice(2 + width, 4 + width)).toBe('  ');
      expect(line[4 + width]).not.toBe(' ');
    }
  });
});
