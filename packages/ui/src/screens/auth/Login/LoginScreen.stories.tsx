import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_TEXTS, recordedSignInCode, scenarios } from '@console/api/mocks';
import { expectNavigatedTo, historyOf, localeOf } from '../../../storySupport/location.ts';
import { browserLanguages, enterCode, fillAndSubmit, TEXTS } from './loginStorySupport.ts';
import { setLoginNotice } from './loginNotice.ts';
import { LoginScreen } from './LoginScreen.tsx';

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen', route: '/login' },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(TEXTS[localeOf(globals)].title);
    // spec §2.1: links to signup and password recovery.
    await expect(canvas.getByRole('link', { name: TEXTS[localeOf(globals)].signupLink })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: TEXTS[localeOf(globals)].recoveryLink })).toHaveAttribute('href', '/recovery');
  },
};

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.login.slow),
  play: async ({ canvasElement, globals }) => {
    await fillAndSubmit(canvasElement, TEXTS[localeOf(globals)], 'admin@demo.local', 'demo-pass-1');
    await expect(await within(canvasElement).findByRole('button', { busy: true })).toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.login.serverError500),
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await fillAndSubmit(canvasElement, texts, 'admin@demo.local', 'demo-pass-1');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(texts.unknown));
  },
};

// README "Sign-in lockout": a 429 shows the Retry-After wait in the user's language, not the server's text.
export const ShowsTheWaitWhenSignInIsLocked: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.login.locked),
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await fillAndSubmit(canvasElement, texts, 'admin@demo.local', 'demo-pass-1');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(texts.wait30));
  },
};

export const ShowsALongWaitInMinutes: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.login.lockedLong),
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await fillAndSubmit(canvasElement, texts, 'admin@demo.local', 'demo-pass-1');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(texts.wait15min));
  },
};

export const ShowsValidationMessagesForEmptyFields: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, texts, '', '');
    await expect(await canvas.findByText(texts.emailRequired)).toBeInTheDocument();
    await expect(canvas.getByText(texts.passwordShort)).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus());
  },
};

export const ValidatesOnEveryChangeAfterTheFirstSubmit: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'reader');
    // Before the first submit nothing is judged.
    await expect(canvas.queryByText(texts.emailInvalid)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: texts.submit }));
    await expect(await canvas.findByText(texts.emailInvalid)).toBeInTheDocument();
    await userEvent.type(email, '@demo.local');
    await expect(canvas.queryByText(texts.emailInvalid)).toBeNull();
    await userEvent.type(canvas.getByLabelText(texts.password, { selector: 'input' }), 'demo-pa');
    await expect(canvas.getByText(texts.passwordShort)).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(texts.password, { selector: 'input' }), 's');
    await expect(canvas.queryByText(texts.passwordShort)).toBeNull();
  },
};

// What SendsTheEmailTrimmed saw go over the wire.
const sentUsernames: string[] = [];

export const SendsTheEmailTrimmed: Story = {
  beforeEach: ({ msw }) => {
    sentUsernames.length = 0;
    // Records the username, then lets the default mock server answer (a resolver without a response falls through).
    msw.use(
      http.post(
        '*/v1/oauth2/token',
        async ({ request }) => void sentUsernames.push(((await request.clone().json()) as { username: string }).username),
      ),
    );
  },
  play: async ({ canvasElement, globals, loaded }) => {
    await fillAndSubmit(canvasElement, TEXTS[localeOf(globals)], '  admin@demo.local  ', 'demo-pass-1');
    await expectNavigatedTo(loaded, '/');
    await expect(sentUsernames).toEqual(['admin@demo.local']);
  },
};

export const SignsInAndGoesToTheStatisticsList: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    await fillAndSubmit(canvasElement, TEXTS[localeOf(globals)], 'reader@demo.local', 'demo-pass-1');
    await expectNavigatedTo(loaded, '/');
    await expect(localStorage.getItem('id_token')).toContain('access_token');
  },
};

export const SignsInAndFollowsTheRedirectQuery: Story = {
  parameters: { route: '/login?redirect=%2Fstats%2Foverall%3Fspace_id%3D1' },
  play: async ({ canvasElement, globals, loaded }) => {
    await fillAndSubmit(canvasElement, TEXTS[localeOf(globals)], 'analyst@demo.local', 'demo-pass-1');
    await expectNavigatedTo(loaded, '/stats/overall?space_id=1');
  },
};

export const IgnoresARedirectToAnotherHost: Story = {
  parameters: { route: '/login?redirect=%2F%2Fevil.example%2Fsteal' },
  play: async ({ canvasElement, globals, loaded }) => {
    await fillAndSubmit(canvasElement, TEXTS[localeOf(globals)], 'admin@demo.local', 'demo-pass-1');
    await expectNavigatedTo(loaded, '/');
  },
};

