import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const splash = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
});
