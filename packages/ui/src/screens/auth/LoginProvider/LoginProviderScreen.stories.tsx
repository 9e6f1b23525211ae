import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import type { RecordedStep } from '@console/api/contract';
import { RECORDING_USERS } from '@console/api/contract';
import type { Locale } from '@console/locales';
import { scenarios } from '@console/api/mocks';
import { SOCIAL_ERROR_MS } from '@console/machines/rules/socialLogin';
import { expectNavigatedTo, localeOf } from '../../../storySupport/location.ts';
import { fieldOf, recordedStep } from '../../../storySupport/recordedPublic.ts';
import { markLinkIntent } from '../Social/linkIntent.ts';
import { LoginProviderScreen } from './LoginProviderScreen.tsx';

// The spec's texts verbatim (spec §8), the server's (its provider names: ВКонтакте in Russian) and ours.
const TEXTS = {
  ru: {
    signingIn: 'Выполняется вход через ВКонтакте…',
    emailTitle: 'Укажите email',
    emailRequired: 'Введите email',
    emailInvalid: 'Укажите корректный email',
    submit: 'Продолжить',
    denied: 'Вы не предоставили доступ к своему аккаунту',
    generic: 'Произошла ошибка',
    refused: 'Вход через ВКонтакте не удался или устарел. Попробуйте ещё раз.',
    taken: 'Учётная запись с этим email уже есть. Войдите с паролем и привяжите ВКонтакте в профиле.',
    elsewhere: 'Этот аккаунт ВКонтакте уже привязан к другой учётной записи',
    network: 'Сервис недоступен. Проверьте ваше интернет-соединение и повторите попытку.',
    linking: 'Привязываем вход через ВКонтакте к профилю…',
    internal: 'Внутренняя ошибка сервера',
  },
  en: {
    signingIn: 'Signing in with VK…',
    emailTitle: 'Enter your email',
    emailRequired: 'Enter email',
    emailInvalid: 'Please specify a valid email',
    submit: 'Continue',
    denied: 'You have not granted access to your account',
    generic: 'An error occurred',
    refused: 'Signing in with VK failed or has expired. Try again.',
    taken: 'An account with this email already exists. Sign in with your password and link VK in your profile.',
    elsewhere: 'This VK account is already linked to another user',
    network: 'Service is unavailable. Check your network connection status and try again.',
    linking: 'Linking your VK login to the profile…',
    internal: 'Internal server error',
  },
} as const;

const callback = (query: string, provider = 'vk') => `/login/${provider}?${query}`;

// The sandbox provider's one-use codes the recording redeemed (counted on the recording server): each story's URL
// carries the code of the request it replays.
type Body = Record<string, unknown>;
const bodyOf = (step: RecordedStep) => step.body as Body;
const codeOf = (path: string, match: (body: Body, step: RecordedStep) => boolean) =>
  fieldOf(recordedStep('socialSignIn', path, (step) => 'code' in bodyOf(step) && match(bodyOf(step), step)).body, 'code');
const signInCode = (match: (body: Body, step: RecordedStep) => boolean) => codeOf('/v1/signup/provider', match);
const linkCode = (provider: string) => codeOf('/v1/me/social', (body) => body['provider'] === provider);
const answered = (step: RecordedStep, field: string) => (step.answer as Body | null)?.[field];
/** The code of an identity that shares no email (spec §8 no_email), one per language. */
const noEmailCode = (locale: Locale) =>
  signInCode((body, step) => answered(step, 'error_type') === 'no_email' && body['locale'] === locale && !('promocode' in body));
// The identity linked to the administrator, signing in with the state of a redirect.
const LINKED = signInCode((body) => body['state'] === 'redirect:/settings/billing');
// The pending sign-up whose entered address belongs to another account.
const takenToken = fieldOf(
  recordedStep('socialSignIn', '/v1/signup/provider', (step) => bodyOf(step)['email'] === RECORDING_USERS.administrator).body,
  'access_token',
);

const meta = {
  title: 'Screens/Auth/LoginProvider',
  component: LoginProviderScreen,
  parameters: { layout: 'fullscreen', route: callback(`code=${LINKED}`), recorded: ['socialSignIn'] },
  // An error stays up: axe and the screenshot of a loaded machine can take longer than the spec's 5 s (spec §8),
  // which only the story of the way back waits for.
  args: { errorShownMs: 60 * 60_000 },
  render: (args) => (
    <Route path="/login/:provider">
      <LoginProviderScreen {...args} />
    </Route>
  ),
} satisfies Meta<typeof LoginProviderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const alertHas = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text));

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.signupProvider.slow),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(TEXTS[localeOf(globals)].signingIn);
  },
};

export const SignsInAndFollowsTheStateRedirect: Story = {
  parameters: { route: callback(`code=${LINKED}&state=${encodeURIComponent('redirect:/settings/billing')}`) },
  play: async ({ loaded }) => expectNavigatedTo(loaded, '/settings/billing'),
};

