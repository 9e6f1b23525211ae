import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

// A tag's name beside its colour in the per-tag table.
export const tagName = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
