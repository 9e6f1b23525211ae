import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/breakpoints.ts';

export const page = style({
  minHeight: '100vh',
  boxSizing: 'border-box',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.background,
  color: vars.color.text,
  '@media': { [media.aboveMobile]: { padding: `${vars.space.xxl} ${vars.space.xxl}` } },
});

export const content = style({
  maxWidth: '1200px',
  margin: '0 auto',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

// The item or chat beside its list: the list page gives the padding and the scrolling.
// It fills the pane, so the item's or chat's own parts can scroll inside it (inbox/parts/detail.css.ts).
export const paneContent = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const pageTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const intro = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const stateBox = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md });
