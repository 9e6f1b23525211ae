import { createValueStore, useValue } from '@console/ui/data';
import { themeClass } from '@console/ui/theme';

export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

// spec §4: the theme is dark or light, persisted.
export function storedTheme(): Theme {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove(themeClass('light'), themeClass('dark'));
  root.classList.add(themeClass(theme));
  root.style.colorScheme = theme;
}

// The current theme for the user dropdown's switch; starts from the stored one.
export const themeStore = createValueStore<Theme>(storedTheme());

/** Applies a theme chosen in the user dropdown and keeps it for the next visit (spec §4 "Theme: dark or light, persisted"). */
export function chooseTheme(theme: Theme): void {
  applyTheme(theme);
  themeStore.set(theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage may be unavailable (private mode): the theme still applies to this visit
  }
}

export const useTheme = (): Theme => useValue(themeStore);
