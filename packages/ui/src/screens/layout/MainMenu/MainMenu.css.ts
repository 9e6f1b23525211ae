import { style } from '@vanilla-extract/css';
import { media } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

// Visually hidden, still read (the clip pattern).
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const nav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const link = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.background },
    '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.accentText },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

// spec §2.5 breakpoints in the side menu: icons only on a tablet.
export const sidebarLink = style({ '@media': { [media.tablet]: { justifyContent: 'center', padding: vars.space.sm } } });

export const label = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const sidebarLabel = style({ '@media': { [media.tablet]: hidden } });
// spec §2.5: 'Private messages' is labelled 'Messages' at laptop width.
export const fullLabelOnLaptopHidden = style({ '@media': { [media.laptop]: { display: 'none' } } });
export const shortLabel = style({ display: 'none', '@media': { [media.laptop]: { display: 'inline' } } });

export const counts = style({ display: 'inline-flex', gap: vars.space.xs, flexShrink: 0 });
export const sidebarCounts = style({
  '@media': { [media.tablet]: { position: 'absolute', insetBlockStart: '2px', insetInlineEnd: '2px', gap: '2px' } },
});

const pill = {
  minWidth: '22px',
  height: '20px',
  padding: `0 ${vars.space.xs}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
} as const;

export const count = style({
  ...pill,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});

// On a tablet there is room for one number over the icon: the expired one, in red, wins.
export const countBesideExpired = style({ '@media': { [media.tablet]: { display: 'none' } } });

// spec §2.5: the expired issues count in red.
export const expired = style({
  ...pill,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
});
