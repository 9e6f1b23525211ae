// The bundled web font, Latin and Cyrillic subsets.
import '@fontsource-variable/inter';
import './global.css.ts';
import { lightTheme, darkTheme } from './themes.css.ts';

export { vars } from './contract.css.ts';
export { lightTheme, darkTheme } from './themes.css.ts';
export { breakpoints, media, type Breakpoint } from './breakpoints.ts';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

// The class to put on <html> (or a wrapper) for a theme; spec §4: dark or light.
export function themeClass(theme: Theme): string {
  return theme === 'dark' ? darkTheme : lightTheme;
}
