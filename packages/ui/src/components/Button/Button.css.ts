import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// RAC state arrives as data attributes: [data-hovered], [data-pressed], [data-focus-visible], [data-disabled], [data-pending].
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: '40px',
    maxWidth: '100%',
    padding: `${vars.space.sm} ${vars.space.lg}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    outline: 'none',
    transition: 'background-color 120ms, border-color 120ms, filter 120ms',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-hovered]': { filter: 'brightness(0.94)' },
      '&[data-pressed]': { filter: 'brightness(0.86)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, filter: 'none' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: { background: vars.color.accent, color: vars.color.accentText },
      secondary: { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border },
      ghost: { background: 'transparent', color: vars.color.accent },
      danger: { background: vars.color.dangerSurface, color: vars.color.danger, borderColor: vars.color.danger },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const label = style({ minWidth: 0 });
