import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

// The week scrolls sideways on a phone rather than squeezing seven days into 375 px.
export const scroller = style({ overflowX: 'auto', minWidth: 0 });
export const table = style({ width: '100%', minWidth: '760px', borderCollapse: 'collapse', tableLayout: 'fixed' });
export const headCell = style({
  padding: vars.space.sm,
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});
// The people's column wide enough for a name on two lines at most ('Nomessag|es' broke at an eighth of the table).
export const nameHeadCell = style([headCell, { width: '9rem' }]);
export const nameCell = style({
  padding: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'break-word',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const dayCell = style({ padding: vars.space.xs, verticalAlign: 'top', borderBottom: `1px solid ${vars.color.border}` });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
export const shift = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
});
export const absence = style({
  display: 'block',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.tone.warning.surface,
  color: vars.tone.warning.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});
export const muted = style({ margin: 0, color: vars.color.textMuted });
// The time stays on one line; the status name goes under it when the day is narrow.
export const time = style({ whiteSpace: 'nowrap', fontWeight: vars.fontWeight.medium });
export const shiftText = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xxs, minWidth: 0 });
