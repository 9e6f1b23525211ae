import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { visuallyHiddenRule } from '../../../theme/visuallyHidden.css.ts';

// A row's date and wait: short on the row, the full date in the title (hover) and read by assistive technology; when
// the row has focus the full text shows beside it.
export const time = style({ flex: 'none', whiteSpace: 'nowrap', color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const short = style({});
export const full = style(visuallyHiddenRule);
export const focusScope = style({});
// With focus the row shows the full date and wait over its second line, at the right: no row moves (calm J and K).
globalStyle(`${focusScope}:focus-within ${full}, ${focusScope}[data-focused="true"] ${full}`, {
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  top: '30px',
  zIndex: 1,
  width: 'auto',
  height: 'auto',
  clip: 'auto',
  maxWidth: 'calc(100% - 64px)',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  whiteSpace: 'normal',
  // Shown as the row takes focus on a press: the press must still reach the excerpt's link under it.
  pointerEvents: 'none',
});
// A waiting row's wait sentence holds the date it counts from: the date's own full text stays hidden there.
export const waitBox = style({ flex: 'none' });
globalStyle(
  `${focusScope}:focus-within ${waitBox} ~ ${time} ${full}, ${focusScope}[data-focused="true"] ${waitBox} ~ ${time} ${full}`,
  {
    display: 'none',
  },
);
