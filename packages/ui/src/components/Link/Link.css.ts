import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const link = recipe({
  base: {
    color: vars.color.accent,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    outline: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&[data-hovered]': { textDecorationThickness: '2px' },
      '&[data-pressed]': { opacity: 0.85 },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', textDecoration: 'none' },
    },
  },
  variants: {
    // standalone: a link on its own line (e.g. 'To dashboard page'), a bit larger and medium weight.
    variant: {
      inline: {},
      standalone: { fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
