import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { EmailConfirmation } from './EmailConfirmation.tsx';

const TEXTS = {
  ru: {
    title: 'Подтвердите email',
    sendAgain: 'Отправить ещё раз',
    sentAgain: 'Письмо отправлено ещё раз.',
    change: 'Изменить email',
    newEmail: 'Новый email',
    required: 'Укажите email',
    save: 'Сохранить',
    cancel: 'Отмена',
    success: 'Мы отправили ссылку для подтверждения на new.address@demo.local.',
    taken: 'Этот email уже используется другой учётной записью',
    close: 'Закрыть',
  },
  en: {
    title: 'Confirm your email',
    sendAgain: 'Send again',
    sentAgain: 'The email has been sent again.',
    change: 'Change email',
    newEmail: 'New email',
    required: 'Enter an email',
    save: 'Save',
    cancel: 'Cancel',
    success: 'We sent a confirmation link to new.address@demo.local.',
    taken: 'This email is already used by another account',
    close: 'Close',
  },
} as const;

const dialog = () => screen.findByRole('dialog');

// spec §4 "Email dialog": over every signed-in page while the address is unconfirmed (unconfirmed@demo.local).
const meta = {
  title: 'Screens/Session/EmailDialog',
  component: EmailConfirmation,
  parameters: { layout: 'fullscreen', session: { email: 'unconfirmed@demo.local' }, recorded: ['emailDialog'] },
} satisfies Meta<typeof EmailConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

// The resend state: where the link was sent, 'send again' and 'change email'.
export const Resend: Story = {
  tags: ['shot-variants'],
  play: async ({ globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const open = await dialog();
    await expect(within(open).getByRole('heading', { name: texts.title })).toBeInTheDocument();
    await expect(open).toHaveTextContent('unconfirmed@demo.local');
    await expect(within(open).getByRole('button', { name: texts.sendAgain })).toBeInTheDocument();
  },
};

// While a change waits for its link, v1/me names the new address (our server's email_pending, README "Sandbox
// outbox"): the dialog shows it as where the link was sent, not the old address that still signs in.
export const PendingChange: Story = {
  parameters: { recorded: ['emailPending'] },
  play: async () => {
    const open = await dialog();
    await expect(open).toHaveTextContent('new.address@demo.local');
    await expect(open).not.toHaveTextContent('unconfirmed@demo.local');
  },
};

export const NotShownForAConfirmedAddress: Story = {
  tags: ['shot'],
  parameters: { session: 'signedIn' },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const SendsTheLinkAgain: Story = {
  play: async ({ globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const open = await dialog();
    await userEvent.click(within(open).getByRole('button', { name: texts.sendAgain }));
    await expect(await within(open).findByText(texts.sentAgain)).toBeInTheDocument();
  },
};

// spec §8: a failed send shows the server's text in the error state (the edit form).
export const ShowsTheServerTextWhenSendingAgainTooSoon: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.email.resendTooSoon),
  play: async ({ globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await userEvent.click(within(await dialog()).getByRole('button', { name: texts.sendAgain }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('42');
    await expect(screen.getByRole('textbox', { name: texts.newEmail })).toBeInTheDocument();
  },
};

// spec §5: required and an address pattern, validated on change; save disabled until valid.
export const ValidatesTheNewAddressOnChange: Story = {
  play: async ({ globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await userEvent.click(within(await dialog()).getByRole('button', { name: texts.change }));
    const field = await screen.findByRole('textbox', { name: texts.newEmail });
    await expect(screen.getByRole('button', { name: texts.save })).toBeDisabled();
    await userEvent.type(field, 'anna@');
    await expect(await screen.findByText(texts.required)).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: texts.save })).toBeDisabled();
    await userEvent.type(field, 'demo.local');
    await waitFor(() => expect(screen.queryByText(texts.required)).toBeNull());
    await expect(screen.getByRole('button', { name: texts.save })).toBeEnabled();
  },
};

export const ChangesTheEmailAndSeesSuccess: Story = {
  play: async ({ globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await userEvent.click(within(await dialog()).getByRole('button', { name: texts.change }));
    await userEvent.type(await screen.findByRole('textbox', { name: texts.newEmail }), 'New.Address@demo.local');
    await userEvent.click(screen.getByRole('button', { name: texts.save }));
    await expect(await screen.findByText(texts.success)).toBeInTheDocument();
    // The end state's look must not depend on where focus landed after the save: Tab (at least once, so the keyboard's
    // focus ring shows) until the first button (closing ×) has it, the same on every run.
    const first = within(await dialog()).getAllByRole('button')[0]!;
    let tabs = 0;
    do await userEvent.tab();
    while (document.activeElement !== first && ++tabs < 4);
    await expect(first).toHaveFocus();
  },
};

// The server's text in an alert. Found by its text: the page may hold other (empty) alert regions, and the first
// alert found was at times one of those.
async function expectTakenAlert(taken: string) {
  const message = await screen.findByText(taken);
  await expect(message.closest('[role="alert"]')).not.toBeNull();
}

export const ShowsTheServerTextWhenTheAddressIsTaken: Story = {
  play: async ({ globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await userEvent.click(within(await dialog()).getByRole('button', { name: texts.change }));
    await userEvent.type(await screen.findByRole('textbox', { name: texts.newEmail }), 'admin@demo.local');
    await userEvent.click(screen.getByRole('button', { name: texts.save }));
    await expectTakenAlert(texts.taken);
  },
};

// spec §4: Cancel after a failure returns to resend. Behaviour only: the look of both states is in the stories above.
export const CancelAfterAFailureReturnsToResend: Story = {
  play: async ({ globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await userEvent.click(within(await dialog()).getByRole('button', { name: texts.change }));
    await userEvent.type(await screen.findByRole('textbox', { name: texts.newEmail }), 'admin@demo.local');
    await userEvent.click(screen.getByRole('button', { name: texts.save }));
    await expectTakenAlert(texts.taken);
    await userEvent.click(screen.getByRole('button', { name: texts.cancel }));
    await expect(await screen.findByRole('button', { name: texts.sendAgain })).toBeInTheDocument();
  },
};

export const SavingKeepsTheFormBusy: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.email.changeSlow),
  play: async ({ globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await userEvent.click(within(await dialog()).getByRole('button', { name: texts.change }));
    await userEvent.type(await screen.findByRole('textbox', { name: texts.newEmail }), 'busy@demo.local');
    await userEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect(screen.getByRole('button', { name: texts.save })).toHaveAttribute('aria-busy', 'true'));
  },
};

// spec §4: closing resets to resend with an empty field (here: it stays closed until the next page load).
export const ClosesWithTheCloseButton: Story = {
  play: async ({ globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await userEvent.click(within(await dialog()).getByRole('button', { name: texts.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
