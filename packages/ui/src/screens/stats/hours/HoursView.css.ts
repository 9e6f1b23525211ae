import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const measures = style({ display: 'flex', gap: vars.space.xs });

export const measure = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.accent,
      background: vars.color.surfaceRaised,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

// spec §2.3 stats/hours: at 375 px the 24 hours scroll inside their box, never the page.
export const scrollBox = style({
  // The containing block of the visually hidden texts inside: else they stretch the page from where they sit.
  position: 'relative',
  overflowX: 'auto',
  maxWidth: '100%',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const heatmap = style({
  borderCollapse: 'separate',
  borderSpacing: 2,
  width: '100%',
  minWidth: 720,
  tableLayout: 'fixed',
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${heatmap} th`, { fontWeight: vars.fontWeight.medium, color: vars.color.textMuted, padding: vars.space.xxs });
globalStyle(`${heatmap} thead th:first-child`, { width: 40 });
globalStyle(`${heatmap} tbody th`, { textAlign: 'start' });

export const cell = style({
  height: 32,
  padding: 0,
  textAlign: 'center',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
});

// The count's intensity: the accent mixed into the surface, in both themes from their tokens. The lighter steps keep
// the body text readable on them; the top step is the accent itself with its own text colour.
const mix = (percent: number) => `color-mix(in srgb, ${vars.color.accent} ${percent}%, ${vars.color.surface})`;
export const level = styleVariants({
  0: { background: vars.color.background, color: vars.color.textMuted },
  1: { background: mix(12) },
  2: { background: mix(24) },
  3: { background: mix(36) },
  4: { background: mix(48) },
  5: { background: vars.color.accent, color: vars.color.accentText, fontWeight: vars.fontWeight.bold },
});

export const legend = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const swatch = style({ display: 'inline-block', width: 16, height: 16, borderRadius: vars.radius.sm });

export const empty = style({ margin: 0, color: vars.color.textMuted });
