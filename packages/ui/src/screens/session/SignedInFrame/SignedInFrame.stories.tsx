import { useEffect, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, ws } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { COUNTS_PATH } from '@console/api/contract';
import { MOCK_TEXTS, requestLocale, scenarios } from '@console/api/mocks';
import { NetworkNotice } from '../../../components/NetworkNotice/NetworkNotice.tsx';
import { networkNoticeStore, useApiClient, useNetworkNotice, watchClientEvents } from '../../../data/index.ts';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { expectNavigatedTo, historyOf, localeOf } from '../../../storySupport/location.ts';
import { storyShell } from '../../../storySupport/shell.ts';
import { atStoryViewport, SHELL_VIEWPORTS, viewport } from '../AppShell/appShellStorySupport.tsx';
import { NotFound } from '../../errors/NotFound/NotFound.tsx';
import { StatsHomeScreen } from '../../stats/StatsHome/StatsHomeScreen.tsx';
import { useUsers } from '../../../data/users.ts';
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
    unavailable: 'Сервис недоступен. Проверьте ваше интернет-соединение и повторите попытку.',
  },
  en: {
    noAccess: 'No access',
    forbidden: 'You have no access to this section. Please contact your administrator.',
    loginAsOther: 'Login as a different user',
    down: 'Live updates are disconnected. Reconnecting…',
    openIssue: 'Open the issue',
    unavailable: 'Service is unavailable. Check your network connection status and try again.',
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

// Every signed-in page stands in this frame: here with the statistics home inside.
const meta = {
  title: 'Screens/Session/SignedInFrame',
  component: SignedInFrame,
  args: {
    socketUrl: SOCKET_URL,
    shell: storyShell(),
    children: <StatsHomeScreen />,
  },
  parameters: { layout: 'fullscreen', route: '/', session: 'signedIn', recorded: true },
  beforeEach: ({ msw }) => void msw.use(socketServer()),
} satisfies Meta<typeof SignedInFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Anna Admin/ })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

// A 375 px phone: the top bar's triggers show their icon or colour dot, in one row under the title; their words stay
// their names (at 320 px they take two rows).
export const TopBarOnAPhone: Story = {
  tags: ['shot'],
  globals: viewport('phone'),
  parameters: { viewport: { options: SHELL_VIEWPORTS } },
  play: async ({ canvasElement, globals }) => {
    if (!atStoryViewport(globals)) return; // about this width's layout only
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /Anna Admin/ });
    const [bar] = canvas.getAllByRole('banner') as [HTMLElement];
    // The saved filters, billing, settings and user menus go under the labelled 'More' (TopBarMore).
    await expect(within(bar).getByRole('button', { name: storyT(globals)('shell:topBar.more') })).toBeVisible();
    const controlsOf = () => [...bar.querySelectorAll<HTMLElement>(':scope > div:last-child button')];
    // The filters, status, errors and 'More' stay in the bar. Waited for: the errors dropdown comes with its data (3 of
    // 4 on a loaded machine at stop 32).
    await waitFor(() => expect(controlsOf().length).toBeGreaterThanOrEqual(4));
    const controls = controlsOf();
    await expect(new Set(controls.map((button) => Math.round(button.getBoundingClientRect().top))).size).toBe(1);
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
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

// Counts every GET v1/counts and lets the next handler answer it.
let countsRequests = 0;
const countCountsRequests = http.get(`*/${COUNTS_PATH}`, () => {
  countsRequests += 1;
});

// spec §4: the no-access state is cleared on the next route change (here a main-menu link); the page is back.
// Refused once (the server's own text), and the play clicks only after that refusal: what shows is the route change
// clearing the page, not whether a second refusal (an earlier story's cached answer shown first) lands before the check.
export const LeavesNoAccessOnTheNextRouteChange: Story = {
  beforeEach: ({ msw }) => {
    countsRequests = 0;
    msw.use(
      countCountsRequests,
      http.get(
        `*/${COUNTS_PATH}`,
        ({ request }) => HttpResponse.json({ error: MOCK_TEXTS[requestLocale(request)].forbidden }, { status: 403 }),
        { once: true },
      ),
    );
  },
  play: async ({ canvasElement, globals, loaded }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: texts.noAccess });
    // The first count asked is the refused one.
    await waitFor(() => expect(countsRequests).toBeGreaterThanOrEqual(1));
    // The menu's section links come with the user's rights, after the frame's first paint.
    const menuLink = await waitFor(() => {
      const link = within(canvas.getAllByRole('navigation')[0]!)
        .getAllByRole('link')
        .find((one) => one.getAttribute('href') !== '/');
      if (!link) throw new Error('the menu shows no section yet');
      return link;
    });
    await userEvent.click(menuLink);
    await waitFor(() => expect(historyOf(loaded).length).toBeGreaterThan(1));
    await waitFor(() => expect(canvas.queryByRole('heading', { level: 1, name: texts.noAccess })).toBeNull());
    await expect(await canvas.findByRole('heading', { level: 1, name: /Anna Admin/ })).toBeInTheDocument();
  },
};

// A page whose own load is refused while the user has to set two-factor up (v1/users is not among the paths left open).
function PageReadingUsers() {
  const users = useUsers();
  return <h1>{users.data ? `${users.data.items.length}` : '…'}</h1>;
}

