import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card/Card.tsx';
import { Chart, type ChartTable } from '../../../components/Chart/Chart.tsx';
import { table as tableClass } from '../../../components/Chart/Chart.css.ts';
import { Link } from '../../../components/Link/Link.tsx';
import { StatsFrame } from '../StatsFrame/StatsFrame.tsx';
import { Duration, Figure, TableSection } from '../replies/parts.tsx';
import { replyTimeRanges } from '../replies/replyTimes.ts';
import type { RepliesData, RepliesWho } from '../replies/useRepliesPage.tsx';
import { totals } from '../overall/OverallView.css.ts';

export interface ReplyTimeViewProps {
  data: RepliesData;
  /** The period and filter bar (StatsFilterBar). */
  filterBar: ReactNode;
  /** The comments behind a count (drill.ts): the period's first replies or an operator's. */
  drillHref: (event: 'replied', who: RepliesWho) => string;
  /** An operator's name by id (the space's users); their id when unknown. */
  operatorName: (id: number) => string;
}

/** The distribution as its table: one row per range, the first replies in it and their share; none when empty. */
function useDistribution(bins: readonly number[]): ChartTable {
  const { t, i18n } = useTranslation('stats');
  const ranges = replyTimeRanges(bins);
  const total = ranges.reduce((sum, one) => sum + one.count, 0);
  const share = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  return {
    columns: [t('time.range'), t('time.replied'), t('time.share')],
    rows: total === 0 ? [] : ranges.map((one) => [t(`time.ranges.${one.range}`), one.count, share.format(one.count / total)]),
  };
}

function Ready({
  ready,
  ...props
}: { ready: Extract<RepliesData, { status: 'ready' }> } & Omit<ReplyTimeViewProps, 'data' | 'filterBar'>) {
  const { t, i18n } = useTranslation('stats');
  const number = new Intl.NumberFormat(i18n.language);
  const { overall, operators } = ready.replies;
  const distribution = useDistribution(overall.reply_times.bins);
  return (
    <>
      <ul className={totals}>
        <Figure label={t('time.replied')}>
          <Link href={props.drillHref('replied', null)}>{number.format(overall.replied)}</Link>
        </Figure>
        <Figure label={t('replies.medianLong')}>
          <Duration seconds={overall.reply_times.median_s} />
        </Figure>
        <Figure label={t('replies.p90Long')}>
          <Duration seconds={overall.reply_times.p90_s} />
        </Figure>
      </ul>
      <Card>
        <Chart
          title={t('time.distribution')}
          table={distribution}
          axis="categories"
          series={[{ column: 1, kind: 'bar', tone: 'accent' }]}
        />
      </Card>
      {operators ? (
        <TableSection id="stats-time-operators" title={t('replies.operators')} empty={operators.length === 0}>
          <table className={tableClass}>
            <thead>
              <tr>
                <th scope="col">{t('replies.operator')}</th>
                <th scope="col">{t('time.replied')}</th>
                <th scope="col">{t('replies.median')}</th>
                <th scope="col">{t('replies.p90')}</th>
              </tr>
            </thead>
            <tbody>
              {operators.map((row) => (
                <tr key={row.user_id}>
                  <th scope="row">
                    <bdi>{props.operatorName(row.user_id)}</bdi>
                  </th>
                  <td>
                    <Link href={props.drillHref('replied', { userId: row.user_id })}>{number.format(row.replied)}</Link>
                  </td>
                  <td>
                    <Duration seconds={row.reply_times.median_s} />
                  </td>
                  <td>
                    <Duration seconds={row.reply_times.p90_s} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableSection>
      ) : null}
    </>
  );
}

// spec §2.3 /stats/time (docs/stats.md "Screens"): how soon comments get their first reply: the median and 90th
// percentile, the distribution in ranges (a bar chart with its table), and per operator when the answer has the team's figures.
export function ReplyTimeView({ data, filterBar, ...props }: ReplyTimeViewProps) {
  const { t: shell } = useTranslation('shell');
  return (
    <StatsFrame title={shell('titles.statsTime')} data={data} filterBar={filterBar}>
      {(ready) => <Ready ready={ready} {...props} />}
    </StatsFrame>
  );
}
