import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AccountSettings } from '@console/api/contract';
import { RECORDINGS, scenarios } from '@console/api/mocks';
import { ACCOUNT_POPUP_MESSAGE } from '@console/machines/rules/accountCallback';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { expectNavigatedTo, localeOf } from '../../../storySupport/location.ts';
import { serverText } from '@console/locales/server';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import type { OpenPopup } from '../popup.ts';
import { AccountEditScreen } from './AccountEditScreen.tsx';

// /settings/accounts/{id} replaying the accountEdit recording (docs/mocks.md): the test seed's VK account (1), renamed
// meanwhile by another administrator in the recording, and the Instagram account in error (3).
const meta = {
  title: 'Screens/Accounts/AccountEdit',
  component: AccountEditScreen,
  args: { openPopup: fn<OpenPopup>(() => null) },
  parameters: { layout: 'fullscreen', route: '/settings/accounts/1', session: 'signedIn', recorded: ['accountEdit'] },
} satisfies Meta<typeof AccountEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const recorded = (id: number): AccountSettings =>
  RECORDINGS.accountEdit.steps.find((step) => step.path === `/v1/objects/${id}/settings`)!.answer as AccountSettings;
const VK = recorded(1);
const BROKEN = recorded(3);

const nameField = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).findByRole('textbox', { name: label }, { timeout: 5000 });

const states = settingsPageStates<Story>(scenarios.accountSettings);
// Tags written here: Storybook's indexer reads a story's tags from its literal, not from a spread.
export const Loading: Story = { ...states.Loading, tags: ['shot'] };
export const Error: Story = { ...states.Error, tags: ['shot'] };

// A member who may not manage this account: the server's 403 text, with Retry.
export const NoAccess: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.accountSettings.forbidden),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      serverText('forbidden', localeOf(globals)),
    );
  },
};

// The account as saved: its name, company, the catalogue's description and flag settings, and the sub-pages VK has.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(await nameField(canvasElement, t('accounts:edit.form.name'))).toHaveValue(VK.object.name);
    await expect(canvas.getByText(t('accounts:edit.description.both', { network: 'ВКонтакте' }))).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: t('accounts:edit.flags.comments.label') })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: t('accounts:edit.flags.messages.label') })).toBeChecked();
    const nav = canvas.getByRole('navigation', { name: t('accounts:edit.subnav.label') });
    for (const page of ['settings', 'exclude', 'exclude_messages', 'chats', 'stickers', 'reactions'])
      await expect(within(nav).getByRole('link', { name: t(`accounts:edit.subnav.${page}`) })).toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: t('accounts:edit.subnav.settings') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

// Renamed and saved: the server's answer is shown, and the status says so.
export const Saved: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const name = await nameField(canvasElement, t('accounts:edit.form.name'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Зерно ВКонтакте');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('accounts:edit.form.save') }));
    await waitFor(() => expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent(t('accounts:edit.saved')));
    await expect(await nameField(canvasElement, t('accounts:edit.form.name'))).toHaveValue('Зерно ВКонтакте');
  },
};

// The name is required before the server is asked.
export const Validation: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await userEvent.clear(await nameField(canvasElement, t('accounts:edit.form.name')));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('accounts:edit.form.save') }));
    await expect(await within(canvasElement).findByText(t('accounts:edit.form.nameRequired'))).toBeInTheDocument();
  },
};

// Another administrator saved the account after this form opened: the save is refused with their text, the edit stays.
export const Conflict: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const name = await nameField(canvasElement, t('accounts:edit.form.name'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Кофейня Зерно');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('accounts:edit.form.save') }));
    const refusal = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await waitFor(() => expect(refusal.textContent ?? '').not.toBe(''));
    await expect(name).toHaveValue('Кофейня Зерно');
  },
};

// Removing says first how many comments and chats go with the account.
export const SaysWhatRemovingDoes: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await nameField(canvasElement, t('accounts:edit.form.name'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('accounts:edit.connection.remove') }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('accounts:edit.connection.items', { count: VK.counts.items }));
    await expect(dialog).toHaveTextContent(t('accounts:edit.connection.chats', { count: VK.counts.chats }));
  },
};

// Disconnecting says first that the comments and chats stay.
export const SaysWhatDisconnectingDoes: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await nameField(canvasElement, t('accounts:edit.form.name'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('accounts:edit.connection.disconnect') }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('accounts:edit.connection.items', { count: VK.counts.items }));
  },
};

// An account in error: the network's error, and a reconnect through its provider's popup (as on the accounts page).
export const ReconnectsInError: Story = {
  tags: ['shot'],
  parameters: { route: `/settings/accounts/${BROKEN.object.id}` },
  args: {
    openPopup: fn<OpenPopup>(() => {
      setTimeout(
        () =>
          window.postMessage(
            {
              type: ACCOUNT_POPUP_MESSAGE,
              provider: BROKEN.object.provider,
              ok: true,
              object: { id: BROKEN.object.id, name: BROKEN.object.name, provider: BROKEN.object.provider },
              created: false,
            },
            window.location.origin,
          ),
        50,
      );
      return {} as Window;
    }),
  },
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('accounts:edit.connection.reconnect') }, { timeout: 5000 }),
    );
    const url = new URL(String((args.openPopup as ReturnType<typeof fn>).mock.calls[0]?.[0]));
    await expect(url.searchParams.get('login_hint')).toBe(BROKEN.object.provider_id);
    await waitFor(() => expect(canvas.getByText(t('accounts:edit.connection.reconnected'))).toBeInTheDocument());
  },
};

// The list is one link away.
export const LinksBackToTheList: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const t = storyT(globals);
    await userEvent.click(await within(canvasElement).findByRole('link', { name: t('accounts:edit.back') }, { timeout: 5000 }));
    await expectNavigatedTo(loaded, '/settings/accounts', 5000);
  },
};
