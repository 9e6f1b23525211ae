import i18next, { type i18n } from 'i18next';
import { resources, NAMESPACES, type Locale } from './resources.ts';

export { resources, NAMESPACES, LOCALES, type Locale, type Namespace } from './resources.ts';
export { resolveLocale, browserLocale, isRussianBrowser, LOCALE_STORAGE_KEY } from './resolveLocale.ts';

// One i18next instance per app or test; Russian is the default, English the fallback (architecture.md, "Locales").
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: ['ru', 'en'],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}
