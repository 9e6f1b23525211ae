import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_TEXTS, scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { localeOf } from '../../../storySupport/location.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { AccountExcludeMessagesScreen } from './AccountExcludeScreen.tsx';

// accounts/2/exclude_messages replaying the messageExclusions recording (docs/mocks.md): the Telegram bot's empty
// rules and its chat authors; a word and an author saved; a save begun before them refused (409). accounts/5 (WhatsApp)
// opens with lists. Private messages have no posts.
const meta = {
  title: 'Screens/Exclusions/AccountExcludeMessages',
  component: AccountExcludeMessagesScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/settings/accounts/2/exclude_messages',
    session: 'signedIn',
    recorded: ['messageExclusions'],
  },
} satisfies Meta<typeof AccountExcludeMessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.messageExclusions);
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;

export const NoAccess: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.messageExclusions.forbidden),
  play: async ({ canvasElement, globals }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(MOCK_TEXTS[localeOf(globals)].forbidden);
  },
};

export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Zerno Bot/ }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByText(t('accounts:exclusions.words.none'))).toBeInTheDocument();
    await expect(canvas.getByText(t('accounts:exclusions.authors.none'))).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: t('accounts:exclusions.posts.field') })).toBeNull();
  },
};

export const Lists: Story = {
  tags: ['shot'],
  parameters: { route: '/settings/accounts/5/exclude_messages' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const words = await canvas.findByRole('list', { name: t('accounts:exclusions.words.title') }, { timeout: 5000 });
    await expect(within(words).getAllByRole('listitem')).toHaveLength(2);
    await expect(
      within(canvas.getByRole('list', { name: t('accounts:exclusions.authors.title') })).getAllByRole('listitem'),
    ).toHaveLength(1);
  },
};

export const AddsAWordAndAnAuthor: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: t('accounts:exclusions.words.field') }, { timeout: 5000 }),
      'казино',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('accounts:exclusions.words.add') }));
    await expect(await canvas.findByRole('list', { name: t('accounts:exclusions.words.title') })).toHaveTextContent('казино');
    const choices = await canvas.findByRole('list', { name: t('accounts:exclusions.authors.choices') });
    await userEvent.click(within(choices).getAllByRole('button')[0]!);
    const authors = await canvas.findByRole('list', { name: t('accounts:exclusions.authors.title') });
    await expect(within(authors).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const ShowsTheirRulesWhenASaveWasBegunBeforeAnother: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: t('accounts:exclusions.words.field') }, { timeout: 5000 }),
      'кредит',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('accounts:exclusions.words.add') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MOCK_TEXTS[localeOf(globals)].exclusionsConflict);
    await expect(await canvas.findByRole('list', { name: t('accounts:exclusions.words.title') })).toHaveTextContent('казино');
  },
};
