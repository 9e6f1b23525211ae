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
