import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const favicon = style({ borderRadius: '3px', flex: 'none', verticalAlign: 'middle' });
export const neutral = style([favicon, { color: vars.color.textMuted }]);
