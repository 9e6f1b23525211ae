import { globalStyle, style } from '@vanilla-extract/css';
import { words } from '../../../components/IconButton/IconButton.css.ts';
import { barContainer, TOP_BAR_HEIGHT } from './barContainer.css.ts';
import { media } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

// spec §2.5 top bar, one row at every width: on a phone what does not fit goes under "More" (TopBar.tsx) and the
// title ends in an ellipsis.
export const bar = style({
  containerName: barContainer,
  containerType: 'inline-size',
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 10,
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  height: TOP_BAR_HEIGHT,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { padding: `${vars.space.xs} ${vars.space.sm}` } },
});

export const leading = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0, flex: '1 1 auto' });

// The hamburger only on a phone (spec §2.5).
// (Doubled class: above IconButton's display whichever file comes first in the stylesheet.)
export const hamburger = style({ '@media': { [media.aboveMobile]: { selectors: { '&&': { display: 'none' } } } } });

export const title = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [media.mobile]: { fontSize: vars.fontSize.md } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'nowrap',
  flex: 'none',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  minWidth: 0,
  marginInlineStart: 'auto',
});

export const morePopover = style({
  width: 'min(280px, calc(100vw - 16px))',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
});
export const moreDialog = style({ outline: 'none' });
export const moreList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
// Each control a full-width line with its name in words (an icon button's name is otherwise for screen readers only).
globalStyle(`${moreList} > li > *`, {
  width: '100%',
  height: 'auto',
  minHeight: '44px',
  justifyContent: 'flex-start',
  textAlign: 'start',
});
globalStyle(`${moreList} ${words}`, { display: 'inline' });
