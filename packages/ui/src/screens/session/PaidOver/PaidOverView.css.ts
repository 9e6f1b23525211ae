import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const identity = style({ overflowWrap: 'anywhere' });
