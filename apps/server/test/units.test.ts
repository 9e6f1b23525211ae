// Pure parts: password hashing, the anti-bot sign, TOTP, throttling windows, languages, host names, environment values.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { isSignValid, makeSign } from '../src/auth/antiBot.ts';
import { hashPassword, parsePasswordHash, SCRYPT_PARAMS, verifyPassword } from '../src/auth/password.ts';
import { SlidingWindow } from '../src/auth/throttle.ts';
import { checkTotp, currentTotp } from '../src/auth/totp.ts';
import { accessTokenTtlFrom, publicHostFrom, publicHttpsFrom, publicPortsFrom, smtpUrlFrom } from '../src/env.ts';
import { hostnameOf } from '../src/http/addresses.ts';
import { languageOf, messages, translate } from '../src/messages.ts';
import { isLoopback } from '../src/signup/outboxAccess.ts';
import { DEMO_OTP_SECRET, DEMO_PASSWORD } from '../src/seed.ts';
import { seedPasswordHash } from '../src/seed/passwordHash.ts';

describe('password hashing', () => {
  it('uses scrypt at OWASP parameters with a random salt, and verifies only the right password', async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    const [one, two] = await Promise.all([hashPassword('demo-pass-1'), hashPassword('demo-pass-1')]);
    expect(one).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(one).not.toBe(two);
    const parsed = parsePasswordHash(one);
    expect(parsed?.salt).toHaveLength(16);
    expect(parsed?.key).toHaveLength(32);
    expect(await verifyPassword('demo-pass-1', one)).toBe(true);
    expect(await verifyPassword('demo-pass-2', one)).toBe(false);
  });

  it('hashes only the README’s demo password at the interactive cost, and verifies it by the stored parameters', async () => {
    const demo = await seedPasswordHash(DEMO_PASSWORD);
    expect(demo).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword(DEMO_PASSWORD, demo)).toBe(true);
    expect(await verifyPassword(`${DEMO_PASSWORD}x`, demo)).toBe(false);
  });

  it('refuses malformed or foreign hashes without throwing', async () => {
    for (const encoded of [
      '',
      'plain',
      'bcrypt$1$2$3$4$5',
      'scrypt$x$8$1$AAAA$BBBB',
      `scrypt$${2 ** 24}$8$1$AAAA$BBBB`,
      'scrypt$16384$8$1$AAAA$',
    ]) {
      expect(await verifyPassword('demo-pass-1', encoded), encoded).toBe(false);
    }
  });
});

describe('anti-bot sign (spec §7)', () => {
  const now = 1_700_000_000_000;
  it('is the hex sha256 of username + password + unix time, a dot and the time', () => {
    const hash = createHash('sha256').update('userpass1700000000').digest('hex');
    expect(makeSign('user', 'pass', 1_700_000_000)).toBe(`${hash}.1700000000`);
  });
  it('is valid for 300 s either way and only for the same credentials', () => {
    const t = now / 1000;
    expect(isSignValid(makeSign('u', 'p', t - 300), 'u', 'p', now)).toBe(true);
    expect(isSignValid(makeSign('u', 'p', t + 300), 'u', 'p', now)).toBe(true);
    expect(isSignValid(makeSign('u', 'p', t - 301), 'u', 'p', now)).toBe(false);
    expect(isSignValid(makeSign('u', 'p', t), 'u', 'q', now)).toBe(false);
    expect(isSignValid(makeSign('u', 'p', t).toUpperCase(), 'u', 'p', now)).toBe(false);
    expect(isSignValid('nonsense', 'u', 'p', now)).toBe(false);
  });
});

describe('TOTP', () => {
  const now = 1_700_000_015_000;
  it('accepts the current code and one step of drift, and nothing at or before the last used step', async () => {
    const code = await generate({ secret: DEMO_OTP_SECRET, epoch: now / 1000 });
    expect(await currentTotp(DEMO_OTP_SECRET, now)).toBe(code);
    const first = await checkTotp(DEMO_OTP_SECRET, code, now, null);
    expect(first).toEqual({ valid: true, timeStep: Math.floor(now / 30_000) });
    if (!first.valid) return;
    expect(await checkTotp(DEMO_OTP_SECRET, code, now, first.timeStep)).toEqual({ valid: false });
    const previous = await generate({ secret: DEMO_OTP_SECRET, epoch: now / 1000 - 30 });
    expect((await checkTotp(DEMO_OTP_SECRET, previous, now, null)).valid).toBe(true);
    const old = await generate({ secret: DEMO_OTP_SECRET, epoch: now / 1000 - 90 });
    expect((await checkTotp(DEMO_OTP_SECRET, old, now, null)).valid).toBe(false);
    expect((await checkTotp(DEMO_OTP_SECRET, 'abcdef', now, null)).valid).toBe(false);
    expect((await checkTotp(DEMO_OTP_SECRET, code, now, first.timeStep + 5)).valid).toBe(false);
  });
});

