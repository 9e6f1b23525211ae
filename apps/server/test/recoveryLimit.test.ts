// POST v1/recovery mails a reset link (spec §7); anyone may ask, so the letters to one address are limited: at most
// five an hour, counted per address whether it has an account or not, so the limit tells nothing about the address.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { demoApp } from './helpers.ts';

const LETTERS_PER_HOUR = 5;

let clock = Date.now();
// Many requests from one test client: the per-IP limit is not what is tested here.
const demo = demoApp({ now: () => clock, throttle: { ipRequests: { limit: 1000, windowMs: 60_000 } } });

const recover = (email: string, remoteAddress = '10.0.0.1') =>
  demo.app.inject({
    method: 'POST',
    url: '/v1/recovery',
    payload: { email },
    headers: { 'accept-language': 'en' },
    remoteAddress,
  });
const lettersTo = async (to: string) => (await demo.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to))).length;

describe('POST v1/recovery: letters per address', () => {
  it('sends at most five reset letters an hour to an address, from any source, then answers 429 with Retry-After', async () => {
    const email = DEMO_EMAILS.reader;
    for (let i = 0; i < LETTERS_PER_HOUR; i += 1) {
      expect((await recover(i % 2 === 0 ? email : email.toUpperCase(), `10.0.1.${i}`)).statusCode).toBe(200);
      clock += 60_000;
    }
    const refused = await recover(email, '10.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(3600 - 5 * 60);
    expect(refused.json().error).toBe(`Too many requests. Try again in ${3600 - 5 * 60} s.`);
    expect(await lettersTo(email)).toBe(LETTERS_PER_HOUR);
    // Another address is not affected; an hour after the first letter, one more may go.
    expect((await recover(DEMO_EMAILS.analyst)).statusCode).toBe(200);
    clock += 3600_000 - 5 * 60_000;
    expect((await recover(email)).statusCode).toBe(200);
    expect(await lettersTo(email)).toBe(LETTERS_PER_HOUR + 1);
  });

  it('limits an address without an account the same way, so the answer does not tell whether it has one', async () => {
    for (let i = 0; i < LETTERS_PER_HOUR; i += 1) expect((await recover('nobody@example.com')).statusCode).toBe(404);
    expect((await recover('nobody@example.com')).statusCode).toBe(429);
  });
});
