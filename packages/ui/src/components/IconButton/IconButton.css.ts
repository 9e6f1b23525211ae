import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// A square control of the top bar; RAC state arrives as data attributes.
export const iconButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '40px',
  height: '40px',
  padding: `0 ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  flexShrink: 0,
  selectors: {
    '&[data-hovered], &[data-pressed], &[aria-expanded="true"]': {
      background: vars.color.background,
      borderColor: vars.color.border,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const badge = style({
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.space.xs}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
});

export const dangerBadge = style([
  badge,
  { background: vars.color.dangerSurface, color: vars.color.danger, border: `1px solid ${vars.color.danger}` },
]);

// Hidden unless a labelled list shows it (TopBar's overflow: globalStyle there).
export const words = style({ display: 'none' });
