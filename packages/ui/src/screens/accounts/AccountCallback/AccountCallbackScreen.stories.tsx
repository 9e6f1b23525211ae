import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MOCK_TEXTS, scenarios } from '@console/api/mocks';
import { ACCOUNT_POPUP_MESSAGE, ACCOUNT_POPUP_STORAGE_KEY, readStoredPopupResult } from '@console/machines/rules/accountCallback';
import { accountsTexts, recordedConnect } from '../accountsStorySupport.ts';
import { AccountCallbackScreen } from './AccountCallbackScreen.tsx';

// /callback/{provider}: the popup page the provider returns to, replaying the accountAdd recording (the codes the
// recording server's sandbox gave). `deliver` and `close` stand in for the message to the opener and window.close().
const VK = recordedConnect('/v1/vk/auth');
const TWITTER = recordedConnect('/v1/twitter/auth');
const PULSE = recordedConnect('/v1/tpulse/check_auth');
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

const meta = {
  tags: ['shot'],
  title: 'Screens/Accounts/AccountCallback',
  component: AccountCallbackScreen,
  args: { deliver: fn(), close: fn() },
  parameters: {
    layout: 'fullscreen',
    route: `/callback/vk?${query({ code: VK.body.code!, state: VK.body.state! })}`,
    session: 'signedIn',
    recorded: ['accountAdd'],
  },
} satisfies Meta<typeof AccountCallbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const delivered = (args: { deliver?: unknown }) => (args.deliver as ReturnType<typeof fn>).mock.calls.map(([result]) => result);

export const Connecting: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.accountAuth.slow),
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
    await expect(args.deliver).not.toHaveBeenCalled();
  },
};

// spec §2.2: POST v1/vk/auth with code, redirect_uri and state; the account goes to the opener, the popup closes.
export const Connected: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals, args }) => {
    const { t } = accountsTexts(globals);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      t('callback.connected', { name: 'Zerno Reviews' }),
    );
    await expect(args.close).toHaveBeenCalledOnce();
    const { object } = VK.answer;
    await expect(object).toMatchObject({ name: 'Zerno Reviews', provider: 'vk', company: 2 });
    await expect(delivered(args)).toEqual([
      {
        type: ACCOUNT_POPUP_MESSAGE,
        provider: 'vk',
        ok: true,
        object: { id: object.id, name: 'Zerno Reviews', provider: 'vk' },
        created: true,
      },
    ]);
  },
};

// spec §8: no code, no description: 'Отсутствует параметр code'.
export const MissingCode: Story = {
  tags: ['shot-variants'],
  parameters: { route: '/callback/ok' },
  play: async ({ canvasElement, globals, args }) => {
    const { t } = accountsTexts(globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('callback.missingCode'));
    await expect(delivered(args)).toEqual([
      { type: ACCOUNT_POPUP_MESSAGE, provider: 'ok', ok: false, error: t('callback.missingCode') },
    ]);
    await expect(args.close).toHaveBeenCalledOnce();
  },
};

// spec §8: the provider's own description when it sent one (the person denied access).
export const ProviderDescription: Story = {
  tags: ['shot-variants'],
  parameters: { route: '/callback/facebook?error=access_denied&error_description=Permissions%20error' },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Permissions error');
    await expect(delivered(args)).toEqual([
      { type: ACCOUNT_POPUP_MESSAGE, provider: 'facebook', ok: false, error: 'Permissions error' },
    ]);
  },
};

// spec §8: twitter without oauth_token and oauth_verifier: 'missing required parameters'.
export const TwitterWithoutParameters: Story = {
  tags: ['shot-variants'],
  parameters: { route: '/callback/twitter?denied=abc' },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('missing required parameters');
    await expect(delivered(args)).toEqual([
      { type: ACCOUNT_POPUP_MESSAGE, provider: 'twitter', ok: false, error: 'missing required parameters' },
    ]);
  },
};

export const TwitterConnected: Story = {
  parameters: {
    route: `/callback/twitter?${query({ oauth_token: TWITTER.body.oauth_token!, oauth_verifier: TWITTER.body.oauth_verifier! })}`,
  },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findByRole('status');
    await expect(delivered(args)[0]).toMatchObject({ ok: true, provider: 'twitter', object: { name: 'Zerno X' } });
  },
};

export const PulseConnected: Story = {
  parameters: { route: `/callback/tpulse?${query({ code: PULSE.body.check! })}` },
  play: async ({ canvasElement, args }) => {
    await within(canvasElement).findByRole('status');
    await expect(delivered(args)[0]).toMatchObject({ ok: true, provider: 'tpulse', object: { name: 'Zerno Pulse' } });
  },
};

// spec §8: a youtube failure passes the server's error data to the opener (here: the plan's account limit).
export const YoutubeServerError: Story = {
  tags: ['shot-variants'],
  parameters: { route: '/callback/youtube?code=abc' },
  beforeEach: ({ msw }) => void msw.use(...scenarios.accountAuth.limitReached),
  play: async ({ canvasElement, globals, args }) => {
    const { locale } = accountsTexts(globals);
    const text = MOCK_TEXTS[locale].accountsLimitReached.replace('{limit}', '3');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text);
    await expect(delivered(args)).toEqual([
      {
        type: ACCOUNT_POPUP_MESSAGE,
        provider: 'youtube',
        ok: false,
        error: text,
        error_type: 'accounts_limit_reached',
        data: { error: text, error_type: 'accounts_limit_reached' },
      },
    ]);
  },
};

export const YoutubeDenied: Story = {
  parameters: { route: '/callback/youtube?error=access_denied' },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('access_denied');
    await waitFor(() => expect(args.close).toHaveBeenCalledOnce());
  },
};

export const NetworkError: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.accountAuth.networkError),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      accountsTexts(globals).t('callback.networkError'),
    );
  },
};

// spec §2.2: without an opener (this story's window has none) the result goes to local storage for the console's tab.
export const WithoutAnOpener: Story = {
  tags: ['shot-variants'],
  args: { deliver: undefined },
  beforeEach: () => {
    window.localStorage.removeItem(ACCOUNT_POPUP_STORAGE_KEY);
    return () => window.localStorage.removeItem(ACCOUNT_POPUP_STORAGE_KEY);
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('status');
    const stored = readStoredPopupResult(window.localStorage.getItem(ACCOUNT_POPUP_STORAGE_KEY));
    await expect(stored).toMatchObject({ ok: true, provider: 'vk', object: { name: 'Zerno Reviews' } });
  },
};
