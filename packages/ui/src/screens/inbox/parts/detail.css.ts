import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { media } from '../../../theme/breakpoints.ts';

// The item page (screens.md "Item"): the item with its post and thread | the author panel; on a phone one column.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(220px, 30%)',
  gap: vars.space.lg,
  alignItems: 'start',
  minWidth: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const layoutSingle = style({ gridTemplateColumns: 'minmax(0, 1fr)' });
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const headerTitle = style({ margin: 0, fontSize: vars.fontSize.xl, flex: '1 1 auto', minWidth: 0 });
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
export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const entryOurs = style({ marginInlineStart: vars.space.lg, background: vars.color.surfaceRaised });
export const entryCurrent = style({ borderColor: vars.color.accent, boxShadow: `inset 3px 0 0 ${vars.color.accent}` });
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});
export const badgeDanger = style({ color: vars.color.danger, borderColor: vars.color.danger });
export const badgeWarning = style({ borderColor: vars.color.warning });
export const badgeSuccess = style({ color: vars.color.success, borderColor: vars.color.success });
export const image = style({ maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
export const avatar = style({
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  flex: '0 0 48px',
});
export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.sm,
  minWidth: 0,
});
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
