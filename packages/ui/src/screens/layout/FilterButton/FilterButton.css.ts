import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const popover = style({
  width: 'min(320px, calc(100vw - 16px))',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
});

export const dialog = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const list = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const term = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const values = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const none = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
