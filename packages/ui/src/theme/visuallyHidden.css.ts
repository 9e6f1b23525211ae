import { style, type StyleRule } from '@vanilla-extract/css';

// Out of sight, still read by screen readers (and still the control's accessible name).
export const visuallyHiddenRule: StyleRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

export const visuallyHidden = style(visuallyHiddenRule);
