import { LOCALE_STORAGE_KEY, resolveLocale, type Locale } from '@console/locales';

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

// The locale rule: ?locale= (or its kept choice), then the signed-in user's saved locale, then the browser.
export function currentLocale(userLocale?: string | null): Locale {
  keepQueryChoice();
  return resolveLocale({ query: queryLocale(), stored: stored(), userLocale, browserLanguages: navigator.languages });
}

export const initialLocale = () => currentLocale(null);
