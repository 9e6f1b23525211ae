import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

// The line under the switch: what it does in this browser, or why it cannot (a warning, in text, not colour alone).
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const warning = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  borderLeft: `3px solid ${vars.color.warning}`,
  paddingLeft: vars.space.sm,
});
