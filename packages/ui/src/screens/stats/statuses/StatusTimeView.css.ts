import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const dayNav = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const dayLabel = style({ minWidth: '8rem', textAlign: 'center', fontWeight: vars.fontWeight.medium });

/** The rows of bars: a label column and the bar, one column on a phone (the label above its bar). */
export const rows = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 11rem) minmax(0, 1fr)',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.xxs } },
});

export const row = style({ display: 'contents' });

export const rowLabel = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  '@media': { [media.mobile]: { marginTop: vars.space.xs } },
});

/** The hours' scale above the bars (0, 6, 12, 18, 24). */
export const scale = style({
  position: 'relative',
  height: '1.25em',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const tick = style({ position: 'absolute', top: 0, whiteSpace: 'nowrap', transform: 'translateX(-50%)' });
globalStyle(`${tick}:first-child`, { transform: 'none' });
globalStyle(`${tick}:last-child`, { transform: 'translateX(-100%)' });

export const scaleSpacer = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const bar = style({
  position: 'relative',
  height: '20px',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const piece = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  minWidth: '2px',
  backgroundColor: vars.color.textMuted,
  boxShadow: `inset 0 0 0 1px color-mix(in srgb, ${vars.color.text} 25%, transparent)`,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px', zIndex: 2 },
    '&:hover': { zIndex: 2 },
  },
});

/** What a stretch is, shown on hover and focus (the stretch's own label says it to a screen reader). */
export const tip = style({
  position: 'absolute',
  bottom: 'calc(100% + 4px)',
  left: 0,
  display: 'none',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});
globalStyle(`${piece}:hover > ${tip}, ${piece}:focus-visible > ${tip}`, { display: 'block' });

/** A stretch in the day's second half: its tip opens leftwards, so it stays inside the bar's width. */
export const tipEnd = style({ left: 'auto', right: 0 });

export const tableBox = style({ overflowX: 'auto', maxHeight: '28rem', overflowY: 'auto' });

/** The per-day table: its user and status columns are text, read from the start. */
export const perDayTable = style({});
globalStyle(
  `${perDayTable} td:nth-child(2), ${perDayTable} td:nth-child(3), ${perDayTable} th:nth-child(2), ${perDayTable} th:nth-child(3)`,
  {
    textAlign: 'start',
  },
);

export const swatch = style({ marginInlineEnd: vars.space.xs, verticalAlign: 'middle' });

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const summary = style({ cursor: 'pointer', fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });
