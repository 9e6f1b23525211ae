import { useTranslation } from 'react-i18next';
import { emotionsTable, SENTIMENTS } from '@console/api/contract';
import { useStatsEmotions } from '../../../data/stats.ts';
import { drillHref } from '../drill.ts';
import { statsStateOf } from '../statsState.ts';
import { useStatsPage } from '../useStatsPage.tsx';
import { EmotionsView, type EmotionsData, type Sentiment } from './EmotionsView.tsx';

// spec §2.3 /stats/emotions (docs/stats.md "Screens"): GET v1/stats/emotions for the URL's period and filters in the
// user's zone. A total opens the comments received in the period with the comments list's sentiment filter
// (`sentiment[]`, which looks at the comment's sentiment of now, as the figures do).
export function EmotionsScreen() {
  const { t } = useTranslation(['stats', 'items']);
  const page = useStatsPage();
  const { filters, timeZone } = page;
  const answer = useStatsEmotions(page.query);

  const headers = {
    date: t('overall.counts.date'),
    ...(Object.fromEntries(SENTIMENTS.map((sentiment) => [sentiment, t(`items:sentiment.${sentiment}`)])) as Record<
      Sentiment,
      string
    >),
  };
  const data: EmotionsData = statsStateOf(
    answer,
    { invalidPeriod: t('overall.invalidPeriod'), error: t('overall.error') },
    // The same columns as the CSV export (contract emotionsTable).
    (emotions) => ({ totals: emotions.totals, sentiments: SENTIMENTS, perDay: emotionsTable(emotions, headers) }),
  );
  const receivedHref = (sentiment: Sentiment) => {
    const href = drillHref('received', filters.period, filters.lists, timeZone);
    return `${href}&${new URLSearchParams([['sentiment[]', sentiment]]).toString()}`;
  };
  return (
    <EmotionsView
      data={data}
      receivedHref={receivedHref}
      // Sentiments count what the networks sent (received): no operators' picker.
      filterBar={page.filterBar()}
    />
  );
}
