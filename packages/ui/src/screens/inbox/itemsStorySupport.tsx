import type { Decorator } from '@storybook/react-vite';
import { createI18n } from '@console/locales';
import { FIXTURE_NOW, type MockState } from '@console/api/mocks';
import { NowProvider } from '../../data/now.tsx';
import { localeOf } from '../../storySupport/location.ts';

/** The items texts in the story's locale, from the same resources the screens use. */
export const itemsTexts = (globals: Record<string, unknown>) => {
  const locale = localeOf(globals);
  const i18n = createI18n(locale);
  return {
    locale,
    t: i18n.getFixedT(locale, 'items'),
    shell: i18n.getFixedT(locale, 'shell'),
    composer: i18n.getFixedT(locale, 'composer'),
  };
};

export const mockStateOf = (loaded: Record<string, unknown>): MockState => loaded['mockState'] as MockState;

export const atFixtureNow: Decorator = (Story) => (
  <NowProvider now={FIXTURE_NOW}>
    <Story />
  </NowProvider>
);

// Widths of spec §2.5 (the story tests resize the browser to the chosen one).
export const ITEMS_VIEWPORTS = {
  desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' } },
  phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' } },
  narrow: { name: 'Phone 320', styles: { width: '320px', height: '640px' } },
} as const;
export const viewport = (value: keyof typeof ITEMS_VIEWPORTS) => ({ viewport: { value, isRotated: false } });
