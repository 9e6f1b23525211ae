import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatsHours } from '@console/api/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import type { ChartTable } from '../../../components/Chart/Chart.tsx';
import { table as tableClass, tableBox } from '../../../components/Chart/Chart.css.ts';
import { visuallyHidden } from '../../../theme/visuallyHidden.css.ts';
import { StatsFrame, type StatsState } from '../StatsFrame/StatsFrame.tsx';
import * as css from './HoursView.css.ts';
import { weekdayName } from './weekdays.ts';

export type HoursMeasure = 'received' | 'replies';
export const HOURS_MEASURES: readonly HoursMeasure[] = ['received', 'replies'];

export type HoursData = StatsState<{
  hours: StatsHours;
  /** One row per cell as the CSV export writes it (contract hoursTable): the table view. */
  table: ChartTable;
}>;

export interface HoursViewProps {
  data: HoursData;
  /** The period and filter bar (StatsFilterBar). */
  filterBar: ReactNode;
  measure: HoursMeasure;
  onMeasure: (measure: HoursMeasure) => void;
}

/** ISO weekdays, Monday first, as the answer numbers them (contract STATS_WEEKDAYS). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const LEVELS = [1, 2, 3, 4, 5] as const;

/** 0 for none, else 1…5 by the share of the busiest cell. */
const levelOf = (count: number, max: number): 0 | (typeof LEVELS)[number] =>
  count === 0 || max === 0 ? 0 : LEVELS[Math.min(4, Math.ceil((count / max) * 5) - 1)]!;

function Heatmap({ hours, measure }: { hours: StatsHours; measure: HoursMeasure }) {
  const { t, i18n } = useTranslation('stats');
  const number = new Intl.NumberFormat(i18n.language);
  const counts = new Map(hours.cells.map((cell) => [`${cell.weekday}:${cell.hour}`, cell[measure]]));
  const max = Math.max(0, ...counts.values());
  const caption = t('hours.caption', { measure: t(`hours.${measure}`) });
  return (
    <>
      <div className={css.scrollBox} tabIndex={0} role="region" aria-label={t('hours.scroll')}>
        <table className={css.heatmap}>
          <caption className={visuallyHidden}>{caption}</caption>
          <thead>
            <tr>
              <td />
              {HOURS.map((hour) => (
                <th key={hour} scope="col">
                  {hour}
                  <span className={visuallyHidden}>{t('hours.hourSuffix')}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((weekday) => (
              <tr key={weekday}>
                <th scope="row">
                  <span aria-hidden="true">{weekdayName(weekday, i18n.language, 'short')}</span>
                  <span className={visuallyHidden}>{weekdayName(weekday, i18n.language)}</span>
                </th>
                {HOURS.map((hour) => {
                  const count = counts.get(`${weekday}:${hour}`) ?? 0;
                  return (
                    <td key={hour} className={`${css.cell} ${css.level[levelOf(count, max)]}`}>
                      {number.format(count)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={css.legend} aria-hidden="true">
        <span>{t('hours.less')}</span>
        {LEVELS.map((level) => (
          <span key={level} className={`${css.swatch} ${css.level[level]}`} />
        ))}
        <span>{t('hours.more')}</span>
      </p>
    </>
  );
}

function CellsTable({ table, caption }: { table: ChartTable; caption: string }) {
  const { t } = useTranslation('stats');
  return (
    <div className={tableBox} tabIndex={0} role="region" aria-label={t('hours.scroll')}>
      <table className={tableClass}>
        <caption className={visuallyHidden}>{caption}</caption>
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
          {table.rows.map((row) => (
            <tr key={`${row[0]}:${row[1]}`}>
              {row.map((cell, index) =>
                index < 2 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Ready({
  ready,
  measure,
  onMeasure,
}: { ready: Extract<HoursData, { status: 'ready' }> } & Omit<HoursViewProps, 'data' | 'filterBar'>) {
  const { t } = useTranslation('stats');
  const [view, setView] = useState<'heatmap' | 'table'>('heatmap');
  const empty = ready.hours.cells.every((cell) => cell.received === 0 && cell.replies === 0);
  return (
    <Card as="section" aria-labelledby="stats-hours" className={css.section}>
      <div className={css.header}>
        <h2 id="stats-hours" className={css.sectionTitle}>
          {t('hours.heatmap')}
        </h2>
        {empty ? null : (
          <div className={css.controls}>
            {view === 'heatmap' ? (
              <div className={css.measures} role="group" aria-label={t('hours.measure')}>
                {HOURS_MEASURES.map((one) => (
                  <button
                    key={one}
                    type="button"
                    className={css.measure}
                    aria-pressed={measure === one}
                    onClick={() => onMeasure(one)}
                  >
                    {t(`hours.${one}`)}
                  </button>
                ))}
              </div>
            ) : null}
            <Button variant="secondary" onPress={() => setView(view === 'heatmap' ? 'table' : 'heatmap')}>
              {view === 'heatmap' ? t('chart.showTable') : t('chart.showChart')}
            </Button>
          </div>
        )}
      </div>
      {empty ? (
        <p className={css.empty}>{t('hours.empty')}</p>
      ) : view === 'heatmap' ? (
        <Heatmap hours={ready.hours} measure={measure} />
      ) : (
        <CellsTable table={ready.table} caption={t('hours.heatmap')} />
      )}
    </Card>
  );
}

// spec §2.3 /stats/hours (docs/stats.md "Screens"): the period's load by weekday and hour of the user's zone as a heat
// map, an HTML table whose every cell says its number; received comments or our replies; the rows of hoursTable as
// the table view (what the CSV export writes).
export function HoursView({ data, filterBar, ...props }: HoursViewProps) {
  const { t: shell } = useTranslation('shell');
  return (
    <StatsFrame title={shell('titles.statsHours')} filterBar={filterBar} data={data}>
      {(ready) => <Ready ready={ready} {...props} />}
    </StatsFrame>
  );
}
