import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The stats page's column: title, filter bar, then the state or the figures (docs/stats.md "Screens"). */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
