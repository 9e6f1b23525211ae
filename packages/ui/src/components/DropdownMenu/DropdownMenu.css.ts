import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const popover = style({
  minWidth: '220px',
  maxWidth: 'min(360px, calc(100vw - 16px))',
  overflowY: 'auto',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});

export const menu = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '36px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.background },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const itemBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: 1 });

export const itemDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
});

export const check = style({ marginInlineStart: 'auto', color: vars.color.accent });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}`, marginTop: vars.space.xs, paddingTop: vars.space.xs } },
});

export const header = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
