import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import { Button } from '../Button/Button.tsx';
import * as css from './Chart.css.ts';
import { CHART_TONES, chartColors, type ChartTone } from './chartColors.ts';

/** A column of the table drawn as a series: its index in `table.columns`, a line or bars, a theme tone. */
export interface ChartSeries {
  column: number;
  kind: 'line' | 'bar';
  tone: ChartTone;
}

/** A cell as the CSV export has it (contract csv.ts CsvCell). */
export type ChartCell = string | number | null;

export interface ChartTable {
  columns: readonly string[];
  /** The first cell of a row is its day, "YYYY-MM-DD" (or its category's label); the series' cells are numbers. */
  rows: readonly (readonly ChartCell[])[];
}

export interface ChartProps {
  title: string;
  /** The same table the CSV export writes (contract csv.ts overallTable): the table view and what screen readers get. */
  table: ChartTable;
  series: readonly ChartSeries[];
  defaultView?: 'chart' | 'table';
  /** What the rows are along: days (the default) or categories, the first cell each one's label (a histogram's ranges). */
  axis?: 'days' | 'categories';
}

const HEIGHT = 240;
const dayStart = (date: ChartCell) => Date.parse(`${String(date)}T00:00:00Z`) / 1000;

function options(width: number, props: ChartProps, element: Element, locale: string): uPlot.Options {
  const colors = chartColors(element);
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const axis: uPlot.Axis = {
    stroke: colors.text,
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1 },
  };
  // A day's bar is narrow (a year of them fits); a category's may be wide. Two bar series (planned against worked):
  // side by side, the first left of the day's mark.
  const barColumns = props.series.filter((series) => series.kind === 'bar').map((series) => series.column);
  const paired = barColumns.length === 2;
  const barsOf = (column: number) =>
    paired
      ? uPlot.paths.bars?.({ size: [0.35, 12], align: column === barColumns[0] ? -1 : 1 })
      : uPlot.paths.bars?.({ size: props.axis === 'categories' ? [0.6, 72] : [0.7, 24] });
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    // Days are calendar dates: drawn in UTC so no browser zone moves them.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    // Half a day each side so the first and last bars show whole; a tenth above the highest value.
    scales: {
      x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] },
      y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
    },
    axes: [
      { ...axis, space: 64, values: (_u, splits) => splits.map((at) => day.format(new Date(at * 1000))) },
      { ...axis, size: 40 },
    ],
    ...(props.axis === 'categories' ? categoryAxis(props.table, axis) : {}),
    series: [
      {},
      ...props.series.map((series) => {
        const color = colors.tones[series.tone];
        return series.kind === 'bar'
          ? {
              label: props.table.columns[series.column],
              stroke: color,
              fill: color,
              paths: barsOf(series.column),
              points: { show: false },
            }
          : { label: props.table.columns[series.column], stroke: color, width: 2, points: { show: false } };
      }),
    ],
  };
}

// Categories: the rows at 0, 1, 2… each labelled by its first cell; half a step each side so the end bars show whole.
function categoryAxis(table: ChartTable, axis: uPlot.Axis): Pick<uPlot.Options, 'scales' | 'axes'> {
  return {
    scales: {
      x: { time: false, range: () => [-0.5, table.rows.length - 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
    },
    axes: [
      {
        ...axis,
        space: 56,
        incrs: [1, 2, 3, 4, 6],
        values: (_u, splits) => splits.map((at) => (Number.isInteger(at) ? String(table.rows[at]?.[0] ?? '') : '')),
      },
      { ...axis, size: 40 },
    ],
  };
}

function ChartCanvas(props: ChartProps) {
  const { i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      props.table.rows.map((row, index) => (props.axis === 'categories' ? index : dayStart(row[0] ?? ''))),
      ...props.series.map((series) => props.table.rows.map((row) => Number(row[series.column] ?? 0))),
    ];
    let chart: uPlot | null = null;
    const draw = () => {
      chart?.destroy();
      chart = new uPlot(options(Math.max(200, element.clientWidth), props, element, i18n.language), data, element);
    };
    draw();
    // Redrawn when the box's width changes (phones turning) and when the theme changes (the colours are read anew).
    let width = element.clientWidth;
    const resized = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      chart?.setSize({ width: Math.max(200, width), height: HEIGHT });
    });
    resized.observe(element);
    const themed = new MutationObserver(draw);
    themed.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      resized.disconnect();
      themed.disconnect();
      chart?.destroy();
    };
  }, [props, i18n.language]);

  return (
    <div ref={box} className={css.canvasBox} aria-hidden="true" data-testid="chart-canvas">
      <span className={css.probes}>
        {CHART_TONES.map((tone) => (
          <span key={tone} data-probe={tone} className={css.toneColor[tone]} />
        ))}
        <span data-probe="text" className={css.probeText} />
        <span data-probe="grid" className={css.probeGrid} />
      </span>
    </div>
  );
}

function FiguresTable({ table, caption, hidden }: { table: ChartTable; caption: string; hidden: boolean }) {
  return (
    <div className={hidden ? visuallyHidden : css.tableBox}>
      <table className={css.table}>
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
            <tr key={String(row[0])}>
              {row.map((cell, index) =>
                index === 0 ? (
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

/**
 * A per-day chart of a stats table (docs/stats.md "Charts"): uPlot on a canvas coloured from the theme's
 * tokens, with a table view. The canvas is hidden from screen readers, which read the table (always in the page).
 */
export function Chart(props: ChartProps) {
  const { t } = useTranslation('stats');
  const [view, setView] = useState(props.defaultView ?? 'chart');
  const titleId = useId();
  const empty = props.table.rows.length === 0;
  return (
    <section className={css.chartBox} aria-labelledby={titleId}>
      <div className={css.chartHeader}>
        <h2 id={titleId} className={css.chartTitle}>
          {props.title}
        </h2>
        {empty ? null : (
          <Button variant="secondary" onPress={() => setView(view === 'chart' ? 'table' : 'chart')}>
            {view === 'chart' ? t('chart.showTable') : t('chart.showChart')}
          </Button>
        )}
      </div>
      {empty ? (
        <p className={css.empty}>{t('chart.empty')}</p>
      ) : (
        <>
          {view === 'chart' ? (
            <>
              <ChartCanvas {...props} />
              <ul className={css.legend} aria-hidden="true">
                {props.series.map((series) => (
                  <li key={series.column}>
                    <span className={`${css.swatch} ${css.toneSwatch[series.tone]}`} />
                    {props.table.columns[series.column]}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <FiguresTable table={props.table} caption={props.title} hidden={view === 'chart'} />
        </>
      )}
    </section>
  );
}
