import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/breakpoints.ts';

// Covers the whole page, above the docked live status (z-index 900) but under the toasts (1000), so a notice raised
// while it blocks (a network error, a status change) is still seen: nothing behind it can be reached.
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 950,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: 'rgba(15, 18, 22, 0.72)',
  overflowY: 'auto',
});

export const modal = style({
  width: '100%',
  maxWidth: '480px',
  maxHeight: '100%',
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  outline: 'none',
  overflowWrap: 'anywhere',
  '@media': { [media.aboveMobile]: { padding: vars.space.xxl } },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
