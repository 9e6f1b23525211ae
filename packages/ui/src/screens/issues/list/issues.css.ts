import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, position: 'relative', width: '100%' });
// The title leads the row: the link to the issue page, two lines at most.
export const title = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const number = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
// spec §2.5 (Issues entry: expired in red): an overdue due date reads as danger, with words, never colour alone.
export const overdue = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });
export const selectAll = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const notice = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
// An issue's facts wrap to a second line where narrow (a phone) instead of being cut: the due date must stay readable.
export const metaWrap = style({ flexWrap: 'wrap' });
