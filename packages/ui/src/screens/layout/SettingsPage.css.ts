import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/breakpoints.ts';

// A settings page: one column, top-aligned, from 320 px phones to desktop.
export const page = style({
  minHeight: '100vh',
  padding: `${vars.space.lg} ${vars.space.md}`,
  background: vars.color.background,
  color: vars.color.text,
  '@media': { [media.aboveMobile]: { padding: `${vars.space.xxl} ${vars.space.xl}` } },
});

export const column = style({
  width: '100%',
  maxWidth: '760px',
  minWidth: 0,
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

// A page whose table needs the room (the user list's seven columns were cut at 1280 px inside 760 px).
export const wideColumn = style([column, { maxWidth: '1120px' }]);

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.aboveMobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

// A status line that announces itself (saved, changed…); no box while empty.
export const status = style({
  margin: 0,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  selectors: { '&:empty': { padding: 0 } },
});

export const banner = style({
  margin: 0,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
