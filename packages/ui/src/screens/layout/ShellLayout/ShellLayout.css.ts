import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

// spec §2.5 breakpoints: a side menu on a laptop and wider, icons only on a tablet, a drawer on a phone.
export const root = style({
  display: 'grid',
  gridTemplateColumns: '248px minmax(0, 1fr)',
  minHeight: '100vh',
  background: vars.color.background,
  '@media': {
    [media.tablet]: { gridTemplateColumns: '72px minmax(0, 1fr)' },
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: '-100px',
  zIndex: 1100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:focus': { insetBlockStart: vars.space.sm, outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const sidebar = style({
  position: 'sticky',
  insetBlockStart: 0,
  height: '100vh',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: { padding: `${vars.space.md} ${vars.space.sm}` },
    [media.mobile]: { display: 'none' },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  '@media': { [media.tablet]: { justifyContent: 'center' } },
});

export const brandMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.accentText,
});

export const brandName = style({
  minWidth: 0,
  '@media': {
    [media.tablet]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const column = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const content = style({ flex: 1, minWidth: 0, outline: 'none' });

// Pages bring their own main landmark, sized for a whole window; inside the shell it fills the content area only.
globalStyle(`${content} > main`, { minHeight: 'auto' });
