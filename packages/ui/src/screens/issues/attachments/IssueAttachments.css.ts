import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const fileText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: '1 1 auto' });
export const fileName = style({ overflowWrap: 'anywhere', minWidth: 0 });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const drop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.accent, background: vars.color.surfaceRaised },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const bar = style({
  height: '6px',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});
export const barFill = style({ height: '100%', background: vars.color.accent, transition: 'width 200ms ease' });
export const problems = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
export const problem = style({ margin: 0, overflowWrap: 'anywhere', color: vars.color.danger, fontSize: vars.fontSize.sm });
