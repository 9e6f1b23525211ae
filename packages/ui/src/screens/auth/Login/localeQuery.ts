import { browserLocale } from '@console/locales';

// spec §2.1 /login: with an English browser the query locale=en is added (unless the URL already
// chooses a locale). Returns the new query string without '?', or null when nothing changes.
export function withEnglishLocaleQuery(search: string, browserLanguages: readonly string[]): string | null {
  const params = new URLSearchParams(search);
  if (params.has('locale')) return null;
  if (browserLocale(browserLanguages) !== 'en') return null;
  params.set('locale', 'en');
  return params.toString();
}
