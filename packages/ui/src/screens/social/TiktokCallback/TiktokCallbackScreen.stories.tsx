import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { localeOf } from '../../../storySupport/location.ts';
import { TiktokCallbackScreen } from './TiktokCallbackScreen.tsx';

// The story's own origin is the third configured host (local development in a deployment).
const OWN = window.location.origin;
const HOSTS = ['https://console.example', 'https://app.example', OWN];
const forward = fn();
const deliver = fn();

const TEXTS = {
  ru: { done: 'TikTok ответил. Это окно можно закрыть.', host: 'Этот адрес не входит в адреса консоли' },
  en: { done: 'TikTok answered. This window can be closed.', host: 'This address is not one of the console' },
};

const meta = {
  title: 'Screens/Social/TiktokCallback',
  component: TiktokCallbackScreen,
  args: { redirectHosts: HOSTS, effects: { forward, deliver } },
  parameters: { layout: 'fullscreen', route: '/callback/tiktok?code=tt-code' },
  beforeEach: () => {
    forward.mockClear();
    deliver.mockClear();
  },
} satisfies Meta<typeof TiktokCallbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HandsTheCodeToTheOpener: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(TEXTS[localeOf(globals)].done);
    await waitFor(() => expect(deliver).toHaveBeenCalledWith({ code: 'tt-code' }));
  },
};

export const MissingCode: Story = {
  tags: ['shot-variants'],
  parameters: { route: '/callback/tiktok' },
  play: async ({ canvasElement, globals }) => {
    // spec §2.2, §8: 'Отсутствует параметр code' is the Russian text; English shows its translation.
    const missingCode = storyT(globals)('social:tiktok.missingCode');
    if (localeOf(globals) === 'ru') await expect(missingCode).toBe('Отсутствует параметр code');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(missingCode);
    await waitFor(() => expect(deliver).toHaveBeenCalledWith({ error: missingCode }));
  },
};

export const ForwardsToTheOpenersHost: Story = {
  parameters: { route: `/callback/tiktok?code=tt-code&state=${encodeURIComponent('https://app.example')}` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
    await waitFor(() =>
      expect(forward).toHaveBeenCalledWith('https://app.example/callback/tiktok?code=tt-code&state=https%3A%2F%2Fapp.example'),
    );
  },
};

export const RefusesAnotherHost: Story = {
  parameters: { route: `/callback/tiktok?code=tt-code&state=${encodeURIComponent('https://evil.example')}` },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(TEXTS[localeOf(globals)].host);
    await expect(forward).not.toHaveBeenCalled();
    await expect(deliver).not.toHaveBeenCalled();
  },
};
