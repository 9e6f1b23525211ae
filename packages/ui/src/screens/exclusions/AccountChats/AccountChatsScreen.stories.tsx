import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_TEXTS, scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { localeOf } from '../../../storySupport/location.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { AccountChatsScreen } from './AccountChatsScreen.tsx';

// accounts/2/chats replaying the accountChats recording (docs/mocks.md): every new chat, nobody assigned; new chats
// only from known authors given to a member; a save begun before it refused (409).
const meta = {
  title: 'Screens/Exclusions/AccountChats',
  component: AccountChatsScreen,
  parameters: { layout: 'fullscreen', route: '/settings/accounts/2/chats', session: 'signedIn', recorded: ['accountChats'] },
} satisfies Meta<typeof AccountChatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.accountChats);
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;

export const NoAccess: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.accountChats.forbidden),
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(MOCK_TEXTS[localeOf(globals)].forbidden);
  },
};

export const Ready: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const newChats = await canvas.findByRole('combobox', { name: t('accounts:exclusions.chats.newChats') }, { timeout: 5000 });
    await expect(newChats).toHaveValue('all');
    await expect(canvas.getByRole('combobox', { name: t('accounts:exclusions.chats.assignee') })).toHaveValue('nobody');
    await expect(canvas.getByRole('heading', { level: 1, name: /Zerno Bot/ })).toBeInTheDocument();
  },
};

export const SavesNewChatsAndTheirAssignee: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const newChats = await canvas.findByRole('combobox', { name: t('accounts:exclusions.chats.newChats') }, { timeout: 5000 });
    await userEvent.selectOptions(newChats, 'known_authors');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('accounts:exclusions.chats.assignee') }), 'user:2');
    await userEvent.click(canvas.getByRole('button', { name: t('accounts:exclusions.chats.save') }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('accounts:exclusions.saved'));
    await expect(canvas.getByRole('combobox', { name: t('accounts:exclusions.chats.assignee') })).toHaveValue('user:2');
  },
};

export const ShowsTheirSettingsWhenASaveWasBegunBeforeAnother: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const newChats = await canvas.findByRole('combobox', { name: t('accounts:exclusions.chats.newChats') }, { timeout: 5000 });
    await userEvent.selectOptions(newChats, 'none');
    await userEvent.click(canvas.getByRole('button', { name: t('accounts:exclusions.chats.save') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MOCK_TEXTS[localeOf(globals)].exclusionsConflict);
    await expect(canvas.getByRole('combobox', { name: t('accounts:exclusions.chats.newChats') })).toHaveValue('known_authors');
  },
};
