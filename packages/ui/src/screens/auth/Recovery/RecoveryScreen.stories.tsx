import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_TEXTS, scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { replayedAnonymous } from '../../../storySupport/recordedPublic.ts';
import { expectAlert, SIGNUP_TEXTS, type SignupTexts } from '../signupStorySupport.ts';
import { RecoveryScreen } from './RecoveryScreen.tsx';

const meta = {
  title: 'Screens/Auth/Recovery',
  component: RecoveryScreen,
  parameters: { layout: 'fullscreen', route: '/recovery' },
  beforeEach: ({ msw }) => void msw.use(...replayedAnonymous('recovery')),
} satisfies Meta<typeof RecoveryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function send(canvasElement: HTMLElement, texts: SignupTexts, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), email);
  await userEvent.click(canvas.getByRole('button', { name: texts.send }));
}

// spec §2.1, §5: the email field, the send button disabled until the address is valid, the link back to login.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = SIGNUP_TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.recoveryTitle })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: texts.send })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: texts.backToLogin })).toHaveAttribute('href', '/login');
  },
};

export const InvalidAddress: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const texts = SIGNUP_TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), 'reader@demo');
    await expect(await canvas.findByText(texts.emailInvalidRecovery)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: texts.send })).toBeDisabled();
  },
};

export const Sending: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.recovery.slow),
  play: async ({ canvasElement, globals }) => {
    await send(canvasElement, SIGNUP_TEXTS[localeOf(globals)], 'reader@demo.local');
    await expect(await within(canvasElement).findByRole('button', { busy: true })).toBeInTheDocument();
  },
};

// The success notice after sending (the server's message).
export const Sent: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    await send(canvasElement, SIGNUP_TEXTS[localeOf(globals)], ' reader@demo.local ');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('reader@demo.local');
  },
};

// spec §8: 404 'User not found'.
export const UserNotFound: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = SIGNUP_TEXTS[localeOf(globals)];
    await send(canvasElement, texts, 'nobody@demo.local');
    await expectAlert(canvasElement, texts.userNotFound);
  },
};

// spec §8: 400 the server's message.
export const ShowsTheServerMessage: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.recovery.serverText),
  play: async ({ canvasElement, globals }) => {
    const locale = localeOf(globals);
    await send(canvasElement, SIGNUP_TEXTS[locale], 'reader@demo.local');
    await expectAlert(canvasElement, MOCK_TEXTS[locale].badRequest);
  },
};

// spec §8: otherwise 'Error'.
export const ShowsErrorOtherwise: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.recovery.serverError500),
  play: async ({ canvasElement, globals }) => {
    const texts = SIGNUP_TEXTS[localeOf(globals)];
    await send(canvasElement, texts, 'reader@demo.local');
    await expectAlert(canvasElement, texts.error);
  },
};
