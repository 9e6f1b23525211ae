import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// The status colour is decoration beside the name (the name carries the meaning); a ring in the border colour keeps
// pale colours (yellow, white) visible on either theme. The colour itself comes inline (workspace data).
export const dot = style({
  display: 'inline-block',
  flex: '0 0 auto',
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.textMuted,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});
