import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    border: '1px solid',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    background: vars.color.surface,
  },
  variants: {
    tone: {
      success: { color: vars.color.text, borderColor: vars.color.success },
      warning: { color: vars.color.text, borderColor: vars.color.warning },
    },
  },
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const listItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const qr = style({
  width: '180px',
  height: '180px',
  background: '#fff',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
});

export const secret = style({
  fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace',
  fontSize: vars.fontSize.md,
  letterSpacing: '0.08em',
  wordBreak: 'break-all',
  userSelect: 'all',
});

export const codes = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace',
  fontSize: vars.fontSize.md,
});
