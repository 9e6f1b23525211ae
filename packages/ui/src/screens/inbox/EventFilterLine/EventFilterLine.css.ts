import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

// The drilled list's event filter as a removable chip above the list (docs/stats.md "Drill-down").
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
  maxWidth: '100%',
  paddingInlineStart: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const text = style({ overflowWrap: 'anywhere', minWidth: 0 });
