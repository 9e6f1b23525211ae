import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsCounts, StatsOverall } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { Chart, type ChartSeries, type ChartTable } from '../../../components/Chart/Chart.tsx';
import { table as tableClass } from '../../../components/Chart/Chart.css.ts';
import { channelsIn, ChannelCells, ChannelHeaders, CountLinks } from '../ChannelCounts/ChannelCounts.tsx';
import type { DrillChannel, DrillEvent } from '../drill.ts';
import { StatsFrame, type StatsState } from '../StatsFrame/StatsFrame.tsx';
import * as css from './OverallView.css.ts';
import { replyTimeText } from './replyTime.ts';

export type OverallData = StatsState<{
  overall: StatsOverall;
  /** The per-day table as the CSV export writes it (contract overallTable), for the chart and its table view. */
  perDay: ChartTable;
  /** The counts in their order (contract STATS_COUNT_COLUMNS; one operator's: STATS_OPERATOR_COLUMNS). */
  columns: readonly (keyof StatsCounts)[];
  /** The chart's series over `perDay`'s columns. */
  series: readonly ChartSeries[];
}>;

export interface OverallViewProps {
  data: OverallData;
  /** The page's title (the overall figures', one operator's, the caller's own). */
  title: string;
  /** The period and filter bar (StatsFilterBar). */
  filterBar: ReactNode;
  /** The drill-down link of one channel's count (drill.ts), for the whole team or one operator. */
  /** A count's list; null: none holds what it counts (drill.ts channelDrillHref). */
  drillHref: (event: DrillEvent, channel: DrillChannel, userId?: number) => string | null;
  /** An operator's name by id (the space's users); their id when unknown. */
  operatorName: (id: number) => string;
}

type Counts = { columns: readonly (keyof StatsCounts)[] };

function Totals({ overall, columns, drillHref }: { overall: StatsOverall; drillHref: OverallViewProps['drillHref'] } & Counts) {
  const { t, i18n } = useTranslation('stats');
  const { median_s: median, p90_s: p90 } = overall.reply_times;
  return (
    <ul className={css.totals}>
      {columns.map((column) => (
        <li key={column}>
          <Card className={css.figure}>
            <span className={css.figureLabel}>{t(`overall.counts.${column}`)}</span>
            <CountLinks
              counts={{ ...overall.totals, channels: overall.channels }}
              column={column}
              href={(channel) => drillHref(column, channel)}
              className={css.figureValue}
            />
          </Card>
        </li>
      ))}
      <li>
        <Card className={css.figure}>
          <span className={css.figureLabel}>{t('overall.median')}</span>
          <span className={css.figureValue}>
            {median === null ? t('overall.noReplyTime') : replyTimeText(median, i18n.language)}
          </span>
        </Card>
      </li>
      <li>
        <Card className={css.figure}>
          <span className={css.figureLabel}>{t('overall.p90')}</span>
          <span className={css.figureValue}>{p90 === null ? t('overall.noReplyTime') : replyTimeText(p90, i18n.language)}</span>
        </Card>
      </li>
    </ul>
  );
}

function Operators({
  operators,
  columns,
  ...props
}: { operators: StatsOverall['operators'] & object } & Counts & Omit<OverallViewProps, 'data' | 'filterBar' | 'title'>) {
  const { t } = useTranslation('stats');
  const channels = channelsIn(operators[0]?.channels);
  // What the networks did is nobody's: an operator's received is always 0, and its list would be everyone's.
  const counts = columns.filter((column) => column !== 'received');
  return (
    <Card as="section" aria-labelledby="stats-operators">
      <h2 id="stats-operators" className={css.sectionTitle}>
        {t('overall.operators')}
      </h2>
      <div className={css.tableBox}>
        <table className={tableClass}>
          <thead>
            <ChannelHeaders first={t('overall.operator')} columns={counts} channels={channels} />
          </thead>
          <tbody>
            {operators.map((operator) => (
              <tr key={operator.user_id}>
                <th scope="row">
                  <bdi>{props.operatorName(operator.user_id)}</bdi>
                </th>
                {counts.map((column) => (
                  <ChannelCells
                    key={column}
                    counts={operator}
                    column={column}
                    href={(channel) => props.drillHref(column, channel, operator.user_id)}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function Ready({
  ready,
  ...props
}: { ready: Extract<OverallData, { status: 'ready' }> } & Omit<OverallViewProps, 'data' | 'filterBar' | 'title'>) {
  const { t } = useTranslation('stats');
  const { overall, columns } = ready;
  return (
    <>
      <Totals overall={overall} columns={columns} drillHref={props.drillHref} />
      <Card>
        <Chart title={t('overall.perDay')} table={ready.perDay} series={ready.series} />
      </Card>
      {overall.operators && overall.operators.length > 0 ? (
        <Operators operators={overall.operators} columns={columns} {...props} />
      ) : null}
    </>
  );
}

// spec §2.3 /stats/overall (docs/stats.md "Screens"): the period's totals, reply times, a per-day chart with its table, and the
// team's figures per operator when the answer has them; every count opens the comments behind it (drill.ts).
export function OverallView({ data, title, filterBar, ...props }: OverallViewProps) {
  return (
    <StatsFrame title={title} filterBar={filterBar} data={data}>
      {(ready) => <Ready ready={ready} {...props} />}
    </StatsFrame>
  );
}
