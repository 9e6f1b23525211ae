import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// spec §8: the server's text; the region exists before the text so it is announced.
export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  selectors: { '&:empty': { padding: 0 } },
});
