import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

// The live-connection status sits in a corner above the page, so a drop never moves the content.
export const liveStatusDock = style({
  position: 'fixed',
  insetInlineStart: vars.space.md,
  insetBlockEnd: vars.space.md,
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
  zIndex: 900,
});
