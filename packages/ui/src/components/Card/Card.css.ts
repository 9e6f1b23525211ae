import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    minWidth: 0,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    overflowWrap: 'anywhere',
  },
  variants: {
    padding: {
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.lg, '@media': { [media.aboveMobile]: { padding: vars.space.xxl } } },
    },
    raised: { true: { background: vars.color.surfaceRaised, boxShadow: vars.shadow.raised }, false: {} },
  },
  defaultVariants: { padding: 'md', raised: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
