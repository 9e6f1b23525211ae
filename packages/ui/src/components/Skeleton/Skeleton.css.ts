import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

// A placeholder in the shape of what loads (quality.md: no blank page); a slow pulse, none for reduced motion.
export const block = style({
  display: 'block',
  flex: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const round = style({ borderRadius: vars.radius.full });

export const region = style({ display: 'flex', flexDirection: 'column', minWidth: 0, width: '100%' });
