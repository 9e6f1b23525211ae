import { badgeClass, type BadgeTone } from '../../../components/Badge/Badge.tsx';
import type { Dates } from '../../../format/dates.tsx';
import * as css from './RowTime.css.ts';

export { focusScope } from './RowTime.css.ts';

// A wait reads calm for the first hour, amber within the day, red after it: colour with the wait's words.
const HOUR_S = 3600;
const toneOf = (seconds: number): BadgeTone => (seconds < HOUR_S ? 'neutral' : seconds < 24 * HOUR_S ? 'warning' : 'danger');

/** A row's date: 12:40 today, 22 Nov this year; the full date on hover, for screen readers and when the row has focus. */
export function RowDate({ at, nowSeconds, dates }: { at: number; nowSeconds: number; dates: Dates }) {
  const full = dates.dateTime({ s: at });
  return (
    <time className={css.time} dateTime={new Date(at * 1000).toISOString()} title={full}>
      <span className={css.short} aria-hidden="true">
        {dates.rowDate({ s: at }, { s: nowSeconds })}
      </span>
      <span className={css.full}>{full}</span>
    </time>
  );
}

export interface WaitingProps {
  /** Since when the customer waits (unix seconds; the answer's waiting_since, @console/spec customerWait); null: not. */
  since: number | null;
  nowSeconds: number;
  dates: Dates;
  /** The full sentence for the title and screen readers: 'Waiting for a reply since {{date}}'. */
  describe: (date: string, wait: string) => string;
}

// How long the customer has waited (screens.md row: who, what, how long they wait): a clock and the wait.
export function Waiting({ since, nowSeconds, dates, describe }: WaitingProps) {
  if (since === null) return null;
  const seconds = Math.max(0, nowSeconds - since);
  const wait = dates.waited(seconds);
  const full = describe(dates.dateTime({ s: since }), wait);
  return (
    <span className={`${css.waitBox} ${badgeClass(toneOf(seconds))}`} title={full}>
      <Clock />
      <span className={css.short} aria-hidden="true">
        {wait}
      </span>
      <span className={css.full}>{full}</span>
    </span>
  );
}

const Clock = () => (
  <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
    <path
      d="M5 .75a4.25 4.25 0 1 1 0 8.5 4.25 4.25 0 0 1 0-8.5ZM5 2.5V5l1.75 1.25"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
    />
  </svg>
);
