import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/breakpoints.ts';

// A card's title with its state beside it; they wrap under each other on a phone.
export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

// The connection form's two fields side by side from tablets up.
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.aboveMobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

// The new alert's three choices side by side from tablets up.
export const choices = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.aboveMobile]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
