import type { SignedInFrameProps } from '@console/ui/screens/session';
import { useRuntimeConfig } from './runtimeConfig.tsx';
import { chooseTheme, useTheme } from './theme.ts';

// What the app shell takes from the app (issue 4): runtime config and the persisted theme. Other features' top-bar
// menus (statusMenu, billingMenu, savedFiltersMenu) are wired here when they are merged.
export function useShellOptions(): SignedInFrameProps['shell'] {
  const { productName, faqUrl } = useRuntimeConfig();
  const theme = useTheme();
  return { productName, faqUrl, theme, onThemeChange: chooseTheme };
}
