import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsIssues } from '@console/api/contract';
import { Card } from '../../../components/Card/Card.tsx';
import { Chart, type ChartTable } from '../../../components/Chart/Chart.tsx';
import { table as tableClass } from '../../../components/Chart/Chart.css.ts';
import { text } from '../../layout/CenteredPage.css.ts';
import { CountLink } from '../ChannelCounts/ChannelCounts.tsx';
import { replyTimeText } from '../overall/replyTime.ts';
import * as css from '../overall/OverallView.css.ts';
import { StatsFrame, type StatsState } from '../StatsFrame/StatsFrame.tsx';

export type IssuesStatsData = StatsState<{
  issues: StatsIssues;
  /** The per-day table as the CSV export writes it (contract issuesTable): the day, created, closed, expired. */
  perDay: ChartTable;
}>;

/** Where an open-issues number leads: the issues list filtered by what the list's URL supports (null: no link). */
export type OpenIssuesLinks = {
  all: string | null;
  assignee: (userId: number) => string | null;
  department: (departmentId: number) => string | null;
};

export interface IssuesStatsViewProps {
  data: IssuesStatsData;
  /** The period bar (StatsFilterBar). */
  filterBar: ReactNode;
  openHref: OpenIssuesLinks;
  /** A member's name by id; 0 is nobody. */
  assigneeName: (id: number) => string;
  /** A department's name by id; 0 is none. */
  departmentName: (id: number) => string;
}

/** A number, a link when the list can show what it counts. */
function Count({ value, href }: { value: number; href: string | null }) {
  const { i18n } = useTranslation();
  return <CountLink href={href}>{new Intl.NumberFormat(i18n.language).format(value)}</CountLink>;
}

function Totals({ issues, openHref }: { issues: StatsIssues; openHref: OpenIssuesLinks }) {
  const { t, i18n } = useTranslation('stats');
  const number = new Intl.NumberFormat(i18n.language);
  const { totals } = issues;
  const figures: readonly [string, ReactNode][] = [
    [t('issues.created'), number.format(totals.created)],
    [t('issues.closed'), number.format(totals.closed)],
    [t('issues.openNow'), <CountLink href={openHref.all}>{number.format(totals.open)}</CountLink>],
    [t('issues.expiredNow'), number.format(totals.expired)],
    [
      t('issues.medianClose'),
      totals.median_close_s === null ? t('issues.noClose') : replyTimeText(totals.median_close_s, i18n.language),
    ],
  ];
  return (
    <ul className={css.totals}>
      {figures.map(([label, value]) => (
        <li key={label}>
          <Card className={css.figure}>
            <span className={css.figureLabel}>{label}</span>
            <span className={css.figureValue}>{value}</span>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Breakdown({
  id,
  title,
  first,
  columns,
  rows,
}: {
  id: string;
  title: string;
  /** The first column's header. */
  first: string;
  columns: readonly string[];
  rows: readonly { key: number; name: string; cells: readonly ReactNode[] }[];
}) {
  const { t } = useTranslation('stats');
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className={text}>{t('issues.none')}</p>
      ) : (
        <div className={css.tableBox}>
          <table className={tableClass} aria-labelledby={id}>
            <thead>
              <tr>
                <th scope="col">{first}</th>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">
                    <bdi>{row.name}</bdi>
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function Ready({
  ready,
  ...props
}: { ready: Extract<IssuesStatsData, { status: 'ready' }> } & Omit<IssuesStatsViewProps, 'data' | 'filterBar'>) {
  const { t } = useTranslation('stats');
  const { issues } = ready;
  return (
    <>
      <Totals issues={issues} openHref={props.openHref} />
      <Card>
        <Chart
          title={t('issues.perDay')}
          table={ready.perDay}
          series={[
            { column: 1, kind: 'bar', tone: 'accent' },
            { column: 2, kind: 'line', tone: 'success' },
          ]}
        />
      </Card>
      {issues.assignees ? (
        <Breakdown
          id="stats-issues-assignees"
          title={t('issues.assignees')}
          first={t('issues.assignee')}
          columns={[t('issues.open'), t('issues.closedInPeriod'), t('issues.expired')]}
          rows={issues.assignees.map((row) => ({
            key: row.user_id,
            name: props.assigneeName(row.user_id),
            cells: [
              <Count key="open" value={row.open} href={props.openHref.assignee(row.user_id)} />,
              <Count key="closed" value={row.closed} href={null} />,
              <Count key="expired" value={row.expired} href={null} />,
            ],
          }))}
        />
      ) : null}
      <Breakdown
        id="stats-issues-departments"
        title={t('issues.departments')}
        first={t('issues.department')}
        columns={[t('issues.open'), t('issues.closedInPeriod')]}
        rows={issues.departments.map((row) => ({
          key: row.department_id,
          name: props.departmentName(row.department_id),
          cells: [
            <Count key="open" value={row.open} href={props.openHref.department(row.department_id)} />,
            <Count key="closed" value={row.closed} href={null} />,
          ],
        }))}
      />
    </>
  );
}

// spec §2.3 /stats/issues (docs/stats.md "Screens"): the period's issues created and closed, the open and expired now,
// the median time to close, a per-day chart with its table, and per assignee (the team's figures) and per department.
export function IssuesStatsView({ data, filterBar, ...props }: IssuesStatsViewProps) {
  const { t: shell } = useTranslation('shell');
  return (
    <StatsFrame title={shell('titles.statsIssues')} filterBar={filterBar} data={data}>
      {(ready) => <Ready ready={ready} {...props} />}
    </StatsFrame>
  );
}
