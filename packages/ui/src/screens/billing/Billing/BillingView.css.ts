import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { breakpoints, media } from '../../../theme/breakpoints.ts';

export const page = style({
  minHeight: '100vh',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.background,
  color: vars.color.text,
  '@media': { [media.aboveMobile]: { padding: vars.space.xxl } },
});

export const column = style({
  width: '100%',
  maxWidth: '1120px',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
export const text = style({ margin: 0, overflowWrap: 'anywhere' });
export const muted = style([text, { color: vars.color.textMuted }]);
export const state = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md });

// Spaces beside the content from laptop width; one column on tablets and phones.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [`screen and (min-width: ${breakpoints.tablet + 1}px)`]: { gridTemplateColumns: '280px minmax(0, 1fr)' } },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const spaceList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const spaceLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&[aria-current="page"]': { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
    '&[data-hovered]': { borderColor: vars.color.accent },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const spaceName = style({ fontWeight: vars.fontWeight.bold, maxWidth: '100%' });
export const facts = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
});

export const usage = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const limitReached = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });

// The field and its Apply button on one row down to 320 px; the button lines up with the input, under the label.
export const promoRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
});
export const promoButton = style({ marginTop: '22px' });
export const promoApplied = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.success,
});

export const summary = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});
globalStyle(`${summary} dd`, { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const totalRow = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const payRow = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  '@media': { [media.aboveMobile]: { alignItems: 'flex-start' } },
});

export const alert = style([notice]);

// The history is a table on wide screens and a list of cards on phones.
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
globalStyle(`${table} thead`, {
  '@media': { [media.mobile]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' } },
});
globalStyle(`${table} tr, ${table} td`, {
  '@media': { [media.mobile]: { display: 'block', border: 'none', padding: `${vars.space.xxs} 0` } },
});
globalStyle(`${table} tbody tr`, {
  '@media': { [media.mobile]: { padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` } },
});
globalStyle(`${table} td[data-label]::before`, {
  '@media': { [media.mobile]: { content: 'attr(data-label) ": "', color: vars.color.textMuted } },
});

export const statusText = style({
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-status="paid"]': { color: vars.color.success },
    '&[data-status="failed"]': { color: vars.color.danger },
    '&[data-status="pending"]': { color: vars.color.warning },
  },
});
