import type { Meta, StoryObj } from '@storybook/react-vite';
import { ws } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { expectNavigatedTo, historyOf, localeOf } from '../../storySupport/location.ts';
import { HomeScreen } from '../../home/Home/HomeScreen.tsx';
import { SignedInFrame } from './SignedInFrame.tsx';

const SOCKET_URL = 'ws://storybook.test/v1/socket';
const live = ws.link(SOCKET_URL);

const TEXTS = {
  ru: {
    noAccess: 'Нет доступа',
    forbidden: 'У вас нет доступа к этому разделу. Обратитесь к вашему администратору.',
    loginAsOther: 'Войти под другим пользователем',
    down: 'Нет соединения с сервером обновлений. Переподключаемся…',
    openIssue: 'Открыть задачу',
  },
  en: {
    noAccess: 'No access',
    forbidden: 'You have no access to this section. Please contact your administrator.',
    loginAsOther: 'Login as a different user',
    down: 'Live updates are disconnected. Reconnecting…',
    openIssue: 'Open the issue',
  },
} as const;

// The socket server of the stories: accepts the auth message, then runs `after` (messages, a close…).
const socketServer = (after: (send: (message: unknown) => void, close: (code: number) => void) => void = () => undefined) =>
  live.addEventListener('connection', ({ client }) => {
    client.addEventListener('message', (event) => {
      if (typeof event.data !== 'string' || !event.data.includes('"auth"')) return;
      client.send(JSON.stringify({ method: 'ready' }));
      after(
        (message) => client.send(JSON.stringify(message)),
        (code) => client.close(code),
      );
    });
  });

// Every signed-in page stands in this frame: here with the temporary home page inside.
const meta = {
  title: 'Screens/Session/SignedInFrame',
  component: SignedInFrame,
  args: {
    socketUrl: SOCKET_URL,
    shell: {
      productName: 'Omnidesk Console',
      faqUrl: { ru: 'https://help.example/ru/faq', en: 'https://help.example/en/faq' },
      theme: 'light',
      onThemeChange: fn(),
    },
    children: <HomeScreen />,
  },
  parameters: { layout: 'fullscreen', route: '/', session: 'signedIn' },
  beforeEach: ({ msw }) => void msw.use(socketServer()),
} satisfies Meta<typeof SignedInFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Anna Admin/ })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

// spec §4, §6, §8: a 403 puts the No access page in place of the route, with the server's text.
export const ShowsNoAccessAfterA403: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.counts.forbidden),
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.noAccess })).toBeInTheDocument();
    // The server's text and the advice are one sentence in one paragraph.
    await expect(
      canvas.getByText((_, node) => node?.tagName === 'P' && node.textContent === texts.forbidden),
    ).toBeInTheDocument();
  },
};

export const LogsInAsADifferentUserFromTheNoAccessPage: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.counts.forbidden, ...scenarios.revoke.ok),
  play: async ({ canvasElement, globals, loaded }) => {
    const texts = TEXTS[localeOf(globals)];
    await userEvent.click(await within(canvasElement).findByRole('button', { name: texts.loginAsOther }));
    await expectNavigatedTo(loaded, '/login');
    await expect(window.localStorage.getItem('id_token')).toBeNull();
  },
};

// issue 3: the user sees when the live connection is down (the server closed it; reconnecting in 2 s).
export const SaysWhenTheLiveConnectionIsDown: Story = {
  beforeEach: ({ msw }) => void msw.use(socketServer((_send, close) => setTimeout(() => close(1011), 50))),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(TEXTS[localeOf(globals)].down), { timeout: 3000 });
  },
};

// spec §7 "notify": an issue notification links to the issue page (300 s).
export const ShowsAnIssueNotificationFromTheSocket: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) =>
    void msw.use(
      socketServer((send) =>
        send({
          method: 'notify',
          type: 'issue',
          id: 42,
          title: 'Задача #42 назначена вам',
          text: '<b>Возврат</b> заказа',
          user: 'Oleg Operator',
          icon: null,
          class: null,
          duration: null,
        }),
      ),
    ),
  play: async ({ globals }) => {
    const toast = await screen.findByRole('alertdialog', { name: 'Задача #42 назначена вам' });
    // Text from the network is shown as text (quality.md).
    await expect(toast).toHaveTextContent('<b>Возврат</b> заказа');
    await expect(within(toast).getByRole('link', { name: TEXTS[localeOf(globals)].openIssue })).toHaveAttribute(
      'href',
      '/issues/42',
    );
  },
};

// spec §4: an invalid refresh logs out without revoking and goes to /login with the current path.
export const LogsOutWhenTheSessionHasExpired: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) =>
    void msw.use(...scenarios.me.tokenExpired, ...scenarios.config.tokenExpired, ...scenarios.refresh.invalid),
  play: async ({ loaded }) => {
    await waitFor(() => expect(historyOf(loaded).at(-1)).toBe('/login?redirect=%2F'));
    await expect(window.localStorage.getItem('id_token')).toBeNull();
  },
};
