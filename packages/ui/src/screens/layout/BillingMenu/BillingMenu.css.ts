import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css.ts';

const DOT = { red: '#e5484d', yellow: '#f5b400', blue: '#3b82f6', white: '#ffffff' } as const;

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
  minHeight: '40px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-hovered]': { borderColor: vars.color.accent },
    '&[data-colour="red"]': { borderColor: DOT.red, background: vars.color.dangerSurface, color: vars.color.danger },
  },
});

export const dot = recipe({
  base: { flex: '0 0 auto', width: '12px', height: '12px', borderRadius: vars.radius.full, border: '1px solid transparent' },
  variants: {
    colour: {
      red: { background: DOT.red },
      yellow: { background: DOT.yellow },
      blue: { background: DOT.blue },
      white: { background: DOT.white, borderColor: vars.color.border },
    },
  },
});

export const popover = style({
  width: 'min(340px, calc(100vw - 16px))',
  maxHeight: 'min(480px, 70vh)',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});

export const title = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const list = style({ margin: 0, padding: vars.space.xs, listStyle: 'none', outline: 'none' });

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.background },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const entryName = style({ fontWeight: vars.fontWeight.bold, maxWidth: '100%' });
export const entryDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
