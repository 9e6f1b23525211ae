import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { breakpoints, media } from '../../theme/breakpoints.ts';

// The inbox's list pages, comments and chats alike (screens.md "Comments inbox", "Chats"): filters | list | detail; on mobile one pane at a time.
export const page = style({
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 260px) minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: vars.space.lg,
  height: 'calc(100vh - 64px)',
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
    gridTemplateColumns: 'minmax(0, 260px) minmax(300px, 380px) minmax(0, 1fr)',
    gridTemplateRows: 'minmax(0, 1fr)',
    gridTemplateAreas: '"filters list detail"',
    '@media': {
      [foldsFiltersBesideDetail]: {
        gridTemplateColumns: 'minmax(280px, 340px) minmax(0, 1fr)',
        gridTemplateRows: 'auto minmax(0, 1fr)',
        gridTemplateAreas: '"filters detail" "list detail"',
      },
      [media.upToTablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'auto', gridTemplateAreas: '"detail"' },
    },
  },
]);

export const detailPane = style({
  gridArea: 'detail',
  minWidth: 0,
  minHeight: 0,
  overflowY: 'auto',
  '@media': { [media.mobile]: { overflowY: 'visible' } },
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

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  outline: 'none',
  selectors: {
    '&:focus-visible, &[data-focused="true"]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[aria-selected="true"]': { background: vars.color.surfaceRaised },
    // The item open beside the list.
    '&[aria-current="true"]': { boxShadow: `inset 4px 0 0 ${vars.color.accent}` },
    '&[aria-current="true"]:focus-visible, &[aria-current="true"][data-focused="true"]': {
      boxShadow: `inset 4px 0 0 ${vars.color.accent}, inset 0 0 0 2px ${vars.color.focusRing}`,
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
export const author = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  minWidth: 0,
});
export const excerptLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
  minWidth: 0,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const unreadDot = style({
  width: '8px',
  height: '8px',
  flex: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});
export const chip = style({
  display: 'inline-block',
  maxWidth: '100%',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
export const warnChip = style([chip, { borderColor: vars.color.warning }]);
export const dangerChip = style([chip, { borderColor: vars.color.danger }]);
export const avatar = style({
  width: '32px',
  height: '32px',
  flex: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  display: 'grid',
  placeItems: 'center',
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
});
export const check = style({ width: '18px', height: '18px', margin: '2px 0 0', flex: 'none', accentColor: vars.color.accent });

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

export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});
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
