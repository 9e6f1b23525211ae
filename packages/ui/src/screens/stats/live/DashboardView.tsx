import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsCounts, StatsDashboard, StatsOpenCounters, StatsOperatorLoad } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { table as tableClass } from '../../../components/Chart/Chart.css.ts';
import type { DrillEvent } from '../drill.ts';
import * as overallCss from '../overall/OverallView.css.ts';
import { StatsFrame, type StatsState } from '../StatsFrame/StatsFrame.tsx';
import type { ListCounter } from './nowFilters.ts';
import * as css from './Now.css.ts';
import { StatusChip, type StatusLook } from './StatusChip.tsx';

export type DashboardData = StatsState<{
  dashboard: StatsDashboard;
  /** Today's counts in their order (contract STATS_COUNT_COLUMNS). */
  columns: readonly (keyof StatsCounts)[];
}>;

export interface DashboardViewProps {
  data: DashboardData;
  /** The filter bar (StatsFilterBar, `now`: accounts, companies, networks). */
  filterBar: ReactNode;
  /** The list a counter counts (nowFilters.ts listHref). */
  listHref: (channel: 'comments' | 'chats', counter: ListCounter) => string;
  /** The drill-down link of today's count (drill.ts), for the whole team or one operator. */
  drillHref: (event: DrillEvent, userId?: number) => string;
  /** A status by id as the config names it (null: none chosen). */
  statusLook: (id: number | null) => StatusLook;
}

const COUNTERS: readonly ListCounter[] = ['open', 'new', 'unassigned'];

function Counters({
  channel,
  counters,
  listHref,
}: {
  channel: 'comments' | 'chats';
  counters: StatsOpenCounters;
  listHref: DashboardViewProps['listHref'];
}) {
  const { t, i18n } = useTranslation('stats');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section className={css.sectionHead} aria-labelledby={`dashboard-${channel}`}>
      <h2 id={`dashboard-${channel}`} className={overallCss.sectionTitle}>
        {t(`dashboard.${channel}`)}
      </h2>
      <ul className={overallCss.totals}>
        {COUNTERS.map((counter) => (
          <li key={counter}>
            <Card className={overallCss.figure}>
              <span className={overallCss.figureLabel}>{t(`dashboard.counters.${counter}`)}</span>
              <Link href={listHref(channel, counter)} className={overallCss.figureValue}>
                {number.format(counters[counter])}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Today({
  dashboard,
  columns,
  drillHref,
}: {
  dashboard: StatsDashboard;
  columns: readonly (keyof StatsCounts)[];
  drillHref: DashboardViewProps['drillHref'];
}) {
  const { t, i18n } = useTranslation('stats');
  const number = new Intl.NumberFormat(i18n.language);
  const average = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <section className={css.sectionHead} aria-labelledby="dashboard-today">
      <h2 id="dashboard-today" className={overallCss.sectionTitle}>
        {t('dashboard.today')}
      </h2>
      <ul className={overallCss.totals}>
        {columns.map((column) => (
          <li key={column}>
            <Card className={overallCss.figure}>
              <span className={overallCss.figureLabel}>{t(`overall.counts.${column}`)}</span>
              <Link href={drillHref(column)} className={overallCss.figureValue}>
                {number.format(dashboard.today_counts[column])}
              </Link>
              <span className={css.compare}>
                {t('dashboard.average', { value: average.format(dashboard.average_counts[column]) })}
              </span>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ByStatus({ dashboard, statusLook }: { dashboard: StatsDashboard; statusLook: DashboardViewProps['statusLook'] }) {
  const { t } = useTranslation('stats');
  return (
    <Card as="section" aria-labelledby="dashboard-statuses" className={css.sectionHead}>
      <h2 id="dashboard-statuses" className={overallCss.sectionTitle}>
        {t('dashboard.byStatus')}
      </h2>
      <ul className={css.statuses}>
        {dashboard.by_status.map((row) => (
          <li key={row.status_id ?? 'none'}>
            <StatusChip look={statusLook(row.status_id)} count={row.count} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Load({
  dashboard,
  operators,
  ...props
}: { dashboard: StatsDashboard; operators: StatsOperatorLoad[] } & Pick<DashboardViewProps, 'drillHref' | 'statusLook'>) {
  const { t, i18n } = useTranslation('stats');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card as="section" aria-labelledby="dashboard-load">
      <h2 id="dashboard-load" className={overallCss.sectionTitle}>
        {t('dashboard.load')}
      </h2>
      <div className={overallCss.tableBox}>
        <table className={tableClass} aria-labelledby="dashboard-load">
          <thead>
            <tr>
              <th scope="col">{t('overall.operator')}</th>
              <th scope="col">{t('dashboard.status')}</th>
              {dashboard.comments ? <th scope="col">{t('dashboard.openItems')}</th> : null}
              {dashboard.chats ? <th scope="col">{t('dashboard.openChats')}</th> : null}
              <th scope="col">{t('dashboard.repliesToday')}</th>
            </tr>
          </thead>
          <tbody>
            {operators.map((operator) => (
              <tr key={operator.user_id}>
                <th scope="row">
                  <bdi>{operator.name}</bdi>
                </th>
                <td>{props.statusLook(operator.status_id).name}</td>
                {dashboard.comments ? <td>{number.format(operator.open_items)}</td> : null}
                {dashboard.chats ? <td>{number.format(operator.open_chats)}</td> : null}
                <td>
                  <Link href={props.drillHref('replies', operator.user_id)}>{number.format(operator.replies_today)}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

// spec §2.3 stats/dashboard and /dashboard (docs/stats.md "Dashboard and live"): comments and chats now (open, new,
// unassigned, each opening its list), today's counts against the last 30 days' average per day (each opening the
// comments behind it), the members by status, and the load per operator (the team's figures: absent from an answer
// without them, so is the section). Kept current through the socket.
export function DashboardView({ data, filterBar, ...props }: DashboardViewProps) {
  const { t: shell } = useTranslation('shell');
  return (
    <StatsFrame title={shell('titles.statsDashboard')} data={data} filterBar={filterBar}>
      {({ dashboard, columns }) => (
        <>
          {dashboard.comments ? <Counters channel="comments" counters={dashboard.comments} listHref={props.listHref} /> : null}
          {dashboard.chats ? <Counters channel="chats" counters={dashboard.chats} listHref={props.listHref} /> : null}
          <Today dashboard={dashboard} columns={columns} drillHref={props.drillHref} />
          <ByStatus dashboard={dashboard} statusLook={props.statusLook} />
          {dashboard.operators ? (
            <Load
              dashboard={dashboard}
              operators={dashboard.operators}
              drillHref={props.drillHref}
              statusLook={props.statusLook}
            />
          ) : null}
        </>
      )}
    </StatsFrame>
  );
}
