import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { media } from '../../../theme/breakpoints.ts';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const groupLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': { [media.aboveMobile]: { gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' } },
});

// A plan as a selectable card; RAC state arrives as data attributes.
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 1px ${vars.color.accent}` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.accent },
    // No opacity: the reason it cannot be chosen must stay readable.
    '&[data-disabled]': { cursor: 'not-allowed', borderStyle: 'dashed', background: vars.color.background },
  },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});
export const name = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const tag = style({
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const price = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });
export const limits = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const reason = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
