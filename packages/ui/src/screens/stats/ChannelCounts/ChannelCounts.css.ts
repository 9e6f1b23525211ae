import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const channelLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const channelLink = style({ display: 'inline-flex', gap: vars.space.xxs });
