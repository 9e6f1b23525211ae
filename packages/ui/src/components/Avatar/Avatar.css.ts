import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const avatar = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.full,
  color: vars.avatar.text,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1,
  overflow: 'hidden',
  userSelect: 'none',
});
export const sizes = styleVariants({
  sm: { width: '28px', height: '28px', fontSize: vars.fontSize.xs },
  md: { width: '32px', height: '32px', fontSize: vars.fontSize.sm },
  lg: { width: '48px', height: '48px', fontSize: vars.fontSize.lg },
});
export const TINTS = ['bg1', 'bg2', 'bg3', 'bg4', 'bg5', 'bg6'] as const;
export const tints = styleVariants(
  Object.fromEntries(TINTS.map((tint) => [tint, { background: vars.avatar[tint] }])) as Record<
    (typeof TINTS)[number],
    { background: string }
  >,
);
