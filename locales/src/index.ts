import i18next, { type i18n } from 'i18next';
import { resources, NAMESPACES, LOCALES, type LazyNamespace, type Locale } from './resources.ts';

export { resources, NAMESPACES, LAZY_NAMESPACES, LOCALES, type Locale, type Namespace, type LazyNamespace } from './resources.ts';
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

/** Adds a lazily loaded namespace's texts to an i18next instance once (both languages; idempotent). */
export function addNamespace(instance: i18n, ns: LazyNamespace, bundles: Record<Locale, object>): void {
  for (const lng of LOCALES) if (!instance.hasResourceBundle(lng, ns)) instance.addResourceBundle(lng, ns, bundles[lng]);
}
