import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

// Shared by both themes: only colours and the shadow differ. One type scale (about 1.2 a step, 15 px body: dense
// and calm) and one spacing rhythm (4 px steps); screens take sizes from these tokens, never their own.
const scale = {
  space: { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  fontSize: { xs: '12px', sm: '13px', md: '15px', lg: '18px', xl: '22px', xxl: '28px' },
  fontWeight: { regular: '400', medium: '500', bold: '600' },
  lineHeight: { tight: '1.25', snug: '1.35', normal: '1.5' },
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
    skeleton: '#e3e7ec',
    bubbleOurs: '#e4edfc',
    bubbleTheirs: '#ffffff',
  },
  tone: {
    neutral: { text: '#454c55', surface: '#eceff2' },
    info: { text: '#0b57d0', surface: '#e4edfc' },
    success: { text: '#17692f', surface: '#e2f2e6' },
    warning: { text: '#8a4b00', surface: '#fcefdc' },
    danger: { text: '#b3261e', surface: '#fcebea' },
    violet: { text: '#6a3bc0', surface: '#efe9fb' },
  },
  // Soft tints with dark initials: white initials on a light tint were unreadable.
  avatar: {
    text: '#1b1f24',
    bg1: '#d6e4ff',
    bg2: '#d4f0de',
    bg3: '#fbe3c2',
    bg4: '#f7d9e7',
    bg5: '#e3dbfb',
    bg6: '#cfecf1',
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
    skeleton: '#262c34',
    bubbleOurs: '#1c2f4d',
    bubbleTheirs: '#1f252d',
  },
  tone: {
    neutral: { text: '#c4cbd4', surface: '#2a3038' },
    info: { text: '#8ab4f8', surface: '#1a2a44' },
    success: { text: '#7fdca0', surface: '#15301f' },
    warning: { text: '#f0c36b', surface: '#37290d' },
    danger: { text: '#f6b3ae', surface: '#3a1715' },
    violet: { text: '#c9b3ff', surface: '#2b2145' },
  },
  avatar: {
    text: '#e8eaed',
    bg1: '#2b4572',
    bg2: '#1f4a33',
    bg3: '#5a3d12',
    bg4: '#5c2742',
    bg5: '#3f3070',
    bg6: '#1b4b53',
  },
  shadow: { raised: '0 1px 3px rgba(0, 0, 0, 0.5), 0 4px 12px rgba(0, 0, 0, 0.4)' },
});

// Form controls and scrollbars follow the theme.
globalStyle(`.${lightTheme}`, { colorScheme: 'light' });
globalStyle(`.${darkTheme}`, { colorScheme: 'dark' });
