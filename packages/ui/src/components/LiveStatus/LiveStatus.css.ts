import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const status = recipe({
  base: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' },
  variants: {
    down: {
      true: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.sm,
        maxWidth: '100%',
        padding: `${vars.space.xs} ${vars.space.md}`,
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.full,
      },
      // Live: the empty status stays in the page (so the drop is announced) and takes no room.
      false: {},
    },
  },
});

export const dot = style({
  flex: '0 0 auto',
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.warning,
});
