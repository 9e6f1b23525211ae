import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const trigger = style({ minWidth: 0 });

// Dot, name and chevron in one row inside the button's label.
export const triggerContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  maxWidth: '100%',
});

export const triggerName = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

// "My status" before the name: muted, so the name leads.
export const mine = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

// The status colour as a small square swatch with a border (a colour sample, not a connection light).
export const swatch = style({
  display: 'inline-block',
  flex: '0 0 auto',
  width: '10px',
  height: '10px',
  borderRadius: '2px',
  backgroundColor: vars.color.textMuted,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const chevron = style({ flex: '0 0 auto', color: vars.color.textMuted });

export const popover = style({
  minWidth: 'max(var(--trigger-width), 200px)',
  maxWidth: 'min(320px, calc(100vw - 16px))',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});

export const menu = style({
  maxHeight: 'inherit',
  overflowY: 'auto',
  padding: vars.space.xs,
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const sectionHeader = style({
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xxs}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

// RAC state arrives as data attributes: [data-focused], [data-selected], [data-focus-visible].
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.background },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const itemName = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

export const check = style({ flex: '0 0 auto', color: vars.color.accent });

export const empty = style({ padding: vars.space.sm, color: vars.color.textMuted });
