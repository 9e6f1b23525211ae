import { style } from '@vanilla-extract/css';
import { barContainer } from './barContainer.css.ts';
import { media } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

// One row on wider screens; on a phone the actions wrap under the title rather than overflow (320 px).
export const bar = style({
  containerName: barContainer,
  containerType: 'inline-size',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 10,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '56px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { padding: `${vars.space.xs} ${vars.space.sm}` } },
});

export const leading = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0, flex: '1 1 auto' });

// The hamburger only on a phone (spec §2.5).
export const hamburger = style({ '@media': { [media.aboveMobile]: { display: 'none' } } });

export const title = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.mobile]: { fontSize: vars.fontSize.md } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  minWidth: 0,
  marginInlineStart: 'auto',
});
