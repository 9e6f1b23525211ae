import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// The cheat sheet: keys and what they do, two columns.
export const keys = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
});
export const kbd = style({ fontFamily: 'monospace', fontWeight: vars.fontWeight.bold });
export const entry = style({ display: 'contents' });
export const action = style({ margin: 0 });
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere', margin: 0 });
