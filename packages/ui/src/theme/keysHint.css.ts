import { style } from '@vanilla-extract/css';
import { media } from './breakpoints.ts';

// A keyboard hint (Ctrl+Enter, J/K, the palette's keys): hidden on a touch screen, which has no keyboard to press them.
export const keysHint = style({ '@media': { [media.touch]: { display: 'none' } } });