describe('SlidingWindow', () => {
  it('counts hits per key within the window and says how long to wait', () => {
    let now = 0;
    const window = new SlidingWindow({ limit: 2, windowMs: 10_000 }, () => now);
    expect(window.consume('a')).toBe(0);
    now = 4_000;
    expect(window.consume('a')).toBe(0);
    expect(window.consume('a')).toBe(6);
    expect(window.consume('b')).toBe(0);
    now = 10_001;
    expect(window.consume('a')).toBe(0);
    window.reset('a');
    expect(window.retryAfter('a')).toBe(0);
  });
});

describe('languages', () => {
  it('answers English only when English is the preferred language', () => {
    expect(languageOf(undefined)).toBe('ru');
    expect(languageOf('en')).toBe('en');
    expect(languageOf('en-US,en;q=0.9,ru;q=0.8')).toBe('en');
    expect(languageOf('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(languageOf('de-DE,en;q=0.5')).toBe('ru');
    expect(languageOf('ru;q=0.5,en;q=0.9')).toBe('en');
    expect(languageOf('english')).toBe('ru');
  });

  it('has every message in both languages and fills placeholders', () => {
    for (const [key, ru] of Object.entries(messages.ru)) {
      const en = messages.en[key as keyof typeof messages.en];
      expect(ru, key).not.toBe('');
      expect(en, key).not.toBe('');
      expect(ru.match(/\{\w+\}/g), key).toEqual(en.match(/\{\w+\}/g));
    }
    expect(translate('tooManyAttempts', 'en', { seconds: 5 })).toBe('Too many attempts. Try again in 5 s.');
  });
});

describe('Host header', () => {
  it('keeps DNS names, IPv4 and [IPv6] without the port, and refuses anything else', () => {
    expect(hostnameOf('Console.Example.com:8080')).toBe('console.example.com');
    expect(hostnameOf('127.0.0.1')).toBe('127.0.0.1');
    expect(hostnameOf('[::1]:8081')).toBe('[::1]');
    for (const bad of [undefined, '', 'a b', 'x/y', 'evil"', '[::1', 'a..b', `${'a'.repeat(64)}.test`, 'h:1:2'])
      expect(hostnameOf(bad), String(bad)).toBeNull();
  });
});

describe('environment (README server variables)', () => {
  it('PUBLIC_PORTS: two ports to announce, default PORT and PORT+1', () => {
    expect(publicPortsFrom(undefined, 8080)).toEqual([8080, 8081]);
    expect(publicPortsFrom('', 3000)).toEqual([3000, 3001]);
    expect(publicPortsFrom('443, 8443', 8080)).toEqual([443, 8443]);
    for (const bad of ['443', '1,2,3', 'a,b', '0,80', '80,65536', '80.5,81'])
      expect(() => publicPortsFrom(bad, 8080), bad).toThrow(/PUBLIC_PORTS/);
  });

  it('ACCESS_TOKEN_TTL_S: a positive whole number of seconds, default 3600', () => {
    expect(accessTokenTtlFrom(undefined)).toBe(3600);
    expect(accessTokenTtlFrom('20')).toBe(20);
    for (const bad of ['0', '-5', '1.5', 'soon']) expect(() => accessTokenTtlFrom(bad), bad).toThrow(/ACCESS_TOKEN_TTL_S/);
  });

  it('PUBLIC_HOST: a bare host name, lowercased; a scheme, port or path is refused', () => {
    expect(publicHostFrom(undefined)).toBeUndefined();
    expect(publicHostFrom(' ')).toBeUndefined();
    expect(publicHostFrom('Console.Example.com')).toBe('console.example.com');
    expect(publicHostFrom('[2001:db8::1]')).toBe('[2001:db8::1]');
    for (const bad of ['https://a.example', 'a.example:443', 'a.example/x', 'a b', '-a.example'])
      expect(() => publicHostFrom(bad), bad).toThrow(/PUBLIC_HOST/);
  });

  it('PUBLIC_HTTPS: 1 or 0, default 0', () => {
    expect(publicHttpsFrom(undefined)).toBe(false);
    expect(publicHttpsFrom('0')).toBe(false);
    expect(publicHttpsFrom('1')).toBe(true);
    expect(() => publicHttpsFrom('yes')).toThrow(/PUBLIC_HTTPS/);
  });

  it('SMTP_URL: smtp:// or smtps:// with a host; an error never repeats the password', () => {
    expect(smtpUrlFrom(undefined)).toBeUndefined();
    expect(smtpUrlFrom('smtp://u:p@mail.example:587')).toBe('smtp://u:p@mail.example:587');
    expect(smtpUrlFrom('smtps://mail.example')).toBe('smtps://mail.example');
    for (const bad of ['http://u:hunter2@mail.example', 'mail.example', 'smtp://u:hunter2@']) {
      expect(() => smtpUrlFrom(bad), bad).toThrow(/SMTP_URL/);
      expect(() => smtpUrlFrom(bad), bad).not.toThrow(/hunter2/);
    }
  });
});

describe('sandbox outbox peers', () => {
  it('loopback: 127.0.0.0/8, ::1 and 127.x mapped into IPv6; nothing else', () => {
    for (const local of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.1'])
      expect(isLoopback(local), local).toBe(true);
    for (const remote of [undefined, '', '10.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', '128.0.0.1', '127.0.0.1.evil'])
      expect(isLoopback(remote), String(remote)).toBe(false);
  });
});
