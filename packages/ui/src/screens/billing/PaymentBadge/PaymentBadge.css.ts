import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css.ts';

// The text keeps the theme's text colour (contrast in both themes); the colour is the dot and the border.
// Dot colours read on light and dark surfaces alike; the white dot has a border to be seen on white.
const DOT = { red: '#e5484d', yellow: '#f5b400', blue: '#3b82f6', white: '#ffffff' } as const;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    alignSelf: 'flex-start', // never stretched by a flex column around it
    gap: vars.space.xs,
    maxWidth: '100%',
    minWidth: 0,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    border: '1px solid',
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  variants: {
    colour: {
      red: { borderColor: DOT.red, background: vars.color.dangerSurface, color: vars.color.danger },
      yellow: { borderColor: DOT.yellow },
      blue: { borderColor: DOT.blue },
      white: { borderColor: vars.color.border },
    },
  },
});

export const dot = recipe({
  base: { flex: '0 0 auto', width: '10px', height: '10px', borderRadius: vars.radius.full, border: '1px solid transparent' },
  variants: {
    colour: {
      red: { background: DOT.red },
      yellow: { background: DOT.yellow },
      blue: { background: DOT.blue },
      white: { background: DOT.white, borderColor: vars.color.border },
    },
  },
});

export const text = style({ minWidth: 0 });

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
