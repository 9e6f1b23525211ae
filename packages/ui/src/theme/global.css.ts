import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { media } from './breakpoints.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// The theme class sits on <html> (the app and Storybook put it there), so body sees the tokens.
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('button, input, select, textarea', { font: 'inherit' });
// A phone zooms into a field whose text is under 16 px: fields keep 16 px there (the body is 15).
globalStyle('input, select, textarea', { '@media': { [media.mobile]: { fontSize: '16px' } } });

// Hostile text from the networks must wrap at 320 px (quality.md, "Security and reliability").
globalStyle('h1, h2, h3, h4, p, li, dd, dt', { overflowWrap: 'anywhere' });
