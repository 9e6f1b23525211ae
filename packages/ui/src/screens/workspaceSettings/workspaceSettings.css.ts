import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

// A weekday or a holiday: its label and its fields on one line, wrapping on a phone.
export const dayRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, 1fr) repeat(2, minmax(7rem, 10rem))',
  alignItems: 'end',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr 1fr' } },
});

// The new holiday's row: its button as wide as its words ('Добавить праздник' broke in two in a 10rem column).
export const holidayRow = style([
  dayRow,
  {
    gridTemplateColumns: 'minmax(9rem, 1fr) minmax(7rem, 10rem) auto',
    '@media': { [media.mobile]: { gridTemplateColumns: '1fr 1fr' } },
  },
]);

// On a phone the day's name takes its own line, its two times the line under it.
globalStyle(`${dayRow} > :first-child`, { '@media': { [media.mobile]: { gridColumn: '1 / -1' } } });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const listRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const grow = style({ flex: '1 1 12rem', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, justifyContent: 'flex-end' });

// The section switches: two columns where there is room.
export const sectionsGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.sm,
});
