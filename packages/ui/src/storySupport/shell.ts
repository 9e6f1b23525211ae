import { fn } from 'storybook/test';
import type { SignedInFrameProps } from '../screens/session/SignedInFrame/SignedInFrame.tsx';

// What the console gives the signed-in frame's app shell (apps/console/src/app/shellOptions.ts), for stories.
export const storyShell = (): SignedInFrameProps['shell'] => ({
  productName: 'Omnidesk Console',
  faqUrl: { ru: 'https://help.example/ru/faq', en: 'https://help.example/en/faq' },
  theme: 'light',
  onThemeChange: fn(),
});
