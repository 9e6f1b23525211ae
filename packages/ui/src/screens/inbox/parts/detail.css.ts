import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { media } from '../../../theme/breakpoints.ts';

// The item page and the chat page (screens.md "Item", "Chats"): the header with the controls across the top, then
// the thread, which scrolls on its own, with the composer pinned under it | the author panel, scrolling on its own.
// On a phone one column: the panel is a view of its own, shown instead of the rest.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(240px, 32%)',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"header header" "main side" "composer side"',
  columnGap: vars.space.lg,
  rowGap: vars.space.sm,
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: 0,
  height: '100%',
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"header" "main" "composer"' },
  },
});
export const layoutSingle = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"header" "main" "composer"',
});
// On a phone with the panel open only the panel shows, filling the pane.
export const layoutPanelOnMobile = style({
  '@media': { [media.mobile]: { gridTemplateRows: 'minmax(0, 1fr)', gridTemplateAreas: '"side"' } },
});
export const headerArea = style({ gridArea: 'header', minWidth: 0 });
// The thread's pane: scrolls between the header and the composer.
export const mainArea = style({
  gridArea: 'main',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  minHeight: 0,
  overflowY: 'auto',
});
export const composerArea = style({ gridArea: 'composer', display: 'flex', flexDirection: 'column', minWidth: 0 });
export const sideArea = style({
  gridArea: 'side',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  minHeight: 0,
  overflowY: 'auto',
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
// The header's first line: back, what it is, its state, the panel's toggle and the actions; wraps only when narrow.
export const headerLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const headerTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  flex: '1 1 auto',
  minWidth: 0,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
// Network text: as text, kept inside 320 px whatever it holds (a 32,768-character word, emoji runs).
export const text = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', wordBreak: 'break-word', minWidth: 0 });
export const name = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere', minWidth: 0 });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
// A thread's comments as the chat's bubbles: the customer's on the surface, ours tinted and set in from the start.
export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  border: `1px solid color-mix(in srgb, ${vars.color.border} 45%, transparent)`,
  background: vars.color.bubbleTheirs,
  minWidth: 0,
  lineHeight: vars.lineHeight.snug,
});
export const entryOurs = style({
  marginInlineStart: vars.space.xxl,
  background: vars.color.bubbleOurs,
  borderColor: 'transparent',
});
export const entryCurrent = style({ borderColor: vars.color.accent, boxShadow: `inset 3px 0 0 ${vars.color.accent}` });
// Small labels in the theme's tones (components/Badge's look, for the detail pages' plain spans).
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.tone.neutral.surface,
  color: vars.tone.neutral.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: '18px',
  whiteSpace: 'nowrap',
});
export const badgeDanger = style({ background: vars.tone.danger.surface, color: vars.tone.danger.text });
export const badgeWarning = style({ background: vars.tone.warning.surface, color: vars.tone.warning.text });
export const badgeSuccess = style({ background: vars.tone.success.surface, color: vars.tone.success.text });
export const image = style({ maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
export const avatar = style({
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  flex: '0 0 48px',
});
// The controls in one compact row under the header's line (each a fixed share, so names do not move the row).
export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
  gap: vars.space.sm,
  minWidth: 0,
});
// On a phone the controls fold behind their toggle, so the thread and the composer come first.
// (Doubled class: above the controls' own display wherever their file comes in the stylesheet.)
export const controlsFolded = style({ '@media': { [media.mobile]: { selectors: { '&&': { display: 'none' } } } } });
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  minWidth: 0,
});
export const textarea = style({
  width: '100%',
  minHeight: '80px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  resize: 'vertical',
  boxSizing: 'border-box',
});
export const composerSlot = style({ minWidth: 0 });
// On a phone the author panel is a view of its own: while it is open the item's column steps aside.
export const hiddenOnMobile = style({ '@media': { [media.mobile]: { display: 'none' } } });
export const onlyMobile = style({ '@media': { [media.aboveMobile]: { display: 'none' } } });

// An attached image of a message or reply: previewed within its bubble or thread entry.
export const attachmentPreview = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '240px',
  width: 'auto',
  height: 'auto',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
