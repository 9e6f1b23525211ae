import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export { name } from './detail.css.ts';

// The cut name's box: as wide as the room it has, the whole name shown over it while keyboard focus is on the row or
// link around it (the title shows it on hover). Over the row, not in it: nothing moves (quality.md "Names and faces").
export const truncatedBox = style({
  position: 'relative',
  display: 'inline-flex',
  minWidth: 0,
  maxWidth: '100%',
  verticalAlign: 'bottom',
});
globalStyle(`:focus-visible ${truncatedBox}::after`, {
  // Drawn from the text (attr), with empty alternative text: the name inside is already whole for screen readers.
  content: 'attr(data-name) / ""',
  position: 'absolute',
  // Over the row's text, under the row's own focus popups (RowTime's full wait and date, z-index 1).
  zIndex: 0,
  insetBlockStart: '-2px',
  insetInlineStart: '-4px',
  // At least the cut box, up to a line of its own: one line for most names, so a clipping line (a row's meta line)
  // still shows it; narrower than a phone's row.
  boxSizing: 'border-box',
  width: 'max-content',
  minWidth: 'calc(100% + 8px)',
  maxWidth: 'min(40ch, 70vw)',
  padding: '2px 4px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
  color: 'inherit',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  unicodeBidi: 'plaintext',
  pointerEvents: 'none',
});

// One line in a row, cut with an ellipsis.
export const truncatedName = style({
  display: 'inline-block',
  maxWidth: '100%',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});

// A name's hidden characters: a small warning mark in the warning tone, explained by its label.
export const hiddenMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '16px',
  height: '16px',
  marginInlineStart: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.tone.warning.surface,
  color: vars.tone.warning.text,
  verticalAlign: 'middle',
  cursor: 'help',
});
globalStyle(`${hiddenMark} svg`, { display: 'block' });
