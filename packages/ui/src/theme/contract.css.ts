import { createThemeContract } from '@vanilla-extract/css';

// One contract for every token; the light and dark themes fill it (architecture.md, "Screens, components, stories").
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    border: null,
    accent: null,
    accentText: null,
    danger: null,
    dangerSurface: null,
    warning: null,
    info: null,
    success: null,
    focusRing: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null },
  font: { body: null },
  shadow: { raised: null },
});
