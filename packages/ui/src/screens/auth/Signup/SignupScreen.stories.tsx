import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RECORDING_USERS } from '@console/api/contract';
import { MOCK_TEXTS, scenarios } from '@console/api/mocks';
import { expectNavigatedTo, localeOf } from '../../../storySupport/location.ts';
import { fieldOf, recordedStep } from '../../../storySupport/recordedPublic.ts';
import { COMPLETE, expectAlert, fillSignup, SIGNUP_TEXTS } from '../signupStorySupport.ts';
import { SignupScreen } from './SignupScreen.tsx';

// The invitation the test seed holds (its link and address) and the one company of a new account, as recorded.
const invitationLookup = recordedStep('signup', '/v1/signup/demo-invitation-operator', (step) => step.method === 'GET');
const INVITATION = invitationLookup.path.replace('/v1', '');
const INVITED_EMAIL = fieldOf(invitationLookup.answer, 'email');
const NEW_COMPANY = (recordedStep('signup', '/v1/companies').answer as { items: Array<{ id: number }> }).items[0]?.id;
const INVITED = { name: 'Ivan', password: 'pass-word-1', consent: true };

const meta = {
  title: 'Screens/Auth/Signup',
  component: SignupScreen,
  parameters: { layout: 'fullscreen', route: '/signup', recorded: ['signup'] },
} satisfies Meta<typeof SignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// spec §2.1: company, name, email, password, promo code; '14 days free!', legal links; consent in Russian only.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const texts = SIGNUP_TEXTS[locale];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    await expect(canvas.getByText(texts.trial)).toBeInTheDocument();
    for (const name of [texts.company, texts.name, 'Email', texts.promocode]) {
      await expect(canvas.getByRole('textbox', { name })).toBeInTheDocument();
    }
    await expect(canvas.getByRole('link', { name: texts.terms })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: texts.privacy })).toBeInTheDocument();
    const consent = canvas.queryByRole('checkbox', { name: texts.consent });
    await (locale === 'ru' ? expect(consent).toBeInTheDocument() : expect(consent).toBeNull());
  },
};

export const ShowsTheValidationMessages: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const texts = SIGNUP_TEXTS[locale];
    const canvas = within(canvasElement);
    await fillSignup(canvasElement, texts, {});
    for (const text of [texts.companyRequired, texts.nameRequired, texts.emailInvalid, texts.passwordRequired]) {
      await expect(await canvas.findByText(text)).toBeInTheDocument();
    }
    if (locale === 'ru') await expect(canvas.getByText(texts.consentRequired)).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(texts.password, { selector: 'input' }), 'longenough');
    await expect(await canvas.findByText(texts.passwordWeak)).toBeInTheDocument();
  },
};

const sent: Array<Record<string, unknown>> = [];

// spec §2.1: the code query fills the promo code; tariff_id is sent along; spec §5: inputs are trimmed.
export const SendsTheTariffAndThePromoCodeOfTheQuery: Story = {
  parameters: { route: '/signup?tariff_id=2&code=WELCOME10' },
  beforeEach: ({ msw }) => {
    sent.length = 0;
    msw.use(
      http.post('*/v1/signup', async ({ request }) => void sent.push((await request.clone().json()) as Record<string, unknown>)),
    );
  },
  play: async ({ canvasElement, globals }) => {
    const texts = SIGNUP_TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: texts.promocode })).toHaveValue('WELCOME10');
    await fillSignup(canvasElement, texts, { ...COMPLETE, email: '  tariff@example.com  ' });
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]).toMatchObject({ tariff_id: 2, promocode: 'WELCOME10', email: 'tariff@example.com', company: 'Acme' });
  },
};

export const Submitting: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.signup.slow),
  play: async ({ canvasElement, globals }) => {
    await fillSignup(canvasElement, SIGNUP_TEXTS[localeOf(globals)], COMPLETE);
    await expect(await within(canvasElement).findByRole('button', { busy: true })).toBeInTheDocument();
  },
};

// spec §8: the server's message (an address another account has)…
export const ShowsTheServerMessage: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    await fillSignup(canvasElement, SIGNUP_TEXTS[locale], { ...COMPLETE, email: RECORDING_USERS.administrator });
    await expectAlert(canvasElement, MOCK_TEXTS[locale].emailTaken);
  },
};

// …or 'Failed to create a new user. Try again.' on a 500.
export const ShowsTheGenericTextOnAServerError: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.signup.serverError500),
  play: async ({ canvasElement, globals }) => {
    const texts = SIGNUP_TEXTS[localeOf(globals)];
    await fillSignup(canvasElement, texts, COMPLETE);
    await expectAlert(canvasElement, texts.failed);
  },
};

export const ShowsTheCaptchaFailure: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.signup.captcha),
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    await fillSignup(canvasElement, SIGNUP_TEXTS[locale], COMPLETE);
    await expectAlert(canvasElement, MOCK_TEXTS[locale].captchaFailed);
  },
};

// spec §2.1 invisible captcha, §7 recaptcha_token, §8 error_type captcha: a spy in place of the screen's captcha provider.
const spyCaptcha = { execute: fn(async () => 'spy-captcha-token'), reset: fn() };

export const SendsTheCaptchaTokenAndResetsTheCaptchaWhenTheServerRefusesIt: Story = {
  args: { captcha: spyCaptcha },
  beforeEach: ({ msw }) => {
    sent.length = 0;
    spyCaptcha.execute.mockClear();
    spyCaptcha.reset.mockClear();
    msw.use(...scenarios.signup.captcha);
    msw.use(
      http.post('*/v1/signup', async ({ request }) => void sent.push((await request.clone().json()) as Record<string, unknown>)),
    );
  },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    await expect(spyCaptcha.reset).not.toHaveBeenCalled();
    await fillSignup(canvasElement, SIGNUP_TEXTS[locale], COMPLETE);
    await expectAlert(canvasElement, MOCK_TEXTS[locale].captchaFailed);
    await expect(spyCaptcha.execute).toHaveBeenCalledTimes(1);
    await expect(sent).toHaveLength(1);
    await expect(sent[0]).toMatchObject({ recaptcha_token: 'spy-captcha-token' });
    await waitFor(() => expect(spyCaptcha.reset).toHaveBeenCalledTimes(1));
  },
};

// The confirmation-sent screen when no token came back (the server signs every new account in, so a fixed answer).
export const ConfirmationSent: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.signup.noToken),
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const texts = SIGNUP_TEXTS[locale];
    await fillSignup(canvasElement, texts, COMPLETE);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.confirmationTitle })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('new@example.com');
  },
};

// spec §2.1: the confirmation, auto-login after 1 s, then the statistics list (the invitation's space has several
// companies).
export const SignsInAfterASecond: Story = {
  parameters: { route: INVITATION },
  play: async ({ canvasElement, globals, loaded }) => {
    const texts = SIGNUP_TEXTS[localeOf(globals)];
    await within(canvasElement).findByDisplayValue(INVITED_EMAIL);
    await fillSignup(canvasElement, texts, INVITED);
    await expect(await within(canvasElement).findByText(texts.signingIn)).toBeInTheDocument();
    await expectNavigatedTo(loaded, '/', 4000);
    await expect(localStorage.getItem('id_token')).toContain('access_token');
  },
};

// …or the add-account page with the company query when exactly one company exists (a new account's).
export const GoesToAddAnAccountForOneCompany: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    await fillSignup(canvasElement, SIGNUP_TEXTS[localeOf(globals)], COMPLETE);
    // spec §9: 1 s after the confirmation.
    await expectNavigatedTo(loaded, `/settings/accounts/add?company=${NEW_COMPANY}`, 4000);
  },
};

// spec §2.1 invitation: no company and promo; the email prefilled and locked.
export const Invitation: Story = {
  tags: ['shot-variants'],
  parameters: { route: INVITATION },
  play: async ({ canvasElement, globals }) => {
    const texts = SIGNUP_TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.invitationTitle })).toBeInTheDocument();
    const email = await canvas.findByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveValue(INVITED_EMAIL));
    await expect(email).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('textbox', { name: texts.company })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: texts.promocode })).toBeNull();
  },
};

export const InvitationRegistered: Story = {
  tags: ['shot'],
  parameters: { route: INVITATION },
  beforeEach: ({ msw }) => void msw.use(http.get('*/v1/companies', async () => new Promise<never>(() => undefined))),
  play: async ({ canvasElement, globals }) => {
    const texts = SIGNUP_TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue(INVITED_EMAIL);
    await fillSignup(canvasElement, texts, INVITED);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.registered })).toBeInTheDocument();
  },
};

export const InvitationLoading: Story = {
  tags: ['shot'],
  parameters: { route: INVITATION },
  beforeEach: ({ msw }) => void msw.use(...scenarios.invitation.slow),
  play: async ({ canvasElement, globals }) => {
    const texts = SIGNUP_TEXTS[localeOf(globals)];
    await expect(await within(canvasElement).findByText(texts.loading)).toBeInTheDocument();
  },
};

// spec §7: 409 (a used, expired or unknown link) sends the user to the root.
export const UsedInvitationGoesToTheRoot: Story = {
  parameters: { route: '/signup/used-invitation' },
  play: async ({ loaded }) => expectNavigatedTo(loaded, '/'),
};

// Any other failure of the invitation lookup (spec §7 names only 409) stays on the form, unlocked, with spec §8's
// generic sign-up text.
export const InvitationLookupFailsWithAServerError: Story = {
  tags: ['shot-variants'],
  parameters: { route: INVITATION },
  beforeEach: ({ msw }) => void msw.use(...scenarios.invitation.serverError500),
  play: async ({ canvasElement, globals }) => {
    const texts = SIGNUP_TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.invitationTitle })).toBeInTheDocument();
    await expectAlert(canvasElement, texts.failed);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('');
    await expect(email).not.toHaveAttribute('readonly');
    await expect(canvas.queryByRole('textbox', { name: texts.company })).toBeNull();
  },
};

export const InvitationLookupWithoutAnAnswerShowsTheGenericText: Story = {
  parameters: { route: INVITATION },
  beforeEach: ({ msw }) => void msw.use(...scenarios.invitation.networkError),
  play: async ({ canvasElement, globals }) => {
    const texts = SIGNUP_TEXTS[localeOf(globals)];
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: texts.invitationTitle }),
    ).toBeInTheDocument();
    await expectAlert(canvasElement, texts.failed);
  },
};

const SANDBOX = (provider: string) => ({
  clientId: 'sandbox-console',
  authorizeUrl: `https://console.test/sandbox/social/${provider}/authorize`,
});

// spec §2.1: the social sign-up buttons under the form (VK and Yandex only in Russian); the promo code of the
// query goes with them to the provider and back.
export const WithSocialButtons: Story = {
  tags: ['shot-variants'],
  args: { social: { vk: SANDBOX('vk'), google: SANDBOX('google'), facebook: SANDBOX('facebook'), yandex: SANDBOX('yandex') } },
  parameters: { route: '/signup?code=WELCOME10' },
  play: async ({ canvasElement, globals }) => {
    const links = within(await within(canvasElement).findByRole('navigation')).getAllByRole('link');
    await expect(links).toHaveLength(localeOf(globals) === 'en' ? 2 : 4);
    const redirectUri = new URL(links[0]?.getAttribute('href') ?? '').searchParams.get('redirect_uri') ?? '';
    await expect(new URL(redirectUri).searchParams.get('promocode')).toBe('WELCOME10');
  },
};
