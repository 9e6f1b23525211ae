import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

// The link's field takes the row; the copy button keeps its size beside it, or goes under it on a phone.
export const linkRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const linkField = style({ flex: '1 1 260px', minWidth: 0 });

export const terms = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});

export const code = style({ fontWeight: vars.fontWeight.bold });

// Sums stay on one line (the billing table's cells align left, as its history does).
export const amount = style({ whiteSpace: 'nowrap' });
export const totalRow = style({ fontWeight: vars.fontWeight.bold });
