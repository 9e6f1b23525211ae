import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    height: '100%',
    boxSizing: 'border-box',
    minWidth: 0,
    padding: vars.space.lg,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.accent, boxShadow: vars.shadow.raised },
      '&[data-pressed]': { background: vars.color.surfaceRaised },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
  variants: {
    layout: {
      stacked: {},
      inline: {
        flexDirection: 'row',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: vars.space.md,
      },
    },
  },
  defaultVariants: { layout: 'stacked' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md, color: vars.color.accent });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });
