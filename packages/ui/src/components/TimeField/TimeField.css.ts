import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// The segments' row inside TextField's control box (TimeField and DateField share it).
export const segments = style({
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const segment = style({
  padding: '0 1px',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-type="literal"]': { padding: 0 },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.accent, color: vars.color.accentText },
  },
});
