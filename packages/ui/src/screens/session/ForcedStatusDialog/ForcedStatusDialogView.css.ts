import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const groupLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

// RAC state arrives as data attributes: [data-selected], [data-focus-visible], [data-hovered], [data-readonly].
export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.background },
    '&[data-selected]': { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const indicator = style({
  flex: '0 0 auto',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.color.accent, borderWidth: '6px' },
  },
});

export const radioText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const radioName = style({ overflowWrap: 'anywhere' });

export const radioSpace = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const error = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'space-between' });
