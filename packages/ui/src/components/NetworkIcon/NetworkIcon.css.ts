import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const networkIcon = style({
  flexShrink: 0,
  fontFamily: vars.font.body,
  fontWeight: 700,
  borderRadius: vars.radius.sm,
});
