import { LOCALE_STORAGE_KEY, resolveLocale, type Locale } from '@console/locales';
import { createValueStore } from '@console/ui/data';

const queryLocale = () => new URLSearchParams(window.location.search).get('locale');

function stored(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

// A ?locale= choice is kept in local storage so that it survives navigation (architecture.md, "Value sets and locale").
function keepQueryChoice(): void {
  const query = queryLocale();
  if (query !== 'ru' && query !== 'en') return;
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, query);
  } catch {
    // storage may be unavailable (private mode); the query still works on this page
  }
}

// spec §4, §8: a network failure while signed out switched a non-Russian browser to English (set by ClientEvents);
// it holds for the rest of this page's life.
export const networkEnglishStore = createValueStore<boolean>(false);

// The locale rule: ?locale= (or its kept choice), then the signed-in user's saved locale, then the browser. After the
// outage switch English takes the browser's place, so a later re-check (a query change) keeps it, while an explicit
// ?locale=ru or the user's saved locale still win over it.
export function currentLocale(userLocale?: string | null, networkEnglish: boolean = networkEnglishStore.get()): Locale {
  keepQueryChoice();
  const browserLanguages = networkEnglish ? ['en'] : navigator.languages;
  return resolveLocale({ query: queryLocale(), stored: stored(), userLocale, browserLanguages });
}

export const initialLocale = () => currentLocale(null, false);

// The part of an i18next instance followLanguage uses.
interface LanguageSource {
  language: string;
  on(event: 'languageChanged', listener: (language: string) => void): unknown;
  off(event: 'languageChanged', listener: (language: string) => void): unknown;
}

/** Keeps `<html lang>` equal to the interface language on every change, whoever changes it; returns the unsubscribe. */
export function followLanguage(i18n: LanguageSource, root: { lang: string } = document.documentElement): () => void {
  const apply = (language: string) => {
    if (language) root.lang = language;
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
