import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { emotionsTable, SENTIMENTS } from '@console/api/contract';
import { serverTextOf } from '@console/machines/rules/apiFailure';
import { useObjectsWithTags } from '../../../data/objects.ts';
import { useConfig } from '../../../data/resources.ts';
import { useNow } from '../../../data/now.tsx';
import { useStatsEmotions } from '../../../data/stats.ts';
import { useDates } from '../../../format/dates.tsx';
import { filterSources } from '../../profile/MySettings/formValues.ts';
import { drillHref } from '../drill.ts';
import { StatsFilterBar } from '../StatsFilterBar/StatsFilterBar.tsx';
import { statsSpace } from '../statsSpace.ts';
import {
  defaultStatsLists,
  readStatsFilters,
  statsQueryOf,
  todayIn,
  writeStatsFilters,
  type StatsFilters,
} from '../statsFilters.ts';
import { EmotionsView, type EmotionsData, type Sentiment } from './EmotionsView.tsx';

// spec §2.3 /stats/emotions (docs/stats.md "Screens"): GET v1/stats/emotions for the URL's period and filters in the
// user's zone. A total opens the comments received in the period with the comments list's sentiment filter
// (`sentiment[]`, which looks at the comment's sentiment of now, as the figures do).
export function EmotionsScreen() {
  const { t } = useTranslation(['stats', 'items']);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const config = useConfig();
  const objects = useObjectsWithTags();
  const { timeZone } = useDates();
  const today = todayIn(timeZone, useNow());
  const user = config.data?.user ?? null;
  const space = statsSpace(config.data, search);
  const defaults = useMemo(() => defaultStatsLists(user?.settings ?? null), [user]);
  const filters = useMemo(() => readStatsFilters(search, today, defaults), [search, today, defaults]);
  const answer = useStatsEmotions(space ? statsQueryOf(space.id, filters, timeZone) : null);
  const setFilters = (next: StatsFilters) => navigate(`${path}?${writeStatsFilters(search, next)}`);

  const headers = {
    date: t('overall.counts.date'),
    ...(Object.fromEntries(SENTIMENTS.map((sentiment) => [sentiment, t(`items:sentiment.${sentiment}`)])) as Record<
      Sentiment,
      string
    >),
  };
  const data: EmotionsData = answer.data
    ? // The same columns as the CSV export (contract emotionsTable).
      { status: 'ready', totals: answer.data.totals, sentiments: SENTIMENTS, perDay: emotionsTable(answer.data, headers) }
    : answer.error
      ? {
          status: 'error',
          message:
            answer.error.kind === 'http' && answer.error.status === 400
              ? t('overall.invalidPeriod')
              : (serverTextOf(answer.error) ?? t('overall.error')),
          onRetry: () => void answer.mutate(),
          retrying: answer.isValidating,
        }
      : { status: 'loading' };
  const receivedHref = (sentiment: Sentiment) => {
    const href = drillHref('received', filters.period, filters.lists, timeZone);
    return `${href}&${new URLSearchParams([['sentiment[]', sentiment]]).toString()}`;
  };
  return (
    <EmotionsView
      data={data}
      receivedHref={receivedHref}
      filterBar={
        <StatsFilterBar
          filters={filters}
          today={today}
          onChange={setFilters}
          sources={objects.data && user ? filterSources(objects.data, user.settings.provider) : null}
          // Sentiments count what the networks sent (received): no operators' picker.
          operators={null}
        />
      }
    />
  );
}
