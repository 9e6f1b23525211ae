import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

// The dashboard's and live screen's own styles; the figures' cards are the overall screen's (OverallView.css.ts).

export const compare = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const sectionHead = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const statuses = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const statusChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
});

export const dot = style({ width: '0.6em', height: '0.6em', borderRadius: '50%', flex: 'none' });

export const people = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const person = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  minWidth: 0,
});

export const personName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const holding = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
