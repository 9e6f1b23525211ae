import { storyT } from '../../../components/storySupport/storyLocale.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ErrorsMenu } from './ErrorsMenu.tsx';

const localeOf = (globals: Record<string, unknown>) => (globals['locale'] === 'en' ? 'en' : 'ru');
const TEXTS = {
  ru: {
    one: '1 аккаунт с ошибкой',
    two: '2 аккаунта с ошибкой',
    title: 'Аккаунты с ошибками',
    instagram: 'Instagram',
    tokenExpired: 'Доступ к аккаунту истёк: переподключите его',
    own: 'Ответ сети: «Unsupported get request (#100)»',
  },
  en: {
    one: '1 account with an error',
    two: '2 accounts with an error',
    title: 'Accounts with errors',
    instagram: 'Instagram',
    tokenExpired: 'Access to the account expired: reconnect it',
    own: 'The network says: “Unsupported get request (#100)”',
  },
} as const;

const broken = {
  id: 3,
  name: 'zerno.coffee',
  provider: 'instagram',
  error: 'Token expired, reconnect the account',
  href: '/settings/accounts/3',
};

const meta = {
  title: 'Components/ErrorsMenu',
  component: ErrorsMenu,
  args: { accounts: [broken] },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ErrorsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneAccount: Story = { tags: ['shot'] };

export const ListsTheAccountsWithTheirErrors: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.one }));
    const item = await screen.findByRole('menuitem', { name: /zerno\.coffee/ });
    await expect(item).toHaveAttribute('href', '/settings/accounts/3');
    // A known network error reads in the console's language, not the network's English.
    await expect(item).toHaveTextContent(texts.tokenExpired);
    await expect(item).not.toHaveTextContent('Token expired');
    await expect(within(item).getByRole('img', { name: texts.instagram })).toBeInTheDocument();
    await expect(screen.getByRole('group', { name: texts.title })).toBeInTheDocument();
    // The errors page lists them all (spec §2.4 errors).
    await expect(screen.getByRole('menuitem', { name: storyT(globals)('shell:errorsMenu.all') })).toHaveAttribute(
      'href',
      '/settings/errors',
    );
  },
};

// An error the console does not know is shown as the network sent it, marked as the network's own words.
export const UnknownErrorMarkedAsTheNetworks: Story = {
  tags: ['shot'],
  args: { accounts: [{ ...broken, error: 'Unsupported get request (#100)' }] },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.one }));
    await expect(await screen.findByRole('menuitem', { name: /zerno\.coffee/ })).toHaveTextContent(texts.own);
  },
};

// quality.md: names and texts from the networks are hostile: shown as text, and long ones wrap.
export const ShowsHostileTextAsText: Story = {
  args: {
    accounts: [
      broken,
      {
        id: 9,
        name: '<img src=x onerror=alert(1)>',
        provider: 'vk',
        error: `<b>${'Сообщество заблокировано'.repeat(8)}</b>`,
        href: '/settings/accounts/9',
      },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: TEXTS[localeOf(globals)].two }));
    const item = await screen.findByRole('menuitem', { name: /<img src=x onerror=alert\(1\)>/ });
    await expect(item.querySelector('img, b')).toBeNull();
    const popover = item.closest('[data-trigger="MenuTrigger"]') ?? item.parentElement!;
    await expect(popover.scrollWidth).toBeLessThanOrEqual(popover.clientWidth + 1);
  },
};

// spec §2.5: hidden when no account has an error.
export const HiddenWithoutErrors: Story = {
  tags: ['shot'],
  args: { accounts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
