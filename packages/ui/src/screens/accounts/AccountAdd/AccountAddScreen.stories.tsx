import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { billingSpacesAnswer, MOCK_TEXTS, objectsAnswer, scenarios } from '@console/api/mocks';
import {
  ACCOUNT_POPUP_MESSAGE,
  ACCOUNT_POPUP_STORAGE_KEY,
  type AccountPopupResult,
} from '@console/machines/rules/accountCallback';
import { expectNavigatedTo } from '../../../storySupport/location.ts';
import { accountsTexts, recordedBillingSpace } from '../accountsStorySupport.ts';
import type { OpenPopup } from '../popup.ts';
import { AccountAddScreen } from './AccountAddScreen.tsx';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';

// /settings/accounts/add?company= replaying the accountAdd recording (providers, usage); `openPopup` stands in for
// window.open and answers as the popup would (a window message from the console's own origin).
const meta = {
  title: 'Screens/Accounts/AccountAdd',
  component: AccountAddScreen,
  args: { openPopup: fn<OpenPopup>(() => null) },
  parameters: {
    layout: 'fullscreen',
    route: '/settings/accounts/add?company=2',
    session: 'signedIn',
    recorded: ['accountAdd'],
  },
} satisfies Meta<typeof AccountAddScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CONNECTED: AccountPopupResult = {
  type: ACCOUNT_POPUP_MESSAGE,
  provider: 'vk',
  ok: true,
  object: { id: 41, name: 'Zerno Reviews', provider: 'vk' },
  created: true,
};

const limitFailure = (locale: 'ru' | 'en'): AccountPopupResult => ({
  type: ACCOUNT_POPUP_MESSAGE,
  provider: 'vk',
  ok: false,
  error: MOCK_TEXTS[locale].accountsLimitReached.replace('{limit}', '3'),
  error_type: 'accounts_limit_reached',
});

/** A popup that opens and, a moment later, posts `result` to its opener (this window, own origin). */
const popupAnswering = (result: AccountPopupResult) =>
  fn<OpenPopup>(() => {
    setTimeout(() => window.postMessage(result, window.location.origin), 50);
    return {} as Window;
  });

const vkButton = async (canvasElement: HTMLElement, globals: Record<string, unknown>) => {
  const { t } = accountsTexts(globals);
  return within(canvasElement).findByRole('button', { name: t('providers.vk') });
};

const states = settingsPageStates<Story>(scenarios.accountProviders);

// Tags written here: Storybook's indexer reads a story's tags from its literal, not from a spread.
export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

export const NoCompanies: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.objects.empty),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(accountsTexts(globals).t('add.noCompanies'))).toBeVisible();
  },
};

// Fourteen providers with a popup (TikTok the last); the company of the query is chosen.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    const canvas = within(canvasElement);
    await vkButton(canvasElement, globals);
    await expect(within(canvas.getByRole('region', { name: t('add.providers') })).getAllByRole('button')).toHaveLength(14);
    await expect(canvas.getByRole('combobox', { name: t('add.company') })).toHaveValue('2');
  },
};

export const OneCompany: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) =>
    void msw.use(
      objectsAnswer(
        [],
        [{ id: 1, space_id: 1, name: 'Зерно', settings: { items_assigned_to: null, status_open: true, tags_mode: 'any' } }],
      ),
    ),
  play: async ({ canvasElement, globals }) => {
    await vkButton(canvasElement, globals);
    await expect(within(canvasElement).queryByRole('combobox')).toBeNull();
  },
};

