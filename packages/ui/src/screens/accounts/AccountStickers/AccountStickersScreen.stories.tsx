import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { serverText } from '@console/locales/server';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { localeOf } from '../../../storySupport/location.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { AccountStickersScreen } from './AccountStickersScreen.tsx';

// /settings/accounts/{id}/stickers replaying the accountStickers recording (docs/mocks.md): the test seed's Telegram bot
// (2) with the sandbox's three Telegram sets on, and a Google Maps account (4), whose network has none.
const meta = {
  title: 'Screens/Accounts/AccountStickers',
  component: AccountStickersScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/settings/accounts/2/stickers',
    session: 'signedIn',
    recorded: ['accountStickers'],
  },
} satisfies Meta<typeof AccountStickersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.accountStickers);
// Tags written here: Storybook's indexer reads a story's tags from its literal, not from a spread.
export const Loading: Story = { ...states.Loading, tags: ['shot'] };
export const Error: Story = { ...states.Error, tags: ['shot'] };

const group = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).findByRole('group', { name: label }, { timeout: 5000 });

// A member who may not manage this account: the server's 403 text, with Retry.
export const NoAccess: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.accountStickers.forbidden),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      serverText('forbidden', localeOf(globals)),
    );
  },
};

// Every set of the network is offered until the administrator turns some off; each shows its stickers.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const boxes = within(await group(canvasElement, t('accounts:edit.stickers.group'))).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(3);
    for (const box of boxes) await expect(box).toBeChecked();
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(15));
    const nav = within(canvasElement).getByRole('navigation', { name: t('accounts:edit.subnav.label') });
    await expect(within(nav).getByRole('link', { name: t('accounts:edit.subnav.stickers') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

const mint = (t: ReturnType<typeof storyT>) => t('accounts:edit.stickers.set', { name: 'Mint', count: 4 });
const berry = (t: ReturnType<typeof storyT>) => t('accounts:edit.stickers.set', { name: 'Berry', count: 6 });

// Mint turned off and saved: the chats of the account no longer offer its stickers.
export const TurnsASetOff: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const sets = within(await group(canvasElement, t('accounts:edit.stickers.group')));
    await userEvent.click(sets.getByRole('checkbox', { name: mint(t) }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('accounts:edit.stickers.save') }));
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('accounts:edit.saved')));
    await expect(sets.getByRole('checkbox', { name: mint(t) })).not.toBeChecked();
    await expect(within(canvasElement).getByText(t('accounts:edit.stickers.offered', { count: 2, total: 3 }))).toBeVisible();
  },
};

// Another administrator saved since the page loaded: the save is refused with the server's text, the switches stay.
export const Conflict: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const sets = within(await group(canvasElement, t('accounts:edit.stickers.group')));
    await userEvent.click(sets.getByRole('checkbox', { name: mint(t) }));
    await userEvent.click(sets.getByRole('checkbox', { name: berry(t) }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('accounts:edit.stickers.save') }));
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      serverText('accountConflict', localeOf(globals)),
    );
    await expect(sets.getByRole('checkbox', { name: berry(t) })).not.toBeChecked();
  },
};

// A network without sticker sets says so.
export const NoStickers: Story = {
  tags: ['shot'],
  parameters: { route: '/settings/accounts/4/stickers' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(
      await within(canvasElement).findByText(
        t('accounts:edit.stickers.none', { network: 'Google Maps reviews' }),
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  },
};
