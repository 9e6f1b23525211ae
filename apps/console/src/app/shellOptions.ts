import type { SignedInFrameProps } from '@console/ui/screens/session';
import { useRuntimeConfig } from './runtimeConfig.tsx';
import { chooseTheme, useTheme } from './theme.ts';

// What the app shell takes from the app: runtime config and the persisted theme. The features' top-bar
// menus (status, billing, saved filters) are added by the signed-in frame, in its lazy chunk.
export function useShellOptions(): SignedInFrameProps['shell'] {
  const { productName, faqUrl } = useRuntimeConfig();
  const theme = useTheme();
  return { productName, faqUrl, theme, onThemeChange: chooseTheme };
}
