import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const issues = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
