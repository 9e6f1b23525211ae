import type { InitOptions } from 'i18next';
import type { Locale } from './resources.ts';

// What every i18next instance of the console shares: Russian is the default, English the fallback (architecture.md, "Locales").
export const baseOptions = (locale: Locale): InitOptions => ({
  lng: locale,
  fallbackLng: 'en',
  supportedLngs: ['ru', 'en'],
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});
