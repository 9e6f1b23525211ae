import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const fieldError = style({
  display: 'block',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
