import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_WORD } from '../../../components/storySupport/narrow.tsx';
import { localeOf } from '../../../storySupport/location.ts';
import { NoAccessView } from './NoAccess.tsx';

// The server's 403 text in each locale (apps/server/src/messages.ts, 'forbidden').
const SERVER_TEXT = { ru: 'Недостаточно прав', en: 'Insufficient permissions' } as const;

// spec §8 (Russian) and §6 (the English default text) verbatim; the rest translated.
const TEXTS = {
  ru: {
    title: 'Нет доступа',
    withServerText: `${SERVER_TEXT.ru}. Обратитесь к вашему администратору.`,
    default: 'У вас нет доступа к этому разделу. Обратитесь к вашему администратору.',
    loggedInAs: 'Вы вошли как Anna Admin (admin@demo.local)',
    button: 'Войти под другим пользователем',
  },
  en: {
    title: 'No access',
    withServerText: `${SERVER_TEXT.en}. Please contact your administrator.`,
    default: 'You have no access to this section. Please contact your administrator.',
    loggedInAs: 'You are logged in as Anna Admin (admin@demo.local)',
    button: 'Login as a different user',
  },
} as const;

const meta = {
  title: 'Screens/Errors/NoAccess',
  component: NoAccessView,
  args: {
    serverText: null,
    user: { name: 'Anna Admin', email: 'admin@demo.local' },
    onLoginAsOther: fn(),
  },
  parameters: { layout: 'fullscreen', route: '/settings/users' },
} satisfies Meta<typeof NoAccessView>;

export default meta;
type Story = StoryObj<typeof meta>;

// The server answers in the request's locale, so the story gives the text of the story's locale.
export const WithServerText: Story = {
  tags: ['shot-variants'],
  render: (args, { globals }) => <NoAccessView {...args} serverText={SERVER_TEXT[localeOf(globals)]} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = localeOf(globals);
    const texts = TEXTS[locale];
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(texts.title);
    await expect(canvas.getByText(SERVER_TEXT[locale]).parentElement).toHaveTextContent(texts.withServerText);
    await expect(canvas.getByText('Anna Admin').parentElement).toHaveTextContent(texts.loggedInAs);
    await expect(canvas.getByRole('button', { name: texts.button })).toBeEnabled();
  },
};

export const DefaultText: Story = {
  tags: ['shot'],
  args: { serverText: null },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(TEXTS[localeOf(globals)].default)).toBeInTheDocument();
  },
};

// A server text that is empty or only a full stop says nothing: the default text stands in.
export const EmptyServerTextGivesTheDefaultText: Story = {
  args: { serverText: ' . ' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(TEXTS[localeOf(globals)].default)).toBeInTheDocument();
  },
};

export const UserUnknown: Story = {
  tags: ['shot'],
  args: { user: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/admin@demo\.local/)).toBeNull();
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(1);
  },
};

export const Busy: Story = {
  tags: ['shot'],
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { busy: true });
    await userEvent.click(button);
    await expect(args.onLoginAsOther).not.toHaveBeenCalled();
  },
};

export const LogsInAsADifferentUserWhenTheButtonIsPressed: Story = {
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: TEXTS[localeOf(globals)].button }));
    await expect(args.onLoginAsOther).toHaveBeenCalledOnce();
  },
};

// The server's text ends with a full stop: the sentence does not double it.
export const DoesNotDoubleTheFullStop: Story = {
  args: { serverText: `${SERVER_TEXT.ru}.` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(SERVER_TEXT.ru).parentElement?.textContent).not.toContain('..');
  },
};

// Server text and names are untrusted: markup and i18next syntax in them stay text.
export const ShowsUntrustedTextsAsText: Story = {
  args: {
    serverText: '<img src=x onerror=alert(1)> {{error}} $t(noAccess.title)',
    user: { name: '<b>Mallory</b> \u202Eevil\u202C {{email}}', email: 'mallory@demo.local' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img, b')).toBeNull();
    await expect(canvas.getByText('<img src=x onerror=alert(1)> {{error}} $t(noAccess.title)')).toBeInTheDocument();
    // The name is isolated, so its right-to-left override cannot reorder the email after it.
    const name = canvas.getByText(/Mallory/);
    await expect(name.tagName).toBe('BDI');
    await expect(name.textContent).toBe('<b>Mallory</b> \u202Eevil\u202C {{email}}');
  },
};

export const WrapsAVeryLongTextAt320px: Story = {
  args: { serverText: LONG_WORD, user: { name: LONG_WORD, email: `${LONG_WORD}@demo.local` } },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(main.scrollWidth).toBeLessThanOrEqual(320);
  },
};
