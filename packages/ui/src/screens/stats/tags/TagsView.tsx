import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card/Card.tsx';
import { Chart, type ChartTable } from '../../../components/Chart/Chart.tsx';
import { table as tableClass } from '../../../components/Chart/Chart.css.ts';
import { CHART_TONES } from '../../../components/Chart/chartColors.ts';
import { Link } from '../../../components/Link/Link.tsx';
import { StatusDot } from '../../../components/StatusDot/StatusDot.tsx';
import { text } from '../../layout/CenteredPage.css.ts';
import * as css from '../overall/OverallView.css.ts';
import { StatsFrame, type StatsState } from '../StatsFrame/StatsFrame.tsx';
import { tagName } from './TagsView.css.ts';

/** A tag's row: the cells of the contract's tagsTable (its name, then the five counts) and what links it. */
export interface TagRow {
  tagId: number;
  /** The tag's colour (settings/tags), null when the user cannot read it. */
  color: string | null;
  /** The row as the CSV export writes it (contract tagsTable): the name, then the counts. */
  cells: readonly (string | number | null)[];
  /** The comments received with the tag in the period (drill.ts). */
  receivedHref: string;
}

export type TagsData = StatsState<{
  /** The table's headers (contract tagsTable): the tag, then the counts. */
  columns: readonly string[];
  rows: readonly TagRow[];
  /** The received per day of the most received tags: the first column the day, then one column per tag. */
  trend: ChartTable;
}>;

export interface TagsViewProps {
  data: TagsData;
  /** The period and filter bar (StatsFilterBar). */
  filterBar: ReactNode;
}

/** The most received tags the trend draws (one chart tone each). */
export const TREND_TAGS = 5;

function TagsTable({ columns, rows }: { columns: readonly string[]; rows: readonly TagRow[] }) {
  const { t, i18n } = useTranslation('stats');
  const number = new Intl.NumberFormat(i18n.language);
  const count = (cell: string | number | null) => (typeof cell === 'number' ? number.format(cell) : cell);
  return (
    <Card as="section" aria-labelledby="stats-tags">
      <h2 id="stats-tags" className={css.sectionTitle}>
        {t('tags.perTag')}
      </h2>
      {rows.length === 0 ? (
        <p className={text}>{t('tags.empty')}</p>
      ) : (
        <div className={css.tableBox}>
          <table className={tableClass}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const [name, received, ...others] = row.cells;
                return (
                  <tr key={row.tagId}>
                    <th scope="row">
                      <span className={tagName}>
                        {row.color ? <StatusDot color={row.color} /> : null}
                        <bdi>{name}</bdi>
                      </span>
                    </th>
                    <td>
                      <Link href={row.receivedHref}>{count(received ?? 0)}</Link>
                    </td>
                    {others.map((cell, index) => (
                      <td key={index}>{count(cell)}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

// spec §2.3 /stats/tags (docs/stats.md "Screens"): per tag the period's five counts (received opens the comments behind
// it), and the received per day of the most received tags as a line chart with its table.
export function TagsView({ data, filterBar }: TagsViewProps) {
  const { t } = useTranslation('stats');
  const { t: shell } = useTranslation('shell');
  return (
    <StatsFrame title={shell('titles.statsTags')} filterBar={filterBar} data={data}>
      {(ready) => (
        <>
          <TagsTable columns={ready.columns} rows={ready.rows} />
          {ready.rows.length > 0 ? (
            <Card>
              <Chart
                title={t('tags.trend')}
                table={ready.trend}
                series={ready.trend.columns.slice(1).map((_, index) => ({
                  column: index + 1,
                  kind: 'line' as const,
                  tone: CHART_TONES[index % CHART_TONES.length]!,
                }))}
              />
            </Card>
          ) : null}
        </>
      )}
    </StatsFrame>
  );
}
