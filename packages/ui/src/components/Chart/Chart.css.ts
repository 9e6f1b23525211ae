import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const chartBox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const chartHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const chartTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const canvasBox = style({ width: '100%', minWidth: 0, height: 240, position: 'relative' });

// uPlot's own stylesheet, the few rules a chart without its legend and cursor needs.
globalStyle(`${canvasBox} .u-wrap`, { position: 'relative' });
globalStyle(`${canvasBox} .u-under, ${canvasBox} .u-over`, { position: 'absolute' });
globalStyle(`${canvasBox} canvas`, { display: 'block' });
globalStyle(`${canvasBox} .u-legend`, { display: 'none' });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const swatch = style({
  display: 'inline-block',
  width: 10,
  height: 10,
  marginInlineEnd: vars.space.xs,
  borderRadius: vars.radius.sm,
});

export const tableBox = style({ overflowX: 'auto', maxHeight: 480, overflowY: 'auto' });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'start' });
globalStyle(`${table} thead th`, { position: 'sticky', top: 0, background: vars.color.surface });

export const empty = style({ margin: 0, color: vars.color.textMuted });

// The theme's colours for the canvas (chartColors.ts reads them from hidden probes) and the legend's swatches.
const TONE_TOKENS = {
  accent: vars.color.accent,
  info: vars.tone.info.text,
  success: vars.color.success,
  warning: vars.color.warning,
  danger: vars.color.danger,
  violet: vars.tone.violet.text,
};
export const toneColor = styleVariants(TONE_TOKENS, (color) => ({ color }));
export const toneSwatch = styleVariants(TONE_TOKENS, (color) => ({ backgroundColor: color }));
export const probes = style({ display: 'none' });
export const probeText = style({ color: vars.color.textMuted });
export const probeGrid = style({ color: vars.color.border });
