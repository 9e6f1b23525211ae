import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '480px' });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const fileName = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const error = style({ margin: 0, color: vars.color.danger });
