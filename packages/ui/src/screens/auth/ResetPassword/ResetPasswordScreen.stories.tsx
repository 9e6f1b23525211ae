import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RECORDING_USERS } from '@console/api/contract';
import { MOCK_TEXTS, scenarios } from '@console/api/mocks';
import { expectNavigatedTo, localeOf } from '../../../storySupport/location.ts';
import { fieldOf, recordedStep } from '../../../storySupport/recordedPublic.ts';
import { expectAlert, SIGNUP_TEXTS, type SignupTexts } from '../signupStorySupport.ts';
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx';

// The links the recording's users were mailed (the recording server's counted links), checked before they were used.
const linkOf = (email: string) =>
  `/reset_password/${fieldOf(
    recordedStep(
      'passwordReset',
      '/v1/reset_password/check',
      (step) => step.status === 200 && fieldOf(step.answer, 'email') === email,
    ).body,
    'hash',
  )}`;

const meta = {
  title: 'Screens/Auth/ResetPassword',
  component: ResetPasswordScreen,
  parameters: { layout: 'fullscreen', route: linkOf(RECORDING_USERS.analyst), recorded: ['passwordReset'] },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function reset(canvasElement: HTMLElement, texts: SignupTexts, password: string, confirm: string) {
  const canvas = within(canvasElement);
  const field = await canvas.findByLabelText(texts.newPassword, { selector: 'input' });
  await waitFor(() => expect(field).toBeEnabled());
  await userEvent.type(field, password);
  await userEvent.type(canvas.getByLabelText(texts.confirmPassword, { selector: 'input' }), confirm);
  await userEvent.click(canvas.getByRole('button', { name: texts.save }));
}

export const Checking: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.reset.checkSlow),
  play: async ({ canvasElement, globals }) => {
    const texts = SIGNUP_TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.checking)).toBeInTheDocument();
    await expect(canvas.getByLabelText(texts.newPassword, { selector: 'input' })).toBeDisabled();
  },
};

// spec §2.1: new password and confirmation, links to login.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = SIGNUP_TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.resetTitle })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText(texts.newPassword, { selector: 'input' })).toBeEnabled());
    await expect(canvas.getByRole('link', { name: texts.backToLogin })).toHaveAttribute('href', '/login');
  },
};

// spec §8: a failed check (a used, expired or unknown link) shows the server's message for good and disables the form.
export const CheckFailed: Story = {
  tags: ['shot-variants'],
  parameters: { route: '/reset_password/expired-link' },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const texts = SIGNUP_TEXTS[locale];
    await expectAlert(canvasElement, MOCK_TEXTS[locale].resetInvalid);
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(texts.newPassword, { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: texts.save })).toBeDisabled();
  },
};

// spec §5: 'Confirmation and password didn't match'.
export const ConfirmationMismatch: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = SIGNUP_TEXTS[localeOf(globals)];
    await reset(canvasElement, texts, 'new-pass-12', 'new-pass-13');
    await expect(await within(canvasElement).findByText(texts.mismatch)).toBeInTheDocument();
  },
};

export const Saving: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.reset.slow),
  play: async ({ canvasElement, globals }) => {
    await reset(canvasElement, SIGNUP_TEXTS[localeOf(globals)], 'new-pass-12', 'new-pass-12');
    await expect(await within(canvasElement).findByRole('button', { busy: true })).toBeInTheDocument();
  },
};

export const ShowsErrorOnAFailedReset: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.reset.serverError500),
  play: async ({ canvasElement, globals }) => {
    const texts = SIGNUP_TEXTS[localeOf(globals)];
    await reset(canvasElement, texts, 'new-pass-12', 'new-pass-12');
    await expectAlert(canvasElement, texts.error);
  },
};

// No token (two-factor, spec §7): the message and a link to sign in.
export const ChangedWithoutAToken: Story = {
  tags: ['shot'],
  parameters: { route: linkOf(RECORDING_USERS.otp) },
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    const texts = SIGNUP_TEXTS[locale];
    await reset(canvasElement, texts, 'new-pass-12', 'new-pass-12');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(MOCK_TEXTS[locale].passwordReset);
    await expect(canvas.getByRole('link', { name: texts.signIn })).toHaveAttribute('href', '/login');
  },
};

// spec §7 "may hold a token": signed in, to the statistics list.
export const SignsInWithTheToken: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    await reset(canvasElement, SIGNUP_TEXTS[localeOf(globals)], 'new-pass-12', 'new-pass-12');
    await expectNavigatedTo(loaded, '/');
  },
};
