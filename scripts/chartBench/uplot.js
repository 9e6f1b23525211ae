import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
// A line and a bar series over a year of days, as the overall screen draws them.
export function draw(el, days, a, b) {
  const bars = uPlot.paths.bars({ size: [0.6, 100] });
  const chart = new uPlot(
    { width: 375, height: 220, series: [{}, { stroke: '#36c', width: 2 }, { fill: '#c63', paths: bars }] },
    [days, a, b],
    el,
  );
  return () => chart.destroy();
}
