import type { TFunction } from 'i18next';
import { createI18n, type Locale } from '@console/locales';
import { breakpoints } from '../../theme/breakpoints.ts';

// Plays look texts up through the story's i18n resources (the `locale` global), so they pass in every locale the
// visual check shoots (ru + light, en + dark), not only in the story tests' Russian.
export function storyT(globals: Record<string, unknown>): TFunction {
  return createI18n((globals['locale'] as Locale | undefined) ?? 'ru').t;
}

// The visual check also shoots Screens/* at 375 px, where the shell moves its menus into the drawer.
export function isMobileWidth(): boolean {
  return window.innerWidth <= breakpoints.mobile;
}