// The recorded sign-in of the two-factor user (spec §8): 400 code_required without a code, a token with it.
export const AsksForTheCodeWhenTheServerRequiresIt: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const texts = TEXTS[localeOf(globals)];
    await fillAndSubmit(canvasElement, texts, 'otp@demo.local', 'demo-pass-1');
    const code = await within(canvasElement).findByRole('textbox', { name: texts.code });
    await expect(code).toHaveAttribute('maxlength', '7');
    await expect(within(canvasElement).queryByRole('textbox', { name: 'Email' })).toBeNull();
    await enterCode(canvasElement, texts, recordedSignInCode('otp@demo.local')!);
    await expectNavigatedTo(loaded, '/');
  },
};

export const GoesBackFromTheCodeToTheForm: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement, texts, 'otp@demo.local', 'demo-pass-1');
    await userEvent.click(await canvas.findByRole('button', { name: texts.back }));
    await expect(await canvas.findByRole('textbox', { name: 'Email' })).toHaveValue('otp@demo.local');
  },
};

export const ShowsTheServerTextForAWrongCode: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const texts = TEXTS[locale];
    await fillAndSubmit(canvasElement, texts, 'otp@demo.local', 'demo-pass-1');
    await enterCode(canvasElement, texts, '000000');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(MOCK_TEXTS[locale].invalidCode));
    await expect(within(canvasElement).getByRole('textbox', { name: texts.code })).toBeInTheDocument();
  },
};

export const ShowsTheServerTextForAWrongPassword: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    await fillAndSubmit(canvasElement, TEXTS[locale], 'admin@demo.local', 'wrong-password');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(MOCK_TEXTS[locale].wrongPassword));
  },
};

export const ShowsTheServerTextForAnUnknownUser: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    await fillAndSubmit(canvasElement, TEXTS[locale], 'nobody@demo.local', 'demo-pass-1');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(MOCK_TEXTS[locale].userNotFound));
  },
};

export const ShowsTheNetworkErrorText: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.login.networkError),
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await fillAndSubmit(canvasElement, texts, 'admin@demo.local', 'demo-pass-1');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(texts.network));
  },
};

// spec §4, §8: the data layer sets the notice when a failed refresh logs the user out.
export const SaysTheSessionExpiredUntilTheUserSignsInAgain: Story = {
  beforeEach: () => {
    setLoginNotice('sessionExpired');
    return () => setLoginNotice(null);
  },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.sessionExpired);
    // The notice goes with the next attempt, even one the validation stops.
    await fillAndSubmit(canvasElement, texts, '', '');
    await waitFor(() => expect(canvas.queryByText(texts.sessionExpired)).toBeNull());
  },
};

export const SendsASignedInUserToTheRoot: Story = {
  parameters: { session: 'signedIn' },
  play: async ({ loaded }) => expectNavigatedTo(loaded, '/'),
};

export const AddsLocaleEnForAnEnglishBrowser: Story = {
  parameters: { route: '/login?redirect=%2Fstats' },
  beforeEach: browserLanguages(['en-US', 'en']),
  play: async ({ loaded }) => {
    await waitFor(() => expect(new URLSearchParams(historyOf(loaded).at(-1)?.split('?')[1]).get('locale')).toBe('en'));
    await expect(new URLSearchParams(historyOf(loaded).at(-1)?.split('?')[1]).get('redirect')).toBe('/stats');
  },
};

export const KeepsTheAddressForARussianBrowser: Story = {
  beforeEach: browserLanguages(['ru-RU', 'en']),
  play: async ({ canvasElement, loaded }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(historyOf(loaded)).toEqual(['/login']);
  },
};

const SANDBOX = (provider: string) => ({
  clientId: 'sandbox-console',
  authorizeUrl: `https://console.test/sandbox/social/${provider}/authorize`,
});

// spec §2.1: the social sign-in icon buttons under the form; VK and Yandex only in Russian locales.
export const WithSocialButtons: Story = {
  tags: ['shot-variants'],
  args: { social: { vk: SANDBOX('vk'), google: SANDBOX('google'), facebook: SANDBOX('facebook'), yandex: SANDBOX('yandex') } },
  parameters: { route: '/login?redirect=%2Fsettings%2Fprofile' },
  play: async ({ canvasElement, globals }) => {
    // Only the social buttons' links (the login page has other links too).
    const links = within(await within(canvasElement).findByRole('navigation')).getAllByRole('link');
    await expect(links).toHaveLength(localeOf(globals) === 'en' ? 2 : 4);
    const state = new URL(links[0]?.getAttribute('href') ?? '').searchParams.get('state');
    await expect(state).toBe('redirect:/settings/profile');
  },
};
