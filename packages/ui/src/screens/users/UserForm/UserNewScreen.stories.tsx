import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { UserNewScreen } from './UserNewScreen.tsx';

const TEXTS = {
  ru: {
    email: 'Почта',
    send: 'Отправить приглашение',
    invalid: 'Введите корректный адрес почты',
    sent: 'Приглашение отправлено',
    taken: 'уже есть среди пользователей',
    limit: 'Достигнут лимит пользователей',
    role: 'Роль',
  },
  en: {
    email: 'Email',
    send: 'Send the invitation',
    invalid: 'Enter a valid email address',
    sent: 'The invitation was sent',
    taken: 'already a user of the workspace',
    limit: 'user limit of the current billing plan',
    role: 'Role',
  },
} as const;

// /settings/users/new replaying the people recording: an invitation sent, one refused by the server.
const meta = {
  title: 'Screens/Users/UserNew',
  component: UserNewScreen,
  parameters: { layout: 'fullscreen', route: '/settings/users/new', session: 'signedIn', recorded: ['people'] },
} satisfies Meta<typeof UserNewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeEmail = async (canvasElement: HTMLElement, email: string, texts: (typeof TEXTS)['en' | 'ru']) => {
  const canvas = within(canvasElement);
  const field = await canvas.findByRole('textbox', { name: texts.email }, { timeout: 5000 });
  await userEvent.type(field, email);
  await userEvent.click(canvas.getByRole('button', { name: texts.send }));
};

export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await expect(await within(canvasElement).findByRole('textbox', { name: texts.email }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const SaysAnInvalidEmail: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await typeEmail(canvasElement, 'not-an-email', texts);
    await expect(await within(canvasElement).findByText(texts.invalid)).toBeInTheDocument();
  },
};

// An empty address gets the screen's text, not the browser's English bubble; a corrected one clears it.
export const SaysAnEmptyEmailInItsLanguage: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: texts.email }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: texts.send }));
    await expect(await canvas.findByText(texts.invalid)).toBeInTheDocument();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'bad@');
    await expect(canvas.queryByText(texts.invalid)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: texts.send }));
    await expect(await canvas.findByText(texts.invalid)).toBeInTheDocument();
  },
};

export const SendsAnInvitation: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await typeEmail(canvasElement, 'new.colleague@example.com', texts);
    await expect(await within(canvasElement).findByText(texts.sent, { exact: false })).toBeInTheDocument();
  },
};

export const ShowsTheServerRefusal: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await typeEmail(canvasElement, 'operator@demo.local', texts);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(texts.taken);
  },
};

// spec §1: the page says the limit before the form; trying anyway, the server refuses with the billing text.
export const LimitReached: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.members.limitReached),
  parameters: { route: '/settings/users/new?space_id=3' },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await expect(await within(canvasElement).findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      texts.limit.split(' ')[0]!,
    );
    await typeEmail(canvasElement, 'fourth@example.com', texts);
    // The page's notice is there before the send: wait for the server's refusal to join it.
    await waitFor(() => expect(within(canvasElement).getAllByText(texts.limit, { exact: false }).length).toBeGreaterThan(1));
  },
};
