import { globalStyle, style } from '@vanilla-extract/css';
import { table } from '../../../components/Chart/Chart.css.ts';
import { vars } from '../../../theme/contract.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '480px' });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const fileName = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const error = style({ margin: 0, color: vars.color.danger });

// The preview's table scrolls inside its box (a focusable region), not the page, at 375 px too.
export const tableBox = style({ overflow: 'auto', maxHeight: '480px', maxWidth: '100%' });

// A text cell (a post's text, a name) wraps within a readable width instead of widening the table without end.
export const textCell = style({});
globalStyle(`${table} ${textCell}`, {
  whiteSpace: 'normal',
  minWidth: '12rem',
  maxWidth: '32rem',
  overflowWrap: 'anywhere',
  textAlign: 'start',
});

export const previewBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
