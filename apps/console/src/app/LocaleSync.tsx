import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { createValueStore, useValue } from '@console/ui/data';
import { currentLocale, followLanguage, networkEnglishStore } from './locale.ts';

// The signed-in user's saved locale, set by the signed-in frame (so /login does not load the user's data).
export const userLocaleStore = createValueStore<string | null>(null);

// Re-applies the locale rule when the query, the signed-in user's saved locale or the outage switch changes.
export function LocaleSync() {
  const { i18n } = useTranslation();
  const search = useSearch();
  const userLocale = useValue(userLocaleStore);
  const networkEnglish = useValue(networkEnglishStore);
  const locale = currentLocale(userLocale, networkEnglish);
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale, search]);
  // <html lang> follows every language change (screen readers, hyphenation), the outage switch included.
  useEffect(() => followLanguage(i18n), [i18n]);
  return null;
}
