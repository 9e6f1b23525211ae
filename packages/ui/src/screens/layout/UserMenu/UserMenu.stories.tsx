import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from './UserMenu.tsx';

const localeOf = (globals: Record<string, unknown>) => (globals['locale'] === 'en' ? 'en' : 'ru');
const TEXTS = {
  ru: { trigger: 'Меню пользователя: Anna Admin', dark: 'Тёмная тема', light: 'Светлая тема', help: /Помощь/, logout: 'Выйти' },
  en: { trigger: 'User menu: Anna Admin', dark: 'Dark theme', light: 'Light theme', help: /Help/, logout: 'Log out' },
} as const;

const meta = {
  title: 'Components/UserMenu',
  component: UserMenu,
  args: {
    user: { name: 'Anna Admin', email: 'admin@demo.local' },
    links: [
      { id: 'notifications-page', href: '/settings/notifications', label: 'Notifications', icon: 'bell' },
      { id: 'profile-page', href: '/settings/profile', label: 'Profile', icon: 'profile' },
      { id: 'user-setting-page', href: '/settings/config', label: 'My settings', icon: 'tune' },
    ],
    theme: 'light',
    onThemeChange: fn(),
    helpUrl: 'https://help.example/en/faq',
    onLogout: fn(),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { tags: ['shot'] };

export const ShowsWhoIsSignedInAndTheirPages: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: TEXTS[localeOf(globals)].trigger }));
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent('Anna Admin');
    await expect(menu).toHaveTextContent('admin@demo.local');
    await expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/settings/profile');
    await expect(screen.getByRole('menuitemradio', { name: TEXTS[localeOf(globals)].light })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const SwitchesToTheDarkTheme: Story = {
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: TEXTS[localeOf(globals)].trigger }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: TEXTS[localeOf(globals)].dark }));
    await expect(args.onThemeChange).toHaveBeenCalledOnce();
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
  },
};

// spec §2.5: help opens the FAQ in a new tab, without giving the page a handle on the console.
export const OpensHelpInANewTab: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: TEXTS[localeOf(globals)].trigger }));
    const help = await screen.findByRole('menuitem', { name: TEXTS[localeOf(globals)].help });
    await expect(help).toHaveAttribute('href', 'https://help.example/en/faq');
    await expect(help).toHaveAttribute('target', '_blank');
    await expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const LogsOut: Story = {
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: TEXTS[localeOf(globals)].trigger }));
    await userEvent.click(await screen.findByRole('menuitem', { name: TEXTS[localeOf(globals)].logout }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const ForAPartner: Story = {
  tags: ['shot'],
  args: {
    links: [
      { id: 'profile-page', href: '/settings/profile', label: 'Profile', icon: 'profile' },
      { id: 'referral-page', href: '/settings/referral', label: 'Referral programme', icon: 'gift' },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: TEXTS[localeOf(globals)].trigger }));
    await expect(await screen.findByRole('menuitem', { name: 'Referral programme' })).toHaveAttribute(
      'href',
      '/settings/referral',
    );
  },
};
