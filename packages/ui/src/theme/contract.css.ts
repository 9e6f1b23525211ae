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
    /** A loading placeholder's shape (quality.md: the page's shape from the first frame). */
    skeleton: null,
    /** Chat bubbles and thread entries: ours (the team's) and the customer's. */
    bubbleOurs: null,
    bubbleTheirs: null,
  },
  // Badges' tones: `text` on `surface`, and `text` alone on any surface, each at least 4.5:1 (WCAG AA).
  tone: {
    neutral: { text: null, surface: null },
    info: { text: null, surface: null },
    success: { text: null, surface: null },
    warning: { text: null, surface: null },
    danger: { text: null, surface: null },
    violet: { text: null, surface: null },
  },
  // Avatars' backgrounds, picked by the name; `text` on each at least 4.5:1.
  avatar: { text: null, bg1: null, bg2: null, bg3: null, bg4: null, bg5: null, bg6: null },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, snug: null, normal: null },
  font: { body: null },
  shadow: { raised: null },
});
