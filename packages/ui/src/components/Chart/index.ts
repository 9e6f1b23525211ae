export { Chart, type ChartProps, type ChartSeries, type ChartTable } from './Chart.tsx';
export { CHART_TONES, type ChartTone } from './chartColors.ts';
