import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

// A full-width strip above the thread with a warning edge: seen at once, and unlike the top bar's status pill.
export const offlineBanner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  borderInlineStartWidth: '4px',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  minWidth: 0,
});
export const offlineText = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere', minWidth: 0 });
export const offlineTitle = style({ fontWeight: vars.fontWeight.bold });
