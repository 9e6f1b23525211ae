import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

// spec §8: centred on the screen, not in a corner; percentages so it centres in whatever box is its viewport.
export const notice = recipe({
  base: { position: 'fixed', zIndex: 1000 },
  variants: {
    open: {
      true: {
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        display: 'flex',
        alignItems: 'flex-start',
        gap: vars.space.md,
        width: `min(440px, calc(100% - 2 * ${vars.space.lg}))`,
        padding: vars.space.lg,
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        border: `1px solid ${vars.color.border}`,
        borderLeft: `6px solid ${vars.color.danger}`,
        borderRadius: vars.radius.md,
        boxShadow: vars.shadow.raised,
      },
      // Closed: the empty alert stays in the page (so the next message is announced) but takes no room.
      false: { top: 0, left: 0, width: 0, height: 0, overflow: 'hidden', pointerEvents: 'none' },
    },
  },
});

export const message = style({ flex: '1 1 auto', minWidth: 0, margin: 0, overflowWrap: 'anywhere' });

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
