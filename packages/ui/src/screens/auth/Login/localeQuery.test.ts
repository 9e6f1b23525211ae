import { describe, expect, it } from 'vitest';
import { withEnglishLocaleQuery } from './localeQuery.ts';

describe('withEnglishLocaleQuery (spec §2.1: an English browser adds locale=en)', () => {
  it('adds locale=en for an English browser and no locale query', () => {
    expect(withEnglishLocaleQuery('', ['en-US', 'en'])).toBe('locale=en');
  });

  it('keeps the other query parameters, the redirect among them', () => {
    const next = withEnglishLocaleQuery('?redirect=%2Fstats%3Fa%3D1', ['en-GB']);
    expect(next).not.toBeNull();
    const params = new URLSearchParams(next ?? '');
    expect(params.get('redirect')).toBe('/stats?a=1');
    expect(params.get('locale')).toBe('en');
  });

  it('changes nothing when the URL already has a locale, whatever it is', () => {
    expect(withEnglishLocaleQuery('locale=ru', ['en-US'])).toBeNull();
    expect(withEnglishLocaleQuery('?locale=en', ['en-US'])).toBeNull();
    expect(withEnglishLocaleQuery('locale=', ['en'])).toBeNull();
  });

  it('changes nothing for a browser whose first language is not English', () => {
    expect(withEnglishLocaleQuery('', ['ru-RU', 'en'])).toBeNull();
    expect(withEnglishLocaleQuery('', ['de'])).toBeNull();
    expect(withEnglishLocaleQuery('', [])).toBeNull();
  });
});
