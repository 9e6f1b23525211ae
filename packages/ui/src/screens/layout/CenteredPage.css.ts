import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/breakpoints.ts';

// Full-height page with one centred column: from 320 px phones to desktop.
export const page = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.background,
  color: vars.color.text,
  '@media': { [media.aboveMobile]: { alignItems: 'center', padding: vars.space.xxl } },
});

export const column = style({ width: '100%', minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const narrowColumn = style([column, { maxWidth: '400px' }]);
export const wideColumn = style([column, { maxWidth: '640px' }]);

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const text = style({ margin: 0, overflowWrap: 'anywhere' });
export const mutedText = style([text, { color: vars.color.textMuted }]);
