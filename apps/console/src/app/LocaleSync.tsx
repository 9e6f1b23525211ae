import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { createValueStore, useValue } from '@console/ui/data';
import { currentLocale } from './locale.ts';

// The signed-in user's saved locale, set by the signed-in frame (so /login does not load the user's data).
export const userLocaleStore = createValueStore<string | null>(null);

// Re-applies the locale rule when the query or the signed-in user's saved locale changes.
export function LocaleSync() {
  const { i18n } = useTranslation();
  const search = useSearch();
  const userLocale = useValue(userLocaleStore);
  const locale = currentLocale(userLocale);
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [i18n, locale, search]);
  return null;
}
