import { describe, expect, it } from 'vitest';
import { requestLocale } from '../src/mocks/texts.ts';

const withLanguage = (value: string | null) =>
  new Request('https://api-1.console.test/v1/me', value === null ? {} : { headers: { 'Accept-Language': value } });

// The mocks pick the answer's language as the server does (locales' serverLanguageOf): by preference, not by prefix.
describe('the mocks answer in the language the server would', () => {
  it('reads the most preferred tag, as the server does', () => {
    expect(requestLocale(withLanguage('ru;q=0.5, en;q=0.9'))).toBe('en');
    expect(requestLocale(withLanguage('en;q=0.1, ru'))).toBe('ru');
    expect(requestLocale(withLanguage('en-GB,en;q=0.9'))).toBe('en');
  });
  it('answers in Russian without a usable header', () => {
    expect(requestLocale(withLanguage(null))).toBe('ru');
    expect(requestLocale(withLanguage('de'))).toBe('ru');
    expect(requestLocale(withLanguage('en;q=0'))).toBe('ru');
  });
});
