import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  LOGIN_CODE_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validateLoginCode,
  validateLoginCredentials,
} from '../src/rules/loginValidation.ts';

describe('validateLoginCredentials (spec §5)', () => {
  it('has the spec constants', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(LOGIN_CODE_MAX_LENGTH).toBe(7);
  });

  it('accepts a trimmed valid email and an 8-character password', () => {
    expect(validateLoginCredentials({ email: '  reader@demo.local ', password: '12345678' })).toEqual({});
  });

  it.each([
    ['', { email: 'required', password: 'required' }],
    ['   ', { email: 'required', password: 'required' }],
  ])('requires both fields (%j)', (email, expected) => {
    expect(validateLoginCredentials({ email, password: '' })).toEqual(expected);
  });

  it('reports a password under 8 characters as too short', () => {
    expect(validateLoginCredentials({ email: 'a@b.co', password: '1234567' })).toEqual({ password: 'tooShort' });
  });

  it('does not trim the password (only email, code and signup password are trimmed)', () => {
    expect(validateLoginCredentials({ email: 'a@b.co', password: ' 123456 ' })).toEqual({});
  });

  it.each(['plain', 'a@b', '@b.co', 'a@.co', 'a@b.', 'a@@b.co', 'a b@c.de', 'a@b c.de', 'a@b..co'])(
    'rejects %j as invalid',
    (email) => {
      expect(validateLoginCredentials({ email, password: 'demo-pass-1' })).toEqual({ email: 'invalid' });
    },
  );

  it.each(['otp@demo.local', 'first.last+tag@sub.example.org', 'пользователь@пример.рф'])('accepts %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });
});

describe('validateLoginCode (spec §5: max 7)', () => {
  it.each([
    ['123456', {}],
    [' 1234567 ', {}],
    ['12345678', { code: 'tooLong' }],
    ['', { code: 'required' }],
    ['  ', { code: 'required' }],
  ])('%j gives %j', (code, expected) => {
    expect(validateLoginCode(code)).toEqual(expected);
  });
});