// The popup opens at the provider's page with the console's callback, the company and a code request.
export const OpensTheProviderPopup: Story = {
  args: { openPopup: fn<OpenPopup>(() => ({}) as Window) },
  play: async ({ canvasElement, globals, args }) => {
    const { t } = accountsTexts(globals);
    await userEvent.click(await vkButton(canvasElement, globals));
    await waitFor(() => expect(args.openPopup).toHaveBeenCalledOnce());
    const url = new URL(String((args.openPopup as ReturnType<typeof fn>).mock.calls[0]?.[0]));
    await expect(url.pathname).toBe('/sandbox/connect/vk');
    await expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/callback/vk`);
    await expect(url.searchParams.get('state')).toBe('company:2');
    await expect(url.searchParams.get('response_type')).toBe('code');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('add.waiting'));
  },
};

export const ConnectsAnAccountThroughThePopup: Story = {
  args: { openPopup: popupAnswering(CONNECTED) },
  play: async ({ canvasElement, globals, loaded }) => {
    await userEvent.click(await vkButton(canvasElement, globals));
    await expectNavigatedTo(loaded, '/settings/accounts/add/success?company=2&object_id=41');
  },
};

// quality.md: popup results are accepted only from the console's own origin.
export const IgnoresAMessageFromAnotherOrigin: Story = {
  args: { openPopup: fn<OpenPopup>(() => ({}) as Window) },
  play: async ({ canvasElement, globals, loaded }) => {
    const { t } = accountsTexts(globals);
    await userEvent.click(await vkButton(canvasElement, globals));
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: CONNECTED }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(loaded['location'] as { history: string[] }).toMatchObject({ history: ['/settings/accounts/add?company=2'] });
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('add.waiting'));
  },
};

export const PopupBlocked: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    await userEvent.click(await vkButton(canvasElement, globals));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('add.popupBlocked'));
  },
};

// spec §8: the server refused the account past the plan's limit; the popup handed its text on.
export const LimitReachedInThePopup: Story = {
  tags: ['shot-variants'],
  args: { openPopup: popupAnswering(limitFailure('ru')) },
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    await userEvent.click(await vkButton(canvasElement, globals));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(MOCK_TEXTS.ru.accountsLimitReached.replace('{limit}', '3'));
    await expect(within(alert).getByRole('link', { name: t('add.toBilling') })).toHaveAttribute('href', '/settings/billing');
  },
};

// spec §8: the company's space is already at its plan's account limit: the message, and no provider to press (a fixed
// answer: the test seed has no space at its limit that has a company).
export const LimitReached: Story = {
  tags: ['shot-variants'],
  beforeEach: ({ msw }) => {
    const space = recordedBillingSpace();
    msw.use(billingSpacesAnswer([{ ...space, usage: { ...space.usage, accounts: space.limits!.accounts } }]));
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    await expect(await within(canvasElement).findByText(t('add.limitReached', { limit: 30 }))).toBeVisible();
    await expect(await vkButton(canvasElement, globals)).toBeDisabled();
  },
};

export const DeniedInThePopup: Story = {
  tags: ['shot'],
  args: {
    openPopup: popupAnswering({
      type: ACCOUNT_POPUP_MESSAGE,
      provider: 'vk',
      ok: false,
      error: 'Пользователь отказал в доступе',
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    await userEvent.click(await vkButton(canvasElement, globals));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(`${t('add.failed')}: Пользователь отказал в доступе`);
    await expect(within(alert).queryByRole('link')).toBeNull();
  },
};

// spec §2.2: a popup without an opener leaves its result in local storage; this tab hears of it and goes on.
export const ReceivesTheResultThroughLocalStorage: Story = {
  args: {
    openPopup: fn<OpenPopup>(() => {
      setTimeout(() => {
        const value = JSON.stringify(CONNECTED);
        window.localStorage.setItem(ACCOUNT_POPUP_STORAGE_KEY, value);
        window.dispatchEvent(new StorageEvent('storage', { key: ACCOUNT_POPUP_STORAGE_KEY, newValue: value }));
      }, 50);
      return {} as Window;
    }),
  },
  play: async ({ canvasElement, globals, loaded }) => {
    await userEvent.click(await vkButton(canvasElement, globals));
    await expectNavigatedTo(loaded, '/settings/accounts/add/success?company=2&object_id=41');
    // Read once: the entry is gone.
    await expect(window.localStorage.getItem(ACCOUNT_POPUP_STORAGE_KEY)).toBeNull();
  },
};
