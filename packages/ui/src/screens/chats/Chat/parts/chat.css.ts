import { style } from '@vanilla-extract/css';
import { vars } from '../../../../theme/contract.css.ts';
import { media } from '../../../../theme/breakpoints.ts';

// chats/{id}/messages (screens.md "Chats"): header, thread and composer | the side panel; on a phone one column.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(220px, 30%)',
  gap: vars.space.lg,
  alignItems: 'start',
  minWidth: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const layoutSingle = style({ gridTemplateColumns: 'minmax(0, 1fr)' });
// The thread scrolls on its own: older pages load at its top, the composer stays in view below it. The box holds the
// scroller and the "new messages" button over its lower edge.
export const threadBox = style({ position: 'relative', minWidth: 0 });
export const scroller = style({
  maxHeight: 'min(62vh, 720px)',
  minHeight: '200px',
  overflowY: 'auto',
  // The virtualiser keeps the reading position itself (end anchoring); the browser's own anchoring would fight it.
  overflowAnchor: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  minWidth: 0,
});
// The virtual list's full height; the rows are placed in it by their measured offsets.
export const sizer = style({ position: 'relative', width: '100%' });
export const olderHeader = style({ position: 'absolute', top: 0, left: 0, width: '100%', display: 'flex' });
export const thread = style({ listStyle: 'none', margin: 0, padding: 0, minWidth: 0 });
export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});
export const newPill = style({
  position: 'absolute',
  bottom: vars.space.md,
  left: '50%',
  transform: 'translateX(-50%)',
  boxShadow: vars.shadow.raised,
});
export const bubble = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  maxWidth: 'min(100%, 640px)',
  alignSelf: 'flex-start',
  minWidth: 0,
});
export const bubbleOurs = style({ alignSelf: 'flex-end', background: vars.color.surfaceRaised });
export const bubbleFailed = style({ borderColor: vars.color.danger });
export const activity = style({
  alignSelf: 'center',
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  minWidth: 0,
});
export const reactions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minWidth: 0,
});
export const reaction = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
export const reactionOurs = style({ borderColor: vars.color.accent });
export const picker = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, maxWidth: '320px' });
export const pickerButton = style({
  minWidth: '36px',
  minHeight: '36px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.accent, background: vars.color.surfaceRaised } },
});
export const typing = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, minHeight: '1.5em', margin: 0 });
// A fixed width: a native select is as wide as its longest option, and the assign choice lists every member, group
// and department by name, so the header would move with the names; long names end in an ellipsis.
export const headerControls = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.sm,
  minWidth: 0,
  inlineSize: '200px',
  maxInlineSize: '100%',
});
