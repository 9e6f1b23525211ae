import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { billingSpacesAnswer, RECORDINGS } from '@console/api/mocks';
import { KEY_PROVIDERS, type AccountAuthResponse } from '@console/api/contract';
import { expectNavigatedTo } from '../../../storySupport/location.ts';
import { accountsTexts, recordedBillingSpace } from '../accountsStorySupport.ts';
import type { OpenPopup } from '../popup.ts';
import { AccountAddScreen } from './AccountAddScreen.tsx';

// docs/token-networks.md: the add-account page's form for networks without a popup (a Telegram bot by its token, a
// store by its keys), and TikTok's popup whose /callback/tiktok hands the code back (spec §2.1), replaying the
// accountAdd recording (the token connected, the token refused, the TikTok code exchanged).
const meta = {
  title: 'Screens/Accounts/AccountAdd/Keys and TikTok',
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

const steps = RECORDINGS.accountAdd.steps;
/** The token of a recorded POST v1/accounts/connect that answered `status` (in the story's language), and its answer. */
function recordedKeys(status: number, locale: 'ru' | 'en' = 'ru'): { token: string; answer: unknown } {
  const step = steps.find(
    (one) => one.path === '/v1/accounts/connect' && one.status === status && (one.language ?? 'ru') === locale,
  );
  if (!step) throw new Error(`accountAdd has no POST v1/accounts/connect answering ${status}`);
  return { token: (step.body as { keys: { token: string } }).keys.token, answer: step.answer };
}
const tiktokStep = steps.find((one) => one.path === '/v1/tiktok/auth')!;

const keyRegion = async (canvasElement: HTMLElement, globals: Record<string, unknown>) => {
  const { t } = accountsTexts(globals);
  return within(canvasElement).findByRole('region', { name: t('add.keyProviders') });
};

/** Opens a network's form from the key providers' list; answers the form's region. */
async function openForm(canvasElement: HTMLElement, globals: Record<string, unknown>, longName: string) {
  const { t } = accountsTexts(globals);
  await userEvent.click(await within(await keyRegion(canvasElement, globals)).findByRole('button', { name: longName }));
  return within(canvasElement).findByRole('region', { name: t('connect.title', { provider: longName }) });
}

// Every network of the catalogue without a popup, beside the popup ones (TikTok among these now).
export const KeyProviders: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    const region = await keyRegion(canvasElement, globals);
    await expect(within(region).getAllByRole('button')).toHaveLength(KEY_PROVIDERS.length);
    for (const name of ['Telegram', 'Viber', 'ICQ New', 'MAX', 'WhatsApp Business', 'RuStore', 'Google Play', 'App Store'])
      await expect(within(region).getByRole('button', { name })).toBeEnabled();
    const popups = within(canvasElement).getByRole('region', { name: t('add.providers') });
    await expect(within(popups).getByRole('button', { name: t('providers.tiktok') })).toBeVisible();
  },
};

// A bot: one secret field, masked, with a reveal toggle.
export const TelegramForm: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    const form = within(await openForm(canvasElement, globals, 'Telegram'));
    const token = form.getByLabelText(t('connect.fields.botToken'));
    await expect(token).toHaveAttribute('type', 'password');
    await expect(form.getByRole('button', { name: t('connect.submit') })).toBeEnabled();
  },
};

// A store: text fields (ids) and a secret (the private key), in the catalogue's order.
export const AppStoreForm: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    const form = within(await openForm(canvasElement, globals, 'App Store'));
    const labels = ['appId', 'issuerId', 'keyId'] as const;
    for (const label of labels)
      await expect(form.getByRole('textbox', { name: t(`connect.fields.${label}`) })).toHaveAttribute('type', 'text');
    await expect(form.getByLabelText(t('connect.fields.privateKey'))).toHaveAttribute('type', 'password');
  },
};

// Each field is checked before the server is asked: empty, then off the network's format.
export const InvalidFormat: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    const form = within(await openForm(canvasElement, globals, 'Telegram'));
    await userEvent.click(form.getByRole('button', { name: t('connect.submit') }));
    await expect(await form.findByText(t('connect.required'))).toBeVisible();
    await userEvent.type(form.getByLabelText(t('connect.fields.botToken')), '12345:short');
    await userEvent.click(form.getByRole('button', { name: t('connect.submit') }));
    await expect(await form.findByText(t('connect.format'))).toBeVisible();
    await expect(form.getByLabelText(t('connect.fields.botToken'))).toHaveAttribute('aria-invalid', 'true');
  },
};

