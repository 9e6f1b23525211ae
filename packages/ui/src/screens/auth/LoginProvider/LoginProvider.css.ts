import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const busyRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text, overflowWrap: 'anywhere' });
