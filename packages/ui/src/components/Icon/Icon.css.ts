import { style } from '@vanilla-extract/css';

export const icon = style({
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
