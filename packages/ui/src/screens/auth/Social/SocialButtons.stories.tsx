import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localeOf } from '../../../storySupport/location.ts';
import { SocialButtons } from './SocialButtons.tsx';

const ORIGIN = 'https://console.test';
const SANDBOX = (provider: string) => ({
  clientId: 'sandbox-console',
  authorizeUrl: `${ORIGIN}/sandbox/social/${provider}/authorize`,
});
const ALL = {
  vk: SANDBOX('vk'),
  vkid: SANDBOX('vkid'),
  google: SANDBOX('google'),
  facebook: SANDBOX('facebook'),
  yandex: SANDBOX('yandex'),
};

const meta = {
  title: 'Screens/Auth/SocialButtons',
  component: SocialButtons,
  args: { social: ALL, origin: ORIGIN },
} satisfies Meta<typeof SocialButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAMES = {
  ru: ['Войти через ВКонтакте', 'Войти через Яндекс', 'Войти через Facebook', 'Войти через Google'],
  en: ['Sign in with Facebook', 'Sign in with Google'],
};

// spec §2.1: VK and Yandex only in Russian locales, Facebook and Google in all.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.querySelector('svg')?.getAttribute('aria-label'))).toEqual(NAMES[localeOf(globals)]);
  },
};

export const AsksForACodeWithTheEmailScopeAndKeepsTheRedirect: Story = {
  args: { redirect: '/settings/billing?space_id=2', promocode: 'BONUS30' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement)
      .getAllByRole('link')
      .find((l) => l.dataset['provider'] === 'google');
    const url = new URL(link?.getAttribute('href') ?? '');
    await expect(url.origin + url.pathname).toBe(`${ORIGIN}/sandbox/social/google/authorize`);
    await expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'sandbox-console',
      redirect_uri: `${ORIGIN}/login/google?promocode=BONUS30`,
      response_type: 'code',
      scope: 'email',
      state: 'redirect:/settings/billing?space_id=2',
    });
  },
};

export const OnlyConfiguredProviders: Story = {
  tags: ['shot'],
  args: { social: { google: { clientId: 'real-google-client' } } },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]?.getAttribute('href')).toMatch(
      /^https:\/\/accounts\.google\.com\/o\/oauth2\/v2\/auth\?client_id=real-google-client&/,
    );
  },
};

export const Empty: Story = {
  tags: ['shot'],
  args: { social: {} },
  play: async ({ canvasElement }) => expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0),
};

export const LinkFromTheProfile: Story = {
  tags: ['shot'],
  args: { intent: 'link' },
  play: async ({ canvasElement, globals }) => {
    const names = within(canvasElement)
      .getAllByRole('link')
      .map((link) => link.querySelector('svg')?.getAttribute('aria-label'));
    await expect(names).toContain(localeOf(globals) === 'en' ? 'Link Google' : 'Привязать Google');
  },
};