// The network refuses the token: its own text (untrusted) shown as text.
export const RefusedKey: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const { t, locale } = accountsTexts(globals);
    const form = within(await openForm(canvasElement, globals, 'Telegram'));
    const refused = recordedKeys(400, locale);
    await userEvent.type(form.getByLabelText(t('connect.fields.botToken')), refused.token);
    await userEvent.click(form.getByRole('button', { name: t('connect.submit') }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(`${t('add.failed')}: ${(refused.answer as { error: string }).error}`);
    await expect(within(alert).queryByRole('link')).toBeNull();
  },
};

export const ConnectsABotByToken: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const { t } = accountsTexts(globals);
    const form = within(await openForm(canvasElement, globals, 'Telegram'));
    const connected = recordedKeys(200);
    await userEvent.type(form.getByLabelText(t('connect.fields.botToken')), connected.token);
    await userEvent.click(form.getByRole('button', { name: t('connect.submit') }));
    const id = (connected.answer as AccountAuthResponse).object.id;
    await expectNavigatedTo(loaded, `/settings/accounts/add/success?company=2&object_id=${id}`);
  },
};

// spec §8: the space is at its plan's account limit: no network can be chosen, the form included.
export const LimitReached: Story = {
  tags: ['shot-variants'],
  beforeEach: ({ msw }) => {
    const space = recordedBillingSpace();
    msw.use(billingSpacesAnswer([{ ...space, usage: { ...space.usage, accounts: space.limits!.accounts } }]));
  },
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    await expect(await within(canvasElement).findByText(t('add.limitReached', { limit: 30 }))).toBeVisible();
    const region = await keyRegion(canvasElement, globals);
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Telegram' })).toBeDisabled());
  },
};

const tiktokCode = (tiktokStep.body as { code: string }).code;
/** TikTok's popup: /callback/tiktok posts the code (or a failure) to its opener, this window, on its own origin. */
const tiktokPopup = (data: Record<string, unknown>) =>
  fn<OpenPopup>(() => {
    setTimeout(() => window.postMessage({ type: 'callback', provider: 'tiktok', ...data }, window.location.origin), 50);
    return {} as Window;
  });

const tiktokButton = async (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).findByRole('button', { name: accountsTexts(globals).t('providers.tiktok') });

// spec §2.1: the popup asks TikTok to come back to this origin's /callback/tiktok (no configured hosts here), with
// the origin as state; the code comes back and the page exchanges it (POST v1/tiktok/auth) for its company.
export const ConnectsTikTok: Story = {
  args: { openPopup: tiktokPopup({ code: tiktokCode }) },
  play: async ({ canvasElement, globals, args, loaded }) => {
    await userEvent.click(await tiktokButton(canvasElement, globals));
    const url = new URL(String((args.openPopup as ReturnType<typeof fn>).mock.calls[0]?.[0]));
    await expect(url.pathname).toBe('/sandbox/connect/tiktok');
    await expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/callback/tiktok`);
    await expect(url.searchParams.get('state')).toBe(window.location.origin);
    const id = (tiktokStep.answer as AccountAuthResponse).object.id;
    await expectNavigatedTo(loaded, `/settings/accounts/add/success?company=2&object_id=${id}`);
  },
};

// The redirect host is the first of config.json's three when this origin is not one of them.
export const TikTokFromAnotherHost: Story = {
  args: {
    openPopup: fn<OpenPopup>(() => ({}) as Window),
    tiktokRedirectHosts: ['https://console.example', 'https://app.example', 'http://localhost:8080'],
  },
  play: async ({ canvasElement, globals, args }) => {
    await userEvent.click(await tiktokButton(canvasElement, globals));
    const url = new URL(String((args.openPopup as ReturnType<typeof fn>).mock.calls[0]?.[0]));
    await expect(url.searchParams.get('redirect_uri')).toBe('https://console.example/callback/tiktok');
    await expect(url.searchParams.get('state')).toBe(window.location.origin);
  },
};

// The person cancelled on TikTok's page: the callback's text, as text.
export const TikTokDenied: Story = {
  tags: ['shot'],
  args: { openPopup: tiktokPopup({ error: '<b>User cancelled</b>' }) },
  play: async ({ canvasElement, globals }) => {
    const { t } = accountsTexts(globals);
    await userEvent.click(await tiktokButton(canvasElement, globals));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(`${t('add.failed')}: <b>User cancelled</b>`);
    await expect(alert.querySelector('b')).toBeNull();
  },
};
