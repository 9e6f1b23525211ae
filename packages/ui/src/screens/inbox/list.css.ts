import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { visuallyHiddenRule } from '../../theme/visuallyHidden.css.ts';
import { keysHint } from '../../theme/keysHint.css.ts';
import { breakpoints, media } from '../../theme/breakpoints.ts';
import { TOP_BAR_HEIGHT } from '../layout/TopBar/barContainer.css.ts';

// The inbox's list pages, comments and chats alike (screens.md "Comments inbox", "Chats"): filters | list | detail; on mobile one pane at a time.
export const page = style({
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 260px) minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: vars.space.lg,
  // The window does not scroll: the panes do (the top bar's fixed height above).
  height: `calc(100dvh - ${TOP_BAR_HEIGHT})`,
  minHeight: '420px',
  background: vars.color.background,
  color: vars.color.text,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', height: 'auto', padding: vars.space.sm } },
});

export const singlePage = style([page, { gridTemplateColumns: 'minmax(0, 1fr)' }]);

// Beside an open item the filters fold up to this width, not only on a laptop: the item and its author panel share
// the third column, and at 1440 px with the filters open the item had about 250 px.
const foldsFiltersBesideDetail = `screen and (min-width: ${breakpoints.tablet + 1}px) and (max-width: 1679px)`;

// items/{id} and chats/{id}/messages beside their list (screens.md "Comments inbox": three panes). A wide desktop shows
// filters | list | item; narrower, the filters fold above the list (as on a phone) to leave the item its width; up
// to a tablet (spec §2.5) the item is a view of its own while the list waits hidden, keeping its filters and scroll.
export const pageWithDetail = style([
  page,
  {
    // Room to read: the panes sit closer, the list takes up to 440 px and the item the rest.
    gap: vars.space.md,
    padding: vars.space.md,
    gridTemplateColumns: 'minmax(0, 260px) minmax(340px, 420px) minmax(0, 1fr)',
    gridTemplateRows: 'minmax(0, 1fr)',
    gridTemplateAreas: '"filters list detail"',
    '@media': {
      [foldsFiltersBesideDetail]: {
        gridTemplateColumns: 'minmax(340px, 440px) minmax(0, 1fr)',
        gridTemplateRows: 'auto minmax(0, 1fr)',
        gridTemplateAreas: '"filters detail" "list detail"',
        rowGap: vars.space.sm,
      },
      [media.upToTablet]: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        gridTemplateRows: 'minmax(0, 1fr)',
        gridTemplateAreas: '"detail"',
      },
      // On a phone too the item or chat fills the window under the top bar, its composer pinned at the bottom.
      [media.mobile]: { height: `calc(100dvh - ${TOP_BAR_HEIGHT})`, minHeight: 0, padding: vars.space.sm },
    },
  },
]);

// The item or the chat fills its pane; its own parts scroll (detail.css.ts).
export const detailPane = style({
  gridArea: 'detail',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
  overflow: 'hidden',
});

export const pane = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  overflowY: 'auto',
  '@media': { [media.mobile]: { overflowY: 'visible' } },
});

// The filter pane's toggle shows on phones only; there the body folds until opened.
export const filtersToggle = style({ display: 'none', '@media': { [media.mobile]: { display: 'block' } } });
export const filtersBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const filtersBodyFolded = style([filtersBody, { '@media': { [media.mobile]: { display: 'none' } } }]);

export const listPane = style({ minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

// The list's heading line: its title, select-all and what else fits, on one line.
export const listHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  minWidth: 0,
});
globalStyle(`${pageWithDetail} > ${pane}`, { gridArea: 'filters' });
globalStyle(`${pageWithDetail} > ${listPane}`, { gridArea: 'list' });
// Hidden, not unmounted nor display: none, so the list keeps its rows, scroll position and live updates for the way back.
globalStyle(`${pageWithDetail} > ${pane}, ${pageWithDetail} > ${listPane}`, {
  '@media': {
    [media.upToTablet]: { position: 'absolute', inset: 0, visibility: 'hidden', overflow: 'hidden', pointerEvents: 'none' },
  },
});
// Up to a wide desktop the filters fold beside an open item, behind the same toggle as on a phone.
globalStyle(`${pageWithDetail} > ${pane}`, { '@media': { [foldsFiltersBesideDetail]: { maxHeight: '50vh' } } });
globalStyle(`${pageWithDetail} ${filtersToggle}`, { '@media': { [foldsFiltersBesideDetail]: { display: 'block' } } });
globalStyle(`${pageWithDetail} ${filtersBodyFolded}`, { '@media': { [foldsFiltersBesideDetail]: { display: 'none' } } });
// Folded beside an item, the pane is its toggle alone: the heading's words are the toggle's.
globalStyle(`${pageWithDetail} > ${pane} > h2`, { '@media': { [foldsFiltersBesideDetail]: visuallyHiddenRule } });
// Beside an item the list keeps its height for rows: the keys' hint is in the ? sheet.
globalStyle(`${pageWithDetail} ${keysHint}`, { display: 'none' });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm, minWidth: 0 });

