import type { Locale } from './resources.ts';

export const LOCALE_STORAGE_KEY = 'locale';

const isLocale = (value: unknown): value is Locale => value === 'ru' || value === 'en';

// English browser: en; any other browser language: ru (spec §2.1, architecture.md "Value sets and locale").
export function browserLocale(languages: readonly string[]): Locale {
  const first = languages[0]?.toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'ru';
}

// ?locale= wins (and is kept, so it survives navigation: `stored`), then the user's saved locale, then the browser.
export function resolveLocale(input: {
  query?: string | null;
  stored?: string | null;
  userLocale?: string | null;
  browserLanguages: readonly string[];
}): Locale {
  if (isLocale(input.query)) return input.query;
  if (isLocale(input.stored)) return input.stored;
  if (isLocale(input.userLocale)) return input.userLocale;
  return browserLocale(input.browserLanguages);
}

// spec §4, §8: a network failure while signed out switches to English for non-Russian browsers.
export function isRussianBrowser(languages: readonly string[]): boolean {
  return (languages[0]?.toLowerCase() ?? '').startsWith('ru');
}