// spec §4 two-factor, held by the server (docs/error-types.md): its 403 sends the user to the profile, as the guard
// would, and never shows the no-access page.
export const GoesToTheProfileWhenTheServerRequiresTwoFactor: Story = {
  args: { children: <PageReadingUsers /> },
  parameters: { route: '/items' },
  beforeEach: ({ msw, globals }) =>
    void msw.use(
      http.get('*/v1/users', () =>
        HttpResponse.json(
          { error: MOCK_TEXTS[localeOf(globals)].otpSetupRequired, error_type: 'otp_setup_required' },
          { status: 403 },
        ),
      ),
    ),
  play: async ({ canvasElement, globals, loaded }) => {
    await expectNavigatedTo(loaded, '/settings/profile');
    await expect(historyOf(loaded)).toEqual(['/settings/profile']);
    await expect(within(canvasElement).queryByRole('heading', { level: 1, name: TEXTS[localeOf(globals)].noAccess })).toBeNull();
  },
};

export const LogsInAsADifferentUserFromTheNoAccessPage: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.counts.forbidden),
  play: async ({ canvasElement, globals, loaded }) => {
    const texts = TEXTS[localeOf(globals)];
    await userEvent.click(await within(canvasElement).findByRole('button', { name: texts.loginAsOther }));
    await expectNavigatedTo(loaded, '/login');
    await expect(window.localStorage.getItem('id_token')).toBeNull();
  },
};

// The user sees when the live connection is down (the server closed it; reconnecting in 2 s).
export const SaysWhenTheLiveConnectionIsDown: Story = {
  beforeEach: ({ msw }) => void msw.use(socketServer((_send, close) => setTimeout(() => close(1011), 50))),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(TEXTS[localeOf(globals)].down), { timeout: 3000 });
  },
};

// spec §7 "notify": an issue notification links to the issue page (300 s).
export const ShowsAnIssueNotificationFromTheSocket: Story = {
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
  beforeEach: ({ msw }) =>
    void msw.use(...scenarios.me.tokenExpired, ...scenarios.config.tokenExpired, ...scenarios.refresh.invalid),
  play: async ({ loaded }) => {
    await waitFor(() => expect(historyOf(loaded).at(-1)).toBe('/login?redirect=%2F'));
    await expect(window.localStorage.getItem('id_token')).toBeNull();
  },
};

// spec §4: a 401 refreshes the session once and the call is retried; the recorded refresh answers the next token.
export const RefreshesTheSessionOnA401: Story = {
  beforeEach: ({ msw }) =>
    void msw.use(
      http.get('*/v1/config', () => HttpResponse.json({ error: MOCK_TEXTS.ru.accessTokenExpired }, { status: 401 }), {
        once: true,
      }),
    ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Anna Admin/ })).toBeInTheDocument();
    await expect(localStorage.getItem('id_token')).toContain('recorded-administrator-access-2');
  },
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

// spec §7: the counts are polled by the frame, so on every signed-in page, not only where they are shown.
export const AsksForTheCountsOnAPageThatDoesNotShowThem: Story = {
  args: { children: <NotFound /> },
  parameters: { route: '/no/such/page' },
  beforeEach: ({ msw }) => {
    countsRequests = 0;
    msw.use(countCountsRequests);
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    // The first count asked is the refused one.
    await waitFor(() => expect(countsRequests).toBeGreaterThanOrEqual(1));
  },
};

// At most one GET v1/counts in flight: the frame's poll and the home page's counts share one request.
export const AsksForTheCountsOnceWhenThePageShowsThemToo: Story = {
  beforeEach: ({ msw }) => {
    countsRequests = 0;
    msw.use(countCountsRequests);
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: /Ждут внимания|Waiting for attention/ });
    await settle();
    await expect(countsRequests).toBe(1);
  },
};

// The console's outage wiring (apps/console: ClientEvents and NetworkNoticeHost), for the stories that show the notice.
function WithNetworkNotice({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const open = useNetworkNotice();
  useEffect(
    () => watchClientEvents(client, { isSignedIn: () => true, browserLanguages: () => ['ru'], useEnglish: () => undefined }),
    [client],
  );
  useEffect(() => () => networkNoticeStore.set(false), []);
  return (
    <>
      {children}
      {open ? <NetworkNotice open onClose={() => networkNoticeStore.set(false)} /> : null}
    </>
  );
}
const withNetworkNotice: Decorator = (Story) => (
  <WithNetworkNotice>
    <Story />
  </WithNetworkNotice>
);

// spec §8 "Config load": a 404 logs the user out, with the current path to come back to.
export const LogsOutWhenTheConfigIsNotFound: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.config.notFound),
  play: async ({ loaded }) => {
    await waitFor(() => expect(historyOf(loaded).at(-1)).toBe('/login?redirect=%2F'));
    await expect(window.localStorage.getItem('id_token')).toBeNull();
  },
};

// spec §8 "Config load": a network error is the network-error state: the outage notice, and the page's error state.
export const ShowsTheNetworkNoticeWhenTheConfigCannotBeLoaded: Story = {
  decorators: [withNetworkNotice],
  beforeEach: ({ msw }) => void msw.use(...scenarios.config.networkError),
  play: async ({ canvasElement, globals, loaded }) => {
    const texts = TEXTS[localeOf(globals)];
    await expect(await screen.findByText(texts.unavailable)).toBeInTheDocument();
    await expect(await within(canvasElement).findByText(storyT(globals)('statsHome:loadFailed'))).toBeInTheDocument();
    // Still signed in, still here.
    await expect(window.localStorage.getItem('id_token')).not.toBeNull();
    await expect(historyOf(loaded).at(-1) ?? '/').toBe('/');
  },
};

// spec §8 "Config load", §9: any other answer shows the server's text for 30 s (a toast), the user stays signed in.
export const ShowsTheServerTextWhenTheConfigFails: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.config.serverError500),
  play: async ({ globals }) => {
    const text = MOCK_TEXTS[localeOf(globals)].internal;
    await expect(await screen.findByRole('alertdialog', { name: text })).toBeInTheDocument();
    await expect(window.localStorage.getItem('id_token')).not.toBeNull();
  },
};
