import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsFilterBarProps } from './StatsFilterFields.tsx';
import * as css from './StatsFilterBar.css.ts';

export type { StatsFilterBarProps } from './StatsFilterFields.tsx';

// The pickers (react-aria Select and its popover) are a chunk of their own: with them the stats route chunk passed
// its 60 KB budget (docs/stats.md "Charts"); the figures show meanwhile.
const StatsFilterFields = lazy(() => import('./StatsFilterFields.tsx').then((m) => ({ default: m.StatsFilterFields })));

// spec §2.3 stats/*, §3 (docs/stats.md "Screens"): the period (presets, or custom dates in the user's zone) and the user settings'
// filters of every stats screen; what it sets is the URL's query (the screen navigates), so a link or a saved filter
// (the top bar's menu; statistics' filters are saved without a route) brings the same figures back.
export function StatsFilterBar(props: StatsFilterBarProps) {
  const { t } = useTranslation('stats');
  return (
    <section className={css.bar} aria-label={t('filters.title')}>
      <Suspense fallback={<div className={css.placeholder} />}>
        <StatsFilterFields {...props} />
      </Suspense>
    </section>
  );
}