export const IgnoresARedirectToAnotherSite: Story = {
  parameters: {
    route: callback(
      `code=${signInCode((body) => body['state'] === 'redirect://evil.example/')}&state=${encodeURIComponent('redirect://evil.example/')}`,
    ),
  },
  play: async ({ loaded }) => expectNavigatedTo(loaded, '/'),
};

export const LocaleEnInTheStateSelectsEnglish: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.signupProvider.slow),
  parameters: { route: callback(`code=${LINKED}&state=locale:en`) },
  play: async ({ loaded }) =>
    expectNavigatedTo(loaded, `/login/vk?code=${encodeURIComponent(LINKED)}&state=locale%3Aen&locale=en`),
};

export const EmailEntry: Story = {
  tags: ['shot-variants'],
  parameters: { route: (locale: Locale) => callback(`code=${noEmailCode(locale)}`) },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(texts.emailTitle));
  },
};

export const EmailEntryValidatesTheAddressThenCompletesTheSignUp: Story = {
  parameters: { route: callback(`code=${signInCode((body) => body['promocode'] === 'BONUS30')}&promocode=BONUS30`) },
  play: async ({ canvasElement, globals, loaded }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: texts.submit });
    await userEvent.click(submit);
    await expect(await canvas.findByText(texts.emailRequired)).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'new-person');
    await expect(await canvas.findByText(texts.emailInvalid)).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), '@example.com ');
    await userEvent.click(submit);
    await expectNavigatedTo(loaded, '/');
  },
};

export const EmailEntryShowsWhyTheAddressIsRefused: Story = {
  parameters: { route: callback(`code=${signInCode((_, step) => answered(step, 'access_token') === takenToken)}`) },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), RECORDING_USERS.administrator);
    await userEvent.click(canvas.getByRole('button', { name: texts.submit }));
    await alertHas(canvasElement, texts.taken);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  },
};

export const Denied: Story = {
  tags: ['shot'],
  parameters: { route: callback('error=access_denied&error_reason=user_denied&error_description=User+denied+your+request') },
  play: async ({ canvasElement, globals }) => alertHas(canvasElement, TEXTS[localeOf(globals)].denied),
};

export const ErrorGoesBackToLoginAfterFiveSeconds: Story = {
  args: { errorShownMs: SOCIAL_ERROR_MS },
  parameters: { route: callback('error=access_denied') },
  play: async ({ canvasElement, globals, loaded }) => {
    await alertHas(canvasElement, TEXTS[localeOf(globals)].denied);
    await waitFor(() => expectNavigatedTo(loaded, '/login'), { timeout: 7000 });
  },
};

// A code the provider never gave, or gave and saw used or expired.
export const Error: Story = {
  tags: ['shot'],
  parameters: { route: callback('code=unknown-code') },
  play: async ({ canvasElement, globals }) => alertHas(canvasElement, TEXTS[localeOf(globals)].refused),
};

// spec §8: the server message, whatever the status.
export const ServerError: Story = {
  tags: ['shot-variants'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.signupProvider.serverError500),
  play: async ({ canvasElement, globals }) => alertHas(canvasElement, TEXTS[localeOf(globals)].internal),
};

export const NetworkError: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.signupProvider.networkError),
  play: async ({ canvasElement, globals }) => alertHas(canvasElement, TEXTS[localeOf(globals)].network),
};

export const UnknownProvider: Story = {
  tags: ['shot'],
  parameters: { route: callback(`code=${LINKED}`, 'myspace') },
  play: async ({ canvasElement, globals }) => alertHas(canvasElement, TEXTS[localeOf(globals)].generic),
};

export const Linking: Story = {
  tags: ['shot'],
  parameters: { session: 'signedIn' },
  beforeEach: ({ msw }) => {
    markLinkIntent('vk');
    msw.use(...scenarios.linkSocial.slow);
  },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(TEXTS[localeOf(globals)].linking);
  },
};

// The administrator has VK linked already: a new Google login links.
export const LinksWhenSignedInThenTheProfile: Story = {
  tags: ['shot'],
  parameters: {
    session: 'signedIn',
    route: callback(`code=${linkCode('google')}&state=redirect:/elsewhere`, 'google'),
  },
  beforeEach: () => markLinkIntent('google'),
  play: async ({ loaded }) => expectNavigatedTo(loaded, '/settings/profile'),
};

// The VK identity of another user (the account a no-email sign-up made).
export const LinkRefused: Story = {
  tags: ['shot'],
  parameters: { session: 'signedIn', route: callback(`code=${linkCode('vk')}`) },
  beforeEach: () => markLinkIntent('vk'),
  play: async ({ canvasElement, globals }) => alertHas(canvasElement, TEXTS[localeOf(globals)].elsewhere),
};

export const SignedInWithoutAskingToLinkIsRefused: Story = {
  parameters: { session: 'signedIn' },
  play: async ({ canvasElement, globals }) => alertHas(canvasElement, TEXTS[localeOf(globals)].generic),
};
