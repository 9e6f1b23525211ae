import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// The box and a drawn chevron; the <select> itself fills it without the browser's own arrow.
export const wrapper = style({
  position: 'relative',
  minWidth: 0,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      right: vars.space.md,
      top: '50%',
      width: '8px',
      height: '8px',
      borderRight: `2px solid ${vars.color.textMuted}`,
      borderBottom: `2px solid ${vars.color.textMuted}`,
      transform: 'translateY(-70%) rotate(45deg)',
      pointerEvents: 'none',
    },
    '&[data-disabled]': { opacity: 0.55 },
  },
});

export const select = style({
  appearance: 'none',
  width: '100%',
  minWidth: 0,
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.xxl} ${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
