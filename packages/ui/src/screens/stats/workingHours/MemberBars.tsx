import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import type { ChartTable, ChartTone } from '../../../components/Chart/index.ts';
import * as chart from '../../../components/Chart/Chart.css.ts';
import { visuallyHidden } from '../../../theme/visuallyHidden.css.ts';
import * as css from './WorkingHoursView.css.ts';

export interface MemberBarsProps {
  title: string;
  /** The same table the CSV export writes (its first cell the member's name): the table view and what screen readers get. */
  table: ChartTable;
  /** The columns drawn as bars, each in a theme tone, named in the legend as the bars' values are written. */
  series: readonly { column: number; tone: ChartTone; label: string }[];
  /** A value as the bars label it (the table keeps the export's number). */
  valueText: (value: number) => string;
}

// Per member figures as horizontal bars (docs/stats.md "Charts": every chart has its table view): a member's name
// does not fit under a vertical bar at 375 px, so each member is a row, its bars scaled to the largest value. The
// bars are aria-hidden; the table is always in the page (visually hidden in the chart view, shown by the toggle).
export function MemberBars({ title, table, series, valueText }: MemberBarsProps) {
  const { t } = useTranslation('stats');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  const max = Math.max(1, ...table.rows.flatMap((row) => series.map((one) => Number(row[one.column] ?? 0))));
  const empty = table.rows.length === 0;
  return (
    <section className={chart.chartBox} aria-labelledby={titleId}>
      <div className={chart.chartHeader}>
        <h2 id={titleId} className={chart.chartTitle}>
          {title}
        </h2>
        {empty ? null : (
          <Button variant="secondary" onPress={() => setView(view === 'chart' ? 'table' : 'chart')}>
            {view === 'chart' ? t('chart.showTable') : t('chart.showChart')}
          </Button>
        )}
      </div>
      {empty ? <p className={chart.empty}>{t('chart.empty')}</p> : null}
      {!empty && view === 'chart' ? (
        <>
          <ul className={chart.legend} aria-hidden="true">
            {series.map((one) => (
              <li key={one.column}>
                <span className={`${chart.swatch} ${chart.toneSwatch[one.tone]}`} />
                {one.label}
              </li>
            ))}
          </ul>
          <ul className={css.bars} aria-hidden="true" data-testid="member-bars">
            {table.rows.map((row, index) => (
              <li key={index} style={{ display: 'contents' }}>
                <bdi className={css.barName}>{row[0]}</bdi>
                <span className={css.barGroup}>
                  {series.map((one) => {
                    const value = Number(row[one.column] ?? 0);
                    return (
                      <span key={one.column} className={css.barLine}>
                        <span
                          className={`${css.bar} ${chart.toneSwatch[one.tone]}`}
                          style={{ width: `calc((100% - 5rem) * ${value / max})` }}
                        />
                        <span className={css.barValue}>{valueText(value)}</span>
                      </span>
                    );
                  })}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {empty ? null : (
        <div className={view === 'chart' ? visuallyHidden : chart.tableBox}>
          <table className={chart.table}>
            <caption className={visuallyHidden}>{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, column) =>
                    column === 0 ? (
                      <th key={column} scope="row">
                        <bdi>{cell}</bdi>
                      </th>
                    ) : (
                      <td key={column}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
