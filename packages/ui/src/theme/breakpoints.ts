// spec §2.5: mobile up to 768, tablet up to 1025, laptop up to 1381 (widths in CSS px, inclusive).
export const breakpoints = { mobile: 768, tablet: 1025, laptop: 1381 } as const;
export type Breakpoint = keyof typeof breakpoints;

// Media queries for vanilla-extract `@media` blocks.
export const media = {
  mobile: `screen and (max-width: ${breakpoints.mobile}px)`,
  tablet: `screen and (min-width: ${breakpoints.mobile + 1}px) and (max-width: ${breakpoints.tablet}px)`,
  laptop: `screen and (min-width: ${breakpoints.tablet + 1}px) and (max-width: ${breakpoints.laptop}px)`,
  desktop: `screen and (min-width: ${breakpoints.laptop + 1}px)`,
  // Wider than a phone: tablet and up.
  aboveMobile: `screen and (min-width: ${breakpoints.mobile + 1}px)`,
  // A phone or a tablet: no room for a list beside an open item.
  upToTablet: `screen and (max-width: ${breakpoints.tablet}px)`,
  // A touch screen without a hovering pointer (a phone, a tablet): no keyboard to take keyboard hints.
  touch: '(hover: none) and (pointer: coarse)',
} as const;
