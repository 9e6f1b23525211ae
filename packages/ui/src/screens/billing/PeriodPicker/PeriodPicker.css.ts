import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const groupLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  flex: '1 1 120px',
  minWidth: 0,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  textAlign: 'center',
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-hovered]': { borderColor: vars.color.accent },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const optionLabel = style({ fontWeight: vars.fontWeight.medium });
export const note = style({ fontSize: vars.fontSize.xs, color: vars.color.success });
