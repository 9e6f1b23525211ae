import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsSentiments } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { Chart, type ChartSeries, type ChartTable } from '../../../components/Chart/Chart.tsx';
import type { ChartTone } from '../../../components/Chart/chartColors.ts';
import { Link } from '../../../components/Link/Link.tsx';
import * as css from '../overall/OverallView.css.ts';
import { StatsFrame, type StatsState } from '../StatsFrame/StatsFrame.tsx';

export type Sentiment = keyof StatsSentiments;

export type EmotionsData = StatsState<{
  totals: StatsSentiments;
  /** The sentiments in the table's order (contract SENTIMENTS). */
  sentiments: readonly Sentiment[];
  /** The per-day table as the CSV export writes it (contract emotionsTable): the day, then each sentiment. */
  perDay: ChartTable;
}>;

export interface EmotionsViewProps {
  data: EmotionsData;
  /** The period and filter bar (StatsFilterBar). */
  filterBar: ReactNode;
  /** The comments received in the period with a sentiment (drill.ts, the list's sentiment filter). */
  receivedHref: (sentiment: Sentiment) => string;
}

/** Each sentiment's tone in the chart (the table's columns follow SENTIMENTS after the day). */
const TONES: Record<Sentiment, ChartTone> = { negative: 'danger', neutral: 'info', positive: 'success', none: 'violet' };

function Ready({
  ready,
  receivedHref,
}: { ready: Extract<EmotionsData, { status: 'ready' }> } & Pick<EmotionsViewProps, 'receivedHref'>) {
  const { t, i18n } = useTranslation(['stats', 'items']);
  const number = new Intl.NumberFormat(i18n.language);
  const series: readonly ChartSeries[] = ready.sentiments.map((sentiment, index) => ({
    column: index + 1,
    kind: 'line',
    tone: TONES[sentiment],
  }));
  return (
    <>
      <ul className={css.totals}>
        {ready.sentiments.map((sentiment) => (
          <li key={sentiment}>
            <Card className={css.figure}>
              <span className={css.figureLabel}>{t(`items:sentiment.${sentiment}`)}</span>
              <Link href={receivedHref(sentiment)} className={css.figureValue}>
                {number.format(ready.totals[sentiment])}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
      <Card>
        <Chart title={t('emotions.perDay')} table={ready.perDay} series={series} />
      </Card>
    </>
  );
}

// spec §2.3 /stats/emotions (docs/stats.md "Screens"): the comments received in the period per sentiment (spec §3:
// negative, neutral, positive, none), each total opening those comments, and a per-day chart with its table.
export function EmotionsView({ data, filterBar, receivedHref }: EmotionsViewProps) {
  const { t: shell } = useTranslation('shell');
  return (
    <StatsFrame title={shell('titles.statsEmotions')} filterBar={filterBar} data={data}>
      {(ready) => <Ready ready={ready} receivedHref={receivedHref} />}
    </StatsFrame>
  );
}
