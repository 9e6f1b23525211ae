import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';
import { visuallyHiddenRule } from '../../theme/visuallyHidden.css.ts';

// A table from a tablet up (44rem, so no word is cut into its columns: 'Аналити|к'). On a phone each user is a card
// of labelled lines (the cell's data-label), read top to bottom instead of scrolled sideways seven columns wide.
export const table = style({
  width: '100%',
  minWidth: '44rem',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [media.mobile]: { minWidth: 0, display: 'block' } },
});
// The column names stay for screen readers on a phone (each card's cells still belong to them).
export const tableHead = style({ '@media': { [media.mobile]: visuallyHiddenRule } });
export const memberRow = style({
  '@media': {
    [media.mobile]: {
      display: 'block',
      padding: `${vars.space.sm} 0`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
export const cell = style({
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { display: 'block', padding: `2px 0`, borderBottom: 'none' } },
});
globalStyle(`${table} > tbody`, { '@media': { [media.mobile]: { display: 'block' } } });
// An empty value (no group) takes no line on a phone.
globalStyle(`${memberRow} > td:empty`, { '@media': { [media.mobile]: { display: 'none' } } });
globalStyle(`${memberRow} > td[data-label]::before`, {
  '@media': {
    [media.mobile]: { content: 'attr(data-label) ": "', color: vars.color.textMuted },
  },
});
// The name, and the address under it (an address may break anywhere: it has no spaces).
export const userCell = style([cell, { overflowWrap: 'anywhere', minWidth: '10rem' }]);
export const email = style({ display: 'block', color: vars.color.textMuted });
export const scroll = style({ overflowX: 'auto', minWidth: 0 });
export const fields = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' });
// A date on one line ('22 нояб. 2026 г., 12:01' cut into five lines at the column's width).
export const nowrapCell = style([cell, { whiteSpace: 'nowrap' }]);
// The pending invitations: no list indent, so they line up with the card's title.
export const invitationList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
