import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/breakpoints.ts';

// A settings page: one column, top-aligned, from 320 px phones to desktop.
export const page = style({
  minHeight: '100vh',
  padding: `${vars.space.lg} ${vars.space.md}`,
  background: vars.color.background,
  color: vars.color.text,
  '@media': { [media.aboveMobile]: { padding: `${vars.space.xxl} ${vars.space.xl}` } },
});

export const column = style({
  width: '100%',
  maxWidth: '760px',
  minWidth: 0,
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

// A page whose table needs the room (the user list's seven columns were cut at 1280 px inside 760 px).
export const wideColumn = style([column, { maxWidth: '1120px' }]);

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.aboveMobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

// A status line that announces itself (saved, changed…); no box while empty.
export const status = style({
  margin: 0,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  selectors: { '&:empty': { padding: 0 } },
});

export const banner = style({
  margin: 0,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

// A settings form's long text and its preview with a length counter (reply templates). Here, not in a css module of
// the feature: a css file of its own is one more name in the frame's preload lists (docs/budgets.md).

export const textArea = style({
  width: '100%',
  minHeight: '120px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  resize: 'vertical',
  boxSizing: 'border-box',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

// The preview keeps the template's line breaks; long words wrap (a link, a code).
export const textPreview = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const lengthCounter = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const lengthCounterOver = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });

// Two lines of a template's text in the list.
export const twoLines = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflowWrap: 'anywhere',
});

export const warningText = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

// A list of records, one per row (the reply templates).
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const plainListRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
