import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// The list and its "N new" pill: the pill floats over the rows, so showing it moves none of them (a list that stays put).
export const frame = style({
  position: 'relative',
  flex: '1 1 auto',
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const pillOver = style({
  position: 'absolute',
  top: vars.space.sm,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 1,
  boxShadow: vars.shadow.raised,
});
