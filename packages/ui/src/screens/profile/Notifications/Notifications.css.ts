import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { media } from '../../../theme/breakpoints.ts';

// Four channels side by side on wide screens, two on tablets, one under the other on phones.
export const channels = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.aboveMobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.laptop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
