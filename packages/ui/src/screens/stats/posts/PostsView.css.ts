import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// At 375 px the columns scroll inside their box, never the page.
export const scrollBox = style({
  // The containing block of the visually hidden texts inside: else they stretch the page from where they sit.
  position: 'relative',
  overflowX: 'auto',
  maxWidth: '100%',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'end',
  whiteSpace: 'nowrap',
  verticalAlign: 'top',
});
globalStyle(`${table} thead th`, { verticalAlign: 'bottom', fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });

export const start = style({});
globalStyle(`${table} ${start}`, { textAlign: 'start' });

export const postCell = style({});
globalStyle(`${table} ${postCell}`, { textAlign: 'start', whiteSpace: 'normal', minWidth: 200, maxWidth: 360 });

export const postText = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

// The whole of a long text: in a box of its own that scrolls, so a 32,768-character word does not stretch the row.
export const fullText = style({ maxHeight: 240, overflowY: 'auto' });

export const postActions = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}`, marginTop: vars.space.xxs });

export const textButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.accent,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const sorted = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });
