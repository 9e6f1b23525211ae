import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

// One column on a phone, then as many 240 px columns as fit.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.aboveMobile]: { gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' } },
});
