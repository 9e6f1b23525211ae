import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormatters, type Dates } from './dateFormatters.ts';

export type { Dates, Instant } from './dateFormatters.ts';

// Dates use the user's time zone, else their space's; the signed-in frame provides it
// (effectiveTimeZone of machines rules). Outside it (public pages, stories without a frame) the spaces' default.
const DEFAULT_ZONE = 'Europe/Moscow';
const TimeZoneContext = createContext<string>(DEFAULT_ZONE);

export function TimeZoneProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return <TimeZoneContext.Provider value={timeZone}>{children}</TimeZoneContext.Provider>;
}

/** The one way the console writes dates: the interface language, in the user's effective time zone. */
export function useDates(): Dates {
  const { i18n } = useTranslation();
  const timeZone = useContext(TimeZoneContext);
  return useMemo(() => dateFormatters(i18n.language, timeZone), [i18n.language, timeZone]);
}
