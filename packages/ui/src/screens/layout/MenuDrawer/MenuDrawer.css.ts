import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  background: 'rgba(15, 20, 25, 0.5)',
  display: 'flex',
});

export const drawer = style({
  width: 'min(320px, 85vw)',
  height: '100%',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});

export const dialog = style({
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
