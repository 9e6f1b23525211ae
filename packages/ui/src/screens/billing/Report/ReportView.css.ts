import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { media } from '../../../theme/breakpoints.ts';

export const outcome = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: '1px solid',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-status="paid"]': { borderColor: vars.color.success, color: vars.color.success },
    '&[data-status="failed"]': { borderColor: vars.color.danger, color: vars.color.danger, background: vars.color.dangerSurface },
    '&[data-status="pending"]': { borderColor: vars.color.border, color: vars.color.text },
  },
});

export const outcomeText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});
export const outcomeTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const outcomeLine = style({ margin: 0 });

export const details = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  '@media': { [media.aboveMobile]: { gridTemplateColumns: 'minmax(140px, max-content) minmax(0, 1fr)' } },
});
globalStyle(`${details} dt`, { color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${details} dd`, { '@media': { [media.mobile]: { marginBottom: vars.space.sm } } });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.lg });
