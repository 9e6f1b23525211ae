import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const identity = style({ display: 'flex', flexDirection: 'column', color: vars.color.text, fontSize: vars.fontSize.sm });

export const email = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
