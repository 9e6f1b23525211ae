import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useMe, useSession } from '@console/ui/data';
import { currentLocale } from './locale.ts';

// Re-applies the locale rule when the query or the signed-in user's saved locale changes.
export function LocaleSync() {
  const { i18n } = useTranslation();
  const search = useSearch();
  const { isSignedIn } = useSession();
  const { data: me } = useMe(isSignedIn);
  const locale = currentLocale(me?.locale ?? null);
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [i18n, locale, search]);
  return null;
}
