// Failed sign-ins (quality.md: 429 with Retry-After): ten failures lock the account for that source only; across
// sources each further failure doubles the wait from 1 s up to 60 s, so guessing stays slow and the owner waits a
// minute at most instead of being locked out by anyone who knows the address.
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS } from '../src/seed.ts';
import { CLIENT, demoApp, passwordGrant } from './helpers.ts';

let clock = Date.now();

const demo = demoApp({ now: () => clock });

const attempt = (email: string, source: string, password?: string) =>
  demo.app.inject({
    method: 'POST',
    url: '/v1/oauth2/token',
    payload: { ...passwordGrant(email, { nowMs: clock, ...(password === undefined ? {} : { password }) }), ...CLIENT },
    headers: { 'accept-language': 'en' },
    remoteAddress: source,
  });
const guess = (email: string, source: string) => attempt(email, source, 'wrong-pass-1');

describe('sign-in lockout', () => {
  it('ten failures from one source lock that source; the owner elsewhere waits a second, not the window', async () => {
    const email = DEMO_EMAILS.analyst;
    for (let i = 0; i < 10; i += 1) expect((await guess(email, '203.0.113.7')).statusCode).toBe(400);
    const locked = await attempt(email, '203.0.113.7');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    expect(locked.json().error).toMatch(/^Too many attempts\. Try again in \d+ s\.$/);
    // Across sources the tenth failure asks for 1 s.
    const owner = await attempt(email, '198.51.100.2');
    expect(owner.statusCode).toBe(429);
    expect(owner.headers['retry-after']).toBe('1');
    clock += 1_000;
    expect((await attempt(email, '198.51.100.2')).statusCode).toBe(200);
    // The owner's sign-in does not free the guessing source.
    expect((await attempt(email, '203.0.113.7')).statusCode).toBe(429);
  });

  it('across sources the wait doubles after each further failure, from 1 s to at most 60 s', async () => {
    const email = DEMO_EMAILS.moderator;
    let source = 0;
    const next = () => `192.0.2.${(source += 1)}`;
    for (let i = 0; i < 9; i += 1) expect((await guess(email, next())).statusCode).toBe(400);
    const waits: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      expect((await guess(email, next())).statusCode).toBe(400);
      const refused = await guess(email, next());
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      clock += wait * 1_000;
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    // The owner waits at most a minute.
    clock += 60_000;
    expect((await attempt(email, '198.51.100.3')).statusCode).toBe(200);
  });
});
