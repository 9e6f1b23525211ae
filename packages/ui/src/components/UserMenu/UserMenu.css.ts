import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const identity = style({ display: 'flex', flexDirection: 'column', color: vars.color.text, fontSize: vars.fontSize.sm });

export const email = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
