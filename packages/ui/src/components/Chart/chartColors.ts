// The chart draws on a canvas, which cannot read CSS variables: the theme tokens' values are read from hidden probe
// elements coloured by Chart.css.ts when it draws, and again when <html>'s theme class changes (Chart.tsx). The tokens
// stay in the stylesheet: importing the theme's `vars` object here would put it into the app's entry (docs/budgets.md).
export const CHART_TONES = ['accent', 'info', 'success', 'warning', 'danger', 'violet'] as const;
export type ChartTone = (typeof CHART_TONES)[number];

export interface ChartColors {
  text: string;
  grid: string;
  tones: Record<ChartTone, string>;
}

/** The colours of the probes inside `box` (`data-probe` = a tone, `text` or `grid`). */
export function chartColors(box: Element): ChartColors {
  const read = (name: string) => {
    const probe = box.querySelector(`[data-probe="${name}"]`);
    return probe ? getComputedStyle(probe).color : '#888';
  };
  return {
    text: read('text'),
    grid: read('grid'),
    tones: Object.fromEntries(CHART_TONES.map((tone) => [tone, read(tone)])) as Record<ChartTone, string>,
  };
}
