import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

// A name or an email is one unbroken run; it may still wrap anywhere rather than overflow at 320 px.
export const identity = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
