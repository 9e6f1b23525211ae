import { style } from '@vanilla-extract/css';
import { media } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

// The figures' cards of every stats screen: two a row on a phone, from a tablet up wide enough for a duration on one
// line ('3 ч 49 мин').
export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.aboveMobile]: { gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' } },
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const figureValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const tableBox = style({ overflowX: 'auto' });

export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm });
