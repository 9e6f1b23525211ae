import { globalStyle, style } from '@vanilla-extract/css';
import { paneContent } from '../../../layout/ContentPage.css.ts';
import { vars } from '../../../../theme/contract.css.ts';
import { media } from '../../../../theme/breakpoints.ts';

// The thread scrolls on its own and fills the room between the header and the pinned composer (detail.css.ts): older
// pages load at its top. The box holds the scroller and the "new messages" button over its lower edge.
export const threadBox = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: 0,
});
export const scroller = style({
  flex: '1 1 auto',
  minHeight: '120px',
  // Alone on a page (a story) nothing bounds the pane: the thread keeps a height of its own to scroll in.
  maxHeight: 'min(62vh, 720px)',
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
// The customer's messages on the left on the surface, ours on the right in the accent's tint with the other corner
// squared: whose words are whose at a glance (Front, Chatwoot).
export const bubble = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  borderEndStartRadius: vars.radius.sm,
  border: `1px solid color-mix(in srgb, ${vars.color.border} 45%, transparent)`,
  background: vars.color.bubbleTheirs,
  maxWidth: 'min(85%, 640px)',
  alignSelf: 'flex-start',
  minWidth: 0,
  lineHeight: vars.lineHeight.snug,
});
export const bubbleOurs = style({
  alignSelf: 'flex-end',
  background: vars.color.bubbleOurs,
  borderColor: 'transparent',
  borderEndStartRadius: vars.radius.lg,
  borderEndEndRadius: vars.radius.sm,
});
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
export const pickerPopover = style({
  maxWidth: 'min(320px, calc(100vw - 16px))',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});
export const picker = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, outline: 'none' });
export const pickerButton = style({
  minWidth: '36px',
  minHeight: '36px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.accent, background: vars.color.bubbleOurs },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
export const typing = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, minHeight: '1.5em', margin: 0 });
// One row of fixed shares: a native select is as wide as its longest option, and the assign choice lists every member,
// group and department by name, so the header would move with the names; long names end in an ellipsis.
export const headerControls = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 200px))',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

// Beside the list the pane is bounded (the window's height): the thread takes all the room the composer leaves.
globalStyle(`${paneContent} ${scroller}`, { maxHeight: 'none' });
