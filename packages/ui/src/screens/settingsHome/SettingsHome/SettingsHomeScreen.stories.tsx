import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { expectNavigatedTo, localeOf } from '../../../storySupport/location.ts';
import { recordedConfigWith } from '../../../storySupport/workspace.ts';
import { SettingsHomeScreen } from './SettingsHomeScreen.tsx';

const TEXTS = {
  ru: {
    title: 'Настройки',
    retry: 'Повторить',
    accounts: 'Аккаунты',
    templates: 'Шаблоны ответов',
    profile: 'Профиль',
    referral: 'Партнёрская программа',
  },
  en: {
    title: 'Settings',
    retry: 'Try again',
    accounts: 'Accounts',
    templates: 'Reply templates',
    profile: 'Profile',
    referral: 'Referral programme',
  },
} as const;

const OPERATOR = 'operator@demo.local';

// spec §2.4 '' (settings-page) against the recorded world; the sections follow the user's roles and spaces.
const meta = {
  title: 'Screens/SettingsHome/SettingsHome',
  component: SettingsHomeScreen,
  parameters: { layout: 'fullscreen', route: '/settings', session: 'signedIn' },
} satisfies Meta<typeof SettingsHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.config.slow),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.config.serverError500),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: TEXTS[localeOf(globals)].retry })).toBeInTheDocument();
  },
};

export const ForAnAdministrator: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: new RegExp(`^${texts.accounts}`) })).toHaveAttribute(
      'href',
      '/settings/accounts',
    );
    await expect(linkNames(canvasElement)).toHaveLength(26);
    await expect(canvas.queryByRole('link', { name: new RegExp(texts.referral) })).toBeNull();
  },
};

export const ForAnOperatorWithOnlyTemplates: Story = {
  tags: ['shot'],
  parameters: { session: { email: OPERATOR } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: new RegExp(TEXTS[localeOf(globals)].templates) });
    await expect(linkNames(canvasElement)).toEqual([
      '/settings/templates',
      '/settings/profile',
      '/settings/config',
      '/settings/notifications',
    ]);
  },
};

export const ForAPartner: Story = {
  tags: ['shot'],
  parameters: { session: { email: 'reader@demo.local' } },
  // The test seed has no partner: the reader's recorded config, marked as one.
  beforeEach: ({ msw }) =>
    void msw.use(recordedConfigWith('reader', (config) => ({ ...config, user: { ...config.user, is_partner: true } }))),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: new RegExp(TEXTS[localeOf(globals)].referral) }),
    ).toHaveAttribute('href', '/settings/referral');
  },
};

export const OpensASectionWhenItsCardIsPressed: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: new RegExp(TEXTS[localeOf(globals)].profile) }));
    await expectNavigatedTo(loaded, '/settings/profile');
  },
};
