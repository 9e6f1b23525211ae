import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

// The list's and the thread's shapes while they load (the rows' paddings and sizes of list.css.ts).
export const list = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const row = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid color-mix(in srgb, ${vars.color.border} 35%, transparent)`,
});
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: '1 1 auto', minWidth: 0 });
export const line = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const push = style({ marginInlineStart: 'auto' });

export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  minWidth: 0,
});
export const bubbles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, flex: '1 1 auto' });
export const theirs = style({ alignSelf: 'flex-start', width: 'min(70%, 420px)' });
export const ours = style({ alignSelf: 'flex-end', width: 'min(60%, 360px)' });
