import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/IconButton/index.ts';
import type { EventFilter } from '../../../data/statsDrill.ts';
import * as css from './EventFilterLine.css.ts';

export interface EventFilterLineProps {
  filter: EventFilter;
  /** The operator's name (event_user_id) when known; the line then says who. */
  userName: string | null;
  onRemove: () => void;
}

/** "1–7 Dec" in the console's language: the period's days (calendar dates, no zone shift). */
export function periodText(from: string, to: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const [start, end] = [new Date(`${from}T12:00:00Z`), new Date(`${to}T12:00:00Z`)];
  return from === to ? format.format(start) : format.formatRange(start, end);
}

// docs/stats.md "Drill-down": a list opened from a stats number says which event it holds ("Replied by Anna,
// 1–7 Dec"), and the event filter comes off in one press (it is one filter). The name is rendered as text.
export function EventFilterLine({ filter, userName, onRemove }: EventFilterLineProps) {
  const { t, i18n } = useTranslation('filters', { keyPrefix: 'statsDrill' });
  const period = periodText(filter.from, filter.to, i18n.language);
  const event = t(`events.${filter.event}`);
  const line = userName ? t('lineBy', { event, name: userName, period }) : t('line', { event, period });
  return (
    <div className={css.chip} role="group" aria-label={t('label')}>
      <span className={css.text}>
        {line}
        {filter.tz ? ` (${filter.tz})` : null}
      </span>
      <IconButton icon="close" label={t('remove')} onPress={onRemove} />
    </div>
  );
}
