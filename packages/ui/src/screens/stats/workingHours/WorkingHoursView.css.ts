import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tableBox = style({ overflowX: 'auto' });

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const figureValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** A late start over the grace: the word beside the minutes, in the warning tone (not colour alone). */
export const late = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold, marginInlineStart: vars.space.xs });

// Member bars (MemberBars.tsx): one row per member, its name, then one bar per series scaled to the largest value.
export const bars = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, 12rem) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: '1fr' } },
});

export const barName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: vars.fontSize.sm });

export const barGroup = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const barLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const bar = style({ height: 10, borderRadius: vars.radius.sm, minWidth: 2, flexShrink: 0 });

export const barValue = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' });
