import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { TELEGRAM_REACTIONS } from '@console/api/contract';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { AccountReactionsScreen } from './AccountReactionsScreen.tsx';

// /settings/accounts/{id}/reactions replaying the accountReactions recording (docs/mocks.md): the test seed's Telegram
// bot (2) with every reaction of the Telegram list on, and a Google Maps account (4), whose network has none.
const meta = {
  title: 'Screens/Accounts/AccountReactions',
  component: AccountReactionsScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/settings/accounts/2/reactions',
    session: 'signedIn',
    recorded: ['accountReactions'],
  },
} satisfies Meta<typeof AccountReactionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.accountSettings);
// Tags written here: Storybook's indexer reads a story's tags from its literal, not from a spread.
export const Loading: Story = { ...states.Loading, tags: ['shot'] };
export const Error: Story = { ...states.Error, tags: ['shot'] };

const group = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).findByRole('group', { name: label }, { timeout: 5000 });

// Every reaction of the network's set is offered until the administrator turns some off.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const boxes = within(await group(canvasElement, t('accounts:edit.reactions.group'))).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(TELEGRAM_REACTIONS.length);
    for (const box of boxes) await expect(box).toBeChecked();
    const nav = within(canvasElement).getByRole('navigation', { name: t('accounts:edit.subnav.label') });
    await expect(within(nav).getByRole('link', { name: t('accounts:edit.subnav.reactions') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

// Thumbs-down turned off and saved: the chats of the account no longer offer it.
export const TurnsAReactionOff: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const reactions = within(await group(canvasElement, t('accounts:edit.reactions.group')));
    await userEvent.click(reactions.getByRole('checkbox', { name: '👎' }));
    await expect(reactions.getByRole('checkbox', { name: '👎' })).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('accounts:edit.reactions.save') }));
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('accounts:edit.saved')));
    await expect(
      within(canvasElement).getByText(
        t('accounts:edit.reactions.offered', { count: TELEGRAM_REACTIONS.length - 1, total: TELEGRAM_REACTIONS.length }),
      ),
    ).toBeInTheDocument();
  },
};

// A network without reactions on messages says so, and its sub-navigation has no reactions page.
export const NoReactions: Story = {
  tags: ['shot'],
  parameters: { route: '/settings/accounts/4/reactions' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(
      await within(canvasElement).findByText(
        t('accounts:edit.reactions.none', { network: 'Google Maps reviews' }),
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};
