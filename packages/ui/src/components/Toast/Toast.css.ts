import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/breakpoints.ts';

// Toasts sit in the bottom-left corner, over the filters or the list's foot, never over an item's header or its
// pinned composer on the right (the network error is the centred NetworkNotice, spec §8); on a phone, full width
// at the bottom. The newest is nearest the corner.
export const region = style({
  position: 'fixed',
  bottom: vars.space.lg,
  left: vars.space.lg,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  width: `min(380px, calc(100vw - 2 * ${vars.space.lg}))`,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' } },
  '@media': { [media.mobile]: { left: vars.space.sm, bottom: vars.space.sm, width: `calc(100vw - 2 * ${vars.space.sm})` } },
});

export const repeat = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.md,
    paddingLeft: vars.space.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: '6px',
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.raised,
    outline: 'none',
    selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  },
  variants: {
    tone: {
      error: { borderLeftColor: vars.color.danger },
      warning: { borderLeftColor: vars.color.warning },
      info: { borderLeftColor: vars.color.info },
      success: { borderLeftColor: vars.color.success },
    },
  },
});

export const content = style({ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const title = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const close = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});

// A button action sits under the text like the link action, left-aligned, as wide as its label.
export const actionButton = style({
  alignSelf: 'flex-start',
  marginTop: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.accent,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'left',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.background },
    '&[data-pressed]': { filter: 'brightness(0.9)' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
