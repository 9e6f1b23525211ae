import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { media } from '../../../theme/breakpoints.ts';

// The issue page (docs/issues.md "Screens: issue page"): the title and description, the linked comments and chats
// and the team thread | the controls and the history; one column on a phone, the controls first.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(260px, 32%)',
  gridTemplateAreas: '"header header" "main side"',
  columnGap: vars.space.lg,
  rowGap: vars.space.md,
  alignItems: 'start',
  minWidth: 0,
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"header" "side" "main"' },
  },
});
export const headerArea = style({
  gridArea: 'header',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});
export const mainArea = style({ gridArea: 'main', display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const sideArea = style({ gridArea: 'side', display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const number = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
// spec §2.5: expired in red, as the menu's expired count.
export const expired = style({ color: vars.tone.danger.text, fontWeight: vars.fontWeight.bold });
export const linkedEntry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
