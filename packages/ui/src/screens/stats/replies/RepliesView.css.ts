import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

// /stats/replies and /stats/time: the figures (in overall's cards grid) and the tables, as /stats/overall lays them out.

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const figureValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const tableBox = style({ overflowX: 'auto' });

export const account = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const empty = style({ margin: 0, color: vars.color.textMuted });
