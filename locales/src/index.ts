import i18next, { type i18n } from 'i18next';
import { resources, NAMESPACES, type Locale } from './resources.ts';
import { baseOptions } from './options.ts';

export { resources, NAMESPACES, LOCALES, type Locale, type Namespace } from './resources.ts';
export { createLazyI18n, EAGER_NAMESPACES } from './lazy.ts';
export { TITLE_NAMESPACES } from './titles.ts';
export { resolveLocale, browserLocale, isRussianBrowser, LOCALE_STORAGE_KEY } from './resolveLocale.ts';

// One i18next instance per test or story, with every namespace bundled (the console loads features lazily: lazy.ts).
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.init({ ...baseOptions(locale), ns: [...NAMESPACES], resources });
  return instance;
}
