import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 140px), 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
});

// A custom period's dates, button and message take a row of their own: in one column of the grid they stacked up.
export const custom = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
});

export const problem = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

// The fields' height while their chunk loads, so the figures below do not jump.
export const placeholder = style({ minHeight: 64 });
