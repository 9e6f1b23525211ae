import { style } from '@vanilla-extract/css';
import { media } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

// Two fields a row on a phone; wider ones from a tablet up, so that every period's name ('Прошлый месяц') shows whole.
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 140px), 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.aboveMobile]: { gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' } },
});

// On a phone the period takes its row: half of one is too narrow for its longer names.
export const period = style({ '@media': { [media.mobile]: { gridColumn: '1 / -1' } } });

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
