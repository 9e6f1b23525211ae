import { createContainer, style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../../../theme/visuallyHidden.css.ts';
import { vars } from '../../../theme/contract.css.ts';

// The bar's own width decides how its triggers show, whatever the page around it. A file of its own: the triggers
// (status, billing, saved filters) import it, and importing TopBar.css.ts from them put the bar's rules ahead of
// IconButton's in the stylesheet, so IconButton's display won over the hamburger's hiding on a tablet.
export const barContainer = createContainer();

const narrowBar = `${barContainer} (max-width: 600px)`;

// A trigger's words in a narrow bar: its icon or colour dot stays and the words stay its accessible name, so on a
// phone the controls keep to one row under the title (at 320 px they took three rows before).
export const labelWhenWide = style({ '@container': { [narrowBar]: visuallyHiddenRule } });

// A trigger left with its icon in a narrow bar: no room kept for the words (doubled class: above the button's padding).
export const compactWhenNarrow = style({
  '@container': { [narrowBar]: { selectors: { '&&': { gap: vars.space.xs, paddingInline: vars.space.sm } } } },
});

// The top bar's height at every width (one row): the inbox's panes fill the window below it.
export const TOP_BAR_HEIGHT = '56px';