export const scroller = style({
  position: 'relative',
  flex: '1 1 auto',
  minHeight: '320px',
  overflowY: 'auto',
  overflowX: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [media.mobile]: { height: '70vh', flex: 'none' } },
});

export const rowGroup = style({ position: 'relative', width: '100%' });

// A row is calm: no box of its own, a hairline between rows, the hover and the open item as a tint (Front, Linear).
export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid color-mix(in srgb, ${vars.color.border} 35%, transparent)`,
  outline: 'none',
  lineHeight: vars.lineHeight.snug,
  selectors: {
    '&:hover': { background: `color-mix(in srgb, ${vars.color.accent} 4%, ${vars.color.surface})` },
    '&:focus-visible, &[data-focused="true"]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[aria-selected="true"]': { background: `color-mix(in srgb, ${vars.color.accent} 8%, ${vars.color.surface})` },
    // The item open beside the list.
    '&[aria-current="true"]': {
      background: `color-mix(in srgb, ${vars.color.accent} 10%, ${vars.color.surface})`,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
    '&[aria-current="true"]:focus-visible, &[aria-current="true"][data-focused="true"]': {
      boxShadow: `inset 3px 0 0 ${vars.color.accent}, inset 0 0 0 2px ${vars.color.focusRing}`,
    },
  },
});

export const rowCell = style({ display: 'flex', gap: vars.space.sm, minWidth: 0, flex: '1 1 auto' });
export const rowBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: '1 1 auto' });
export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
// The row's first line: who (name, then account) on the left, the wait and the date on the right; never wraps.
export const headLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const author = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
  flex: '1 1 auto',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const account = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '24ch',
  color: vars.color.textMuted,
});
// Unread messages: a count in the accent, the words for screen readers.
export const unreadCount = style({
  flex: 'none',
  minWidth: '18px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '18px',
  textAlign: 'center',
});
// The excerpt: the row's second line, two lines at most.
export const excerptLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
  minWidth: 0,
  // One line: a row is three lines (who, what, the rest), so eight fit beside an open item (screens.md "Comments inbox").
  display: '-webkit-box',
  WebkitLineClamp: 1,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
// The row's last line: triage badges, tags, the post and the assignee, in the smaller size; one line at every width,
// what does not fit cut at its end (the item shows it all).
export const metaLine = style({
  display: 'flex',
  flexWrap: 'nowrap',
  overflow: 'hidden',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  minWidth: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const post = style({ minWidth: 0, maxWidth: '24ch', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const assignee = style({
  marginInlineStart: 'auto',
  minWidth: '8ch',
  flex: '0 1 auto',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
// What the one-line meta row holds keeps its size; the post and the assignee give way first.
globalStyle(`${metaLine} > *`, { flexShrink: 0 });
globalStyle(`${metaLine} > ${post}, ${metaLine} > ${assignee}`, { flexShrink: 1 });
export const viewers = style({ color: vars.tone.info.text, whiteSpace: 'nowrap' });
export const unreadDot = style({
  width: '8px',
  height: '8px',
  flex: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});
// Tags and labels: the team's own words, quieter than the triage badges.
export const chip = style({
  display: 'inline-block',
  maxWidth: '100%',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.tone.neutral.surface,
  fontSize: vars.fontSize.xs,
  lineHeight: '18px',
  color: vars.tone.neutral.text,
  overflowWrap: 'anywhere',
});
export const warnChip = style([chip, { background: vars.tone.warning.surface, color: vars.tone.warning.text }]);
export const dangerChip = style([chip, { background: vars.tone.danger.surface, color: vars.tone.danger.text }]);
export const check = style({ width: '16px', height: '16px', margin: '2px 0 0', flex: 'none', accentColor: vars.color.accent });

export const pill = style({
  alignSelf: 'center',
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: 'none',
  background: vars.color.accent,
  color: vars.color.accentText,
  font: 'inherit',
  cursor: 'pointer',
});

// One row (screens.md "Bulk"): the buttons name their action, so the choices' labels are for screen readers only;
// a narrow list scrolls the row sideways rather than stacking it over the rows.
export const bulkBar = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  overflowX: 'auto',
  flex: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});
globalStyle(`${bulkBar} > *`, { flex: 'none' });
globalStyle(`${bulkBar} label`, visuallyHiddenRule);
// The choices at a compact width: a long member's or tag's name ends in an ellipsis instead of widening the row.
globalStyle(`${bulkBar} select`, { maxWidth: '160px' });
globalStyle(`${bulkBar} p`, { whiteSpace: 'nowrap' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere', margin: 0 });
export const alert = style({ color: vars.color.danger, overflowWrap: 'anywhere', margin: 0 });
export const textarea = style({
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '120px',
  font: 'inherit',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});
globalStyle(`${row} a`, { color: 'inherit' });

export const authorList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const authorRow = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const contentPage = style({
  boxSizing: 'border-box',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  background: vars.color.background,
  color: vars.color.text,
});
