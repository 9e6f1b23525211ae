import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

// Shared by both themes: only colours and the shadow differ.
const scale = {
  space: { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
  fontWeight: { regular: '400', medium: '500', bold: '600' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  // The bundled web font first, then a generic family; never system-ui (toolchain.md, "Fonts").
  font: { body: "'Inter Variable', sans-serif" },
};

// Every text colour below has at least 4.5:1 against background, surface and surfaceRaised (WCAG AA).
export const lightTheme = createTheme(vars, {
  ...scale,
  color: {
    background: '#f4f6f8',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    text: '#1b1f24',
    textMuted: '#545d68',
    border: '#7d8590',
    accent: '#0b57d0',
    accentText: '#ffffff',
    danger: '#b3261e',
    dangerSurface: '#fcebea',
    warning: '#8a4b00',
    info: '#0b57d0',
    success: '#17692f',
    focusRing: '#0b57d0',
  },
  shadow: { raised: '0 1px 3px rgba(15, 20, 25, 0.16), 0 4px 12px rgba(15, 20, 25, 0.08)' },
});

export const darkTheme = createTheme(vars, {
  ...scale,
  color: {
    background: '#0f1216',
    surface: '#171b21',
    surfaceRaised: '#1f252d',
    text: '#e8eaed',
    textMuted: '#a8b1bc',
    border: '#7a8491',
    accent: '#8ab4f8',
    accentText: '#0b1a33',
    danger: '#f6b3ae',
    dangerSurface: '#3a1715',
    warning: '#f0c36b',
    info: '#8ab4f8',
    success: '#7fdca0',
    focusRing: '#8ab4f8',
  },
  shadow: { raised: '0 1px 3px rgba(0, 0, 0, 0.5), 0 4px 12px rgba(0, 0, 0, 0.4)' },
});

// Form controls and scrollbars follow the theme.
globalStyle(`.${lightTheme}`, { colorScheme: 'light' });
globalStyle(`.${darkTheme}`, { colorScheme: 'dark' });
