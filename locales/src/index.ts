import i18next, { type BackendModule, type i18n } from 'i18next';
import { resources, NAMESPACES, type Locale } from './resources.ts';
import { isLazyNamespace, lazyResources, type LazyNamespace } from './lazyResources.ts';

export { resources, NAMESPACES, LOCALES, type Locale, type Namespace } from './resources.ts';
export { LAZY_NAMESPACES, lazyResources, loadAllLazyResources, type LazyNamespace } from './lazyResources.ts';
export type { PreloadedNamespaces };
export { resolveLocale, browserLocale, isRussianBrowser, LOCALE_STORAGE_KEY } from './resolveLocale.ts';

// Reads a lazy namespace's JSON when a screen first asks for it.
const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = isLazyNamespace(namespace) ? lazyResources[namespace][language === 'en' ? 'en' : 'ru'] : null;
    if (!load) return callback(null, {});
    load().then(
      (bundle) => callback(null, bundle.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Lazy namespaces already loaded (Storybook, tests): given, they are there from the start. */
type PreloadedNamespaces = Partial<Record<Locale, Partial<Record<LazyNamespace, Record<string, unknown>>>>>;

// One i18next instance per app or test; Russian is the default, English the fallback (architecture.md, "Locales").
export function createI18n(locale: Locale, preloaded: PreloadedNamespaces = {}): i18n {
  const instance = i18next.createInstance();
  instance.use(lazyBackend);
  void instance.init({
    partialBundledLanguages: true,
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: ['ru', 'en'],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: {
      ru: { ...resources.ru, ...preloaded.ru },
      en: { ...resources.en, ...preloaded.en },
    },
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}
