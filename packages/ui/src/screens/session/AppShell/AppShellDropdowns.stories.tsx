import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { expectNavigatedTo, localeOf } from '../../../storySupport/location.ts';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { AppShell } from './AppShell.tsx';
import { partnerConfig, shellArgs, shellParameters, viewport } from './appShellStorySupport.tsx';
import { SHELL_TEXTS as T } from './appShellTexts.ts';

// The top bar's dropdowns (spec §2.5, §6), each opened, in Russian and in English.
const meta = {
  title: 'Screens/Session/AppShell/Dropdowns',
  component: AppShell,
  args: shellArgs(),
  parameters: shellParameters,
  globals: viewport('desktop'),
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const english = { ...viewport('desktop'), locale: 'en' };

const openErrors: Story['play'] = async ({ canvasElement, globals }) => {
  const t = T[localeOf(globals)];
  await userEvent.click(await within(canvasElement).findByRole('button', { name: t.errors1 }));
  const menu = await screen.findByRole('menu');
  await expect(within(menu).getByRole('group', { name: t.errorsTitle })).toBeInTheDocument();
  const account = within(menu).getByRole('menuitem', { name: /zerno\.coffee/ });
  // The network's 'Token expired, reconnect the account', in the console's language (format/networkError.ts).
  await expect(account).toHaveTextContent(storyT(globals)('shell:networkError.tokenExpired'));
  await expect(account).toHaveAttribute('href', '/settings/accounts/3');
  await expect(within(account).getByRole('img', { name: 'Instagram' })).toBeInTheDocument();
};

// spec §2.5, §6: the errors dropdown lists the accounts in error; choosing one opens its settings.
export const WithAccountErrors: Story = { tags: ['shot-variants'], play: openErrors };

export const ErrorsDropdownInEnglish: Story = { tags: ['shot'], globals: english, play: openErrors };

export const OpensTheBrokenAccountFromTheErrorsDropdown: Story = {
  play: async (context) => {
    await openErrors(context);
    await userEvent.click(screen.getByRole('menuitem', { name: /zerno\.coffee/ }));
    await expectNavigatedTo(context.loaded, '/settings/accounts/3');
  },
};

// quality.md: an account's name and error come from the network: shown as text.
export const SeveralAccountErrorsShownAsText: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.objects.severalErrors),
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: T[localeOf(globals)].errors2 }));
    const hostile = await screen.findByRole('menuitem', { name: /<img src=x onerror=alert\(1\)> Зерно/ });
    await expect(hostile.querySelector('img')).toBeNull();
    await expect(hostile).toHaveTextContent('Сообщество заблокировано ВКонтакте');
  },
};

export const NoAccountErrors: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.objects.noErrors),
  play: async ({ canvasElement, globals }) => {
    const t = T[localeOf(globals)];
    await within(canvasElement).findByRole('button', { name: t.userMenu });
    await expect(within(canvasElement).queryByRole('button', { name: /ошибк|error/ })).toBeNull();
  },
};

const openSettings: Story['play'] = async ({ canvasElement, globals }) => {
  const t = T[localeOf(globals)];
  const trigger = await within(canvasElement).findByRole('button', { name: t.settings });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', { name: t.settings });
  const items = within(menu).getAllByRole('menuitem');
  // spec §2.5: all 21 entries for an administrator of a special-tariff space with every setting.
  await expect(items).toHaveLength(21);
  await expect(items[0]).toHaveAccessibleName(t.accounts);
  await expect(items[0]).toHaveAttribute('href', '/settings/accounts');
  await waitFor(() => expect(items[0]).toHaveFocus());
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  await expect(items[2]).toHaveAccessibleName(t.workingSchedule);
  await expect(items[2]).toHaveFocus();
};

export const SettingsDropdownOpened: Story = { tags: ['shot'], play: openSettings };

export const SettingsDropdownInEnglish: Story = { tags: ['shot'], globals: english, play: openSettings };

const openUser: Story['play'] = async ({ canvasElement, globals }) => {
  const t = T[localeOf(globals)];
  await userEvent.click(await within(canvasElement).findByRole('button', { name: t.userMenu }));
  const menu = await screen.findByRole('menu', { name: t.userMenu });
  await expect(menu).toHaveTextContent('admin@demo.local');
  await expect(within(menu).getByRole('menuitem', { name: t.profile })).toHaveAttribute('href', '/settings/profile');
  await expect(within(menu).getByRole('menuitemradio', { name: t.light })).toHaveAttribute('aria-checked', 'true');
  // spec §2.5: the FAQ of the interface language, in a new tab.
  const help = within(menu).getByRole('menuitem', { name: t.help });
  await expect(help).toHaveAttribute('href', `https://help.example/${localeOf(globals)}/faq`);
  await expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(within(menu).queryByRole('menuitem', { name: t.referral })).toBeNull();
};

export const UserDropdownOpened: Story = { tags: ['shot'], play: openUser };

export const UserDropdownInEnglish: Story = { tags: ['shot'], globals: english, play: openUser };

// spec §6: the referral programme is for partners only.
export const PartnerSeesTheReferralProgramme: Story = {
  beforeEach: ({ msw }) => void msw.use(partnerConfig),
  play: async ({ canvasElement, globals }) => {
    const t = T[localeOf(globals)];
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t.userMenu }));
    await expect(await screen.findByRole('menuitem', { name: t.referral })).toHaveAttribute('href', '/settings/referral');
  },
};

// spec §4: dark or light; the console persists the choice (the e2e test reloads).
export const SwitchesToTheDarkTheme: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = T[localeOf(globals)];
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t.userMenu }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: t.dark }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const LogsOutFromTheUserDropdown: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = T[localeOf(globals)];
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t.userMenu }));
    await userEvent.click(await screen.findByRole('menuitem', { name: t.logout }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
