import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// Wider than a phone: the table scrolls sideways in its frame rather than cut words ('Аналити|к') into its columns.
export const table = style({ width: '100%', minWidth: '44rem', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
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
