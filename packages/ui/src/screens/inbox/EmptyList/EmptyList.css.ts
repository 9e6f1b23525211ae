import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

// A calm block where the rows would be: the reason first, the filters and the way back under it.
export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.md}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const text = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
