import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { media } from '../../../theme/breakpoints.ts';

// Over the page, near its top (where the eye is after Ctrl+K), as wide as a phone allows.
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 120,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
  background: 'rgba(15, 23, 42, 0.55)',
  '@media': { [media.aboveMobile]: { paddingTop: '12vh' } },
});

export const modal = style({ width: '100%', maxWidth: '560px', minWidth: 0, outline: 'none' });

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'min(560px, calc(100dvh - 64px))',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  outline: 'none',
  // The dialog scrolls, not the menu: the scrolled region then holds the search field, reachable by keyboard (axe).
  overflowY: 'auto',
});

export const search = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.surfaceRaised,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '40px',
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const menu = style({
  flex: '1 0 auto',
  padding: vars.space.xs,
  outline: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}`, marginTop: vars.space.xs, paddingTop: vars.space.xs } },
});

export const header = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.background },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const label = style({ flex: '1 1 auto', minWidth: 0 });

export const kbd = style({
  flex: '0 0 auto',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontFamily: 'monospace',
  fontSize: vars.fontSize.xs,
});

export const empty = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted, textAlign: 'center' });

export const hint = style({
  position: 'sticky',
  bottom: 0,
  background: vars.color.surfaceRaised,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
  // No keyboard on a touch screen to press these keys on (as theme/keysHint.css.ts).
  '@media': { [media.touch]: { display: 'none' } },
});
