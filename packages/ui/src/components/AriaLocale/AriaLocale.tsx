import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import type { Locale } from '@console/locales';

/** The react-aria locales the console builds with (apps/console/vite.config.ts keeps only their strings). */
export const ARIA_LOCALES = { ru: 'ru-RU', en: 'en-US' } as const satisfies Record<Locale, string>;

/**
 * react-aria's own strings (dismiss, clear, selection announcements) and direction follow the interface's language,
 * not the browser's: a Russian interface in a German or Arabic browser stays Russian and left-to-right.
 */
export function AriaLocale({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <I18nProvider locale={ARIA_LOCALES[locale]}>{children}</I18nProvider>;
}
