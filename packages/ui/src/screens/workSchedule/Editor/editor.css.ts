import { style } from '@vanilla-extract/css';
import { media } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

export const days = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const dayTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
// A shift: start, end, status and its remove button on one line; on a phone the times share a line, the status and
// the button the next (the grid stays usable at 375 px).
export const shiftRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, 8rem) minmax(6rem, 8rem) minmax(8rem, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr 1fr' } },
});
export const problem = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const listRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const grow = style({ flex: '1 1 12rem', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.sm,
});
// A field and its button on one line, the button level with the field rather than its label.
export const inline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
