import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

// One row per comment: a mark, then who, what they wrote and the result (colour with text, never colour alone).
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: '40vh',
  overflowY: 'auto',
});
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'baseline', minWidth: 0 });
export const body = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xs, minWidth: 0, overflowWrap: 'anywhere' });
export const excerpt = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const sent = style({ flexBasis: '100%', color: vars.color.success, fontSize: vars.fontSize.sm });
export const failed = style({ flexBasis: '100%', color: vars.color.danger, fontSize: vars.fontSize.sm });
export const sentMark = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold, flex: 'none' });
export const failedMark = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold, flex: 'none' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
