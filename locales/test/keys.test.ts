import { describe, expect, it } from 'vitest';
import { resources, NAMESPACES } from '../src/resources.ts';
import { resolveLocale, browserLocale, isRussianBrowser } from '../src/index.ts';
import { SERVER_TEXTS } from '../src/server.ts';

// ru and en must carry the same keys (architecture.md, "Locales"); plural suffixes count as one key.
const PLURAL = /_(zero|one|two|few|many|other)$/;
function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const keySet = (value: unknown) => new Set(keys(value).map((k) => k.replace(PLURAL, '')));

// The console's namespaces and the server's texts (docs/mocks.md), which i18next does not load.
const checked = { ru: { ...resources.ru, server: SERVER_TEXTS.ru }, en: { ...resources.en, server: SERVER_TEXTS.en } };

describe('locale resources', () => {
  for (const ns of [...NAMESPACES, 'server'] as const) {
    it(`${ns}: ru and en have identical keys`, () => {
      expect([...keySet(checked.ru[ns])].sort()).toEqual([...keySet(checked.en[ns])].sort());
    });
    it(`${ns}: no empty strings`, () => {
      for (const lng of ['ru', 'en'] as const) {
        const empty = keys(checked[lng][ns]).filter((k) => {
          const v = k.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], checked[lng][ns]);
          return typeof v === 'string' && v.trim() === '';
        });
        expect(empty, `${lng}/${ns}`).toEqual([]);
      }
    });
  }
});

describe('resolveLocale (architecture.md: query (kept across navigation), then user, then browser)', () => {
  it('English browser gives en, any other ru', () => {
    expect(browserLocale(['en-GB', 'ru'])).toBe('en');
    expect(browserLocale(['de-DE', 'en'])).toBe('ru');
    expect(browserLocale([])).toBe('ru');
  });
  it('a Russian browser is one whose first language is Russian (spec §8 network fallback)', () => {
    expect(isRussianBrowser(['ru-RU', 'en'])).toBe(true);
    expect(isRussianBrowser(['de-DE', 'ru'])).toBe(false);
    expect(isRussianBrowser([])).toBe(false);
  });
  it('takes the first valid source in order', () => {
    expect(resolveLocale({ query: 'en', userLocale: 'ru', stored: 'ru', browserLanguages: ['ru'] })).toBe('en');
    expect(resolveLocale({ query: 'xx', userLocale: 'en', stored: null, browserLanguages: ['ru'] })).toBe('en');
    expect(resolveLocale({ query: null, userLocale: 'ru', stored: 'en', browserLanguages: ['ru'] })).toBe('en');
    expect(resolveLocale({ query: null, userLocale: 'en', stored: 'xx', browserLanguages: ['ru'] })).toBe('en');
    expect(resolveLocale({ browserLanguages: ['en-US'] })).toBe('en');
  });
});
