import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const term = style({ color: vars.color.textMuted });

export const text = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const row = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });
