import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '@console/locales';
import { expect, within } from 'storybook/test';
import { MOCK_TEXTS, scenarios } from '@console/api/mocks';
import { expectNavigatedTo, historyOf, localeOf } from '../../../storySupport/location.ts';
import { fieldOf, recordedStep } from '../../../storySupport/recordedPublic.ts';
import { SIGNUP_TEXTS } from '../signupStorySupport.ts';
import { ConfirmEmailScreen } from './ConfirmEmailScreen.tsx';

// The links the recording confirmed, one per language (each works once): a new account's (answered with a token) or
// the two-factor user's (the message only, spec §7).
const confirmed = (withToken: boolean) => (locale: Locale) => {
  const step = recordedStep(
    'confirmEmail',
    '/v1/confirm_email',
    (one) => one.status === 200 && (one.language ?? 'ru') === locale && 'token' in (one.answer as object) === withToken,
  );
  return `/confirm_email/${fieldOf(step.body, 'hash')}`;
};
// The new account's one company (spec §2.1: no accounts and one company → adding an account for it).
const companyOf = (locale: Locale) =>
  (
    recordedStep('confirmEmail', '/v1/objects', (step) => (step.language ?? 'ru') === locale).answer as {
      companies: Array<{ id: number }>;
    }
  ).companies[0]?.id;

const meta = {
  tags: ['shot'],
  title: 'Screens/Auth/ConfirmEmail',
  component: ConfirmEmailScreen,
  parameters: { layout: 'fullscreen', route: confirmed(true), recorded: ['confirmEmail'] },
} satisfies Meta<typeof ConfirmEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.confirmEmail.slow),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(SIGNUP_TEXTS[localeOf(globals)].waiting)).toBeInTheDocument();
  },
};

// spec §2.1: the server's message and the good wishes; with no token, to the root after 2.5 s.
export const ConfirmedWithoutAToken: Story = {
  tags: ['shot-variants'],
  parameters: { route: confirmed(false) },
  play: async ({ canvasElement, globals, loaded }) => {
    const locale = localeOf(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(MOCK_TEXTS[locale].emailConfirmed);
    await expect(canvas.getByText(SIGNUP_TEXTS[locale].wishes)).toBeInTheDocument();
    await expect(historyOf(loaded)).toEqual([confirmed(false)(locale)]);
    // spec §9: 2.5 s.
    await expectNavigatedTo(loaded, '/', 5000);
  },
};

// With a token: signed in; no accounts and one company: the add-account page with the company query.
export const ConfirmedAndSignedIn: Story = {
  tags: ['shot-variants'],
  play: async ({ globals, loaded }) => {
    await expectNavigatedTo(loaded, `/settings/accounts/add?company=${companyOf(localeOf(globals))}`);
    await expect(localStorage.getItem('id_token')).toContain('access_token');
  },
};

// spec §8: 'Email confirmation failed' / 'Please make sure the link is correct'.
export const Failed: Story = {
  tags: ['shot-variants'],
  parameters: { route: '/confirm_email/unknown-link' },
  play: async ({ canvasElement, globals }) => {
    const texts = SIGNUP_TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.confirmFailed })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent(texts.confirmFailedText);
  },
};
