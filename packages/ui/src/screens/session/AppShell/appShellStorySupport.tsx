import { http, HttpResponse } from 'msw';
import { fn } from 'storybook/test';
import type { ConfigResponse, Counts } from '@console/api/contract';
import { recordedRead } from '@console/api/mocks';
import type { ShellHistory } from './browserHistory.ts';

// Widths of spec §2.5 for the stories (the story tests resize the browser to the chosen one).
export const SHELL_VIEWPORTS = {
  desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' } },
  laptop: { name: 'Laptop 1280', styles: { width: '1280px', height: '800px' } },
  tablet: { name: 'Tablet 900', styles: { width: '900px', height: '1000px' } },
  phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' } },
  narrow: { name: 'Phone 320', styles: { width: '320px', height: '640px' } },
} as const;

export const viewport = (value: keyof typeof SHELL_VIEWPORTS) => ({ viewport: { value, isRotated: false } });

/**
 * The story is shown at the width its `viewport` global names (the story tests resize to it); the visual check also
 * shoots at 1280 and 375 px, where a play skips the steps that are about another width's layout.
 */
export const atStoryViewport = (globals: Record<string, unknown>): boolean => {
  const value = (globals['viewport'] as { value?: keyof typeof SHELL_VIEWPORTS } | undefined)?.value;
  return value !== undefined && window.innerWidth === Number.parseInt(SHELL_VIEWPORTS[value].styles.width, 10);
};

// The recorded config of a test-seed user (docs/mocks.md, "The world"), for the workspace states the seed has not.
const adminConfig = () => recordedRead<ConfigResponse>('administrator', '/v1/config');
const readerConfig = () => recordedRead<ConfigResponse>('reader', '/v1/config');

/** What the recorded world counts for the administrator (GET v1/counts). */
export const recordedCounts = () => recordedRead<Counts>('administrator', '/v1/counts');

/** GET v1/config for the administrator as a partner (spec §6: the referral programme). */
export const partnerConfig = http.get('*/v1/config', () =>
  HttpResponse.json({ ...adminConfig(), user: { ...adminConfig().user, is_partner: true } }),
);

/** GET v1/config for a reader whose only space has every optional section off. */
export const basicReaderConfig = http.get('*/v1/config', () => {
  const config = readerConfig();
  const space = config.spaces[0]!;
  return HttpResponse.json({
    ...config,
    spaces: [
      {
        ...space,
        name: 'Basic workspace',
        tariff: { id: 1, name: 'Start' },
        settings: {
          ...space.settings,
          analytics: false,
          youscan: false,
          csi_menu: false,
          qa: false,
          issues: { assigned_to: null, statuses: [] },
          monitoring_count: false,
        },
      },
    ],
  });
});

/** GET v1/config without spaces (a user whose workspace is not set up). */
export const noSpacesConfig = http.get('*/v1/config', () => HttpResponse.json({ ...adminConfig(), spaces: [] }));

/** A history with (or without) an earlier page of the console, recording calls to back(). */
export function fakeHistory(canGoBack: boolean): ShellHistory & { backs: number } {
  const history = { backs: 0, canGoBack: () => canGoBack, back: () => void (history.backs += 1) };
  return history;
}

// The page inside the shell in these stories (the real pages bring their own main landmark and heading).
export function StoryPage() {
  return (
    <main style={{ padding: 24 }}>
      <h1 style={{ marginTop: 0 }}>Page</h1>
      <p>The page of the current route is shown here.</p>
    </main>
  );
}

/** The shell's props in the stories: the console's product name and FAQ links, a light theme, recorded callbacks. */
export const shellArgs = () => ({
  productName: 'Omnidesk Console',
  faqUrl: { ru: 'https://help.example/ru/faq', en: 'https://help.example/en/faq' },
  theme: 'light' as const,
  onThemeChange: fn(),
  onLogout: fn(),
  history: fakeHistory(false),
  children: <StoryPage />,
});

export const shellParameters = { layout: 'fullscreen', route: '/', session: 'signedIn', viewport: { options: SHELL_VIEWPORTS } };
