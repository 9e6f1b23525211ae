import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

// The last message (spec §9: 800 characters) folds to two lines in the card; the chat page shows it whole.
export const excerpt = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
// 'You:' before the last message when it was ours: whose turn it is, at a glance.
export const ours = style({ color: vars.color.textMuted });
export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, minWidth: 0 });
export const tab = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.accent,
      background: vars.color.surfaceRaised,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, position: 'relative', width: '100%' });
