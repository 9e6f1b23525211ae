import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useTranslation } from 'react-i18next';
import { TITLE_NAMESPACES } from '@console/locales';
import { useLocation } from 'wouter';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConfigResponse } from '@console/api/contract';
import { recordedRead, scenarios } from '@console/api/mocks';
import { matchRoute, NOT_FOUND_ROUTE } from '@console/machines/rules/routes';
import { expectNavigatedTo, localeOf } from '../../../storySupport/location.ts';
import { signInAsRecorded } from '../../../storySupport/recordedSession.ts';
import { recordedSpaces } from '../../../storySupport/workspace.ts';
import { RouteGuard } from './RouteGuard.tsx';

const TEXTS = {
  ru: {
    billing: 'Оплата',
    profile: 'Профиль',
    users: 'Пользователи',
    noAccess: 'Нет доступа',
    trial: 'Тестовый период закончился',
    paid: 'Оплаченный период закончился',
    logout: 'Выйти',
    check: 'Проверить оплату',
    retry: 'Повторить',
  },
  en: {
    billing: 'Billing',
    profile: 'Profile',
    users: 'Users',
    noAccess: 'No access',
    trial: 'Trial period is over',
    paid: 'Paid period is over',
    logout: 'Log out',
    check: 'Check the payment',
    retry: 'Try again',
  },
} as const;

const OPERATOR = 'operator@demo.local';

// Stands in for the route's screen: a page titled by the registry, so a redirect shows as the target route.
function RoutePage() {
  const { t } = useTranslation('common');
  const [location] = useLocation();
  const route = matchRoute(location)?.route ?? NOT_FOUND_ROUTE;
  return (
    <main style={{ padding: 24 }}>
      <h1>{t(route.titleKey, { ns: TITLE_NAMESPACES })}</h1>
      <p>{location}</p>
    </main>
  );
}

// The guards of spec §4 with the real rules, against the recorded config of the story's user (a workspace state the
// test seed has not is the story's own config).
const meta = {
  title: 'Screens/Session/RouteGuard',
  component: RouteGuard,
  args: { children: <RoutePage /> },
  parameters: { layout: 'fullscreen', route: '/settings/users', session: 'signedIn' },
} satisfies Meta<typeof RouteGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.config.slow),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const Error: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.config.serverError500),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: TEXTS[localeOf(globals)].retry })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const Allowed: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: TEXTS[localeOf(globals)].users }),
    ).toBeInTheDocument();
  },
};

export const LoadsAgainWhenRetried: Story = {
  beforeEach: ({ msw }) =>
    void msw.use(http.get('*/v1/config', () => HttpResponse.json({ error: 'Internal' }, { status: 500 }), { once: true })),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: TEXTS[localeOf(globals)].retry }));
    await expect(await canvas.findByRole('heading', { level: 1, name: TEXTS[localeOf(globals)].users })).toBeInTheDocument();
  },
};

// spec §4: not paid and the settings role: billing instead of a page that is not allowed.
export const RedirectsTheAdministratorOfAnExpiredTrialToBilling: Story = {
  parameters: { route: '/items?status[]=new' },
  beforeEach: ({ loaded }) => void signInAsRecorded(loaded, 'trialAdmin'),
  play: async ({ canvasElement, globals, loaded }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: TEXTS[localeOf(globals)].billing }),
    ).toBeInTheDocument();
    await expectNavigatedTo(loaded, '/settings/billing');
    // replace: going back does not return to the page that redirected
    await expect((loaded['location'] as { history: string[] }).history).toEqual(['/settings/billing']);
  },
};

export const KeepsTheAdministratorOfAnExpiredTrialOnAnAllowedPage: Story = {
  beforeEach: ({ loaded }) => void signInAsRecorded(loaded, 'trialAdmin'),
  play: async ({ canvasElement, globals, loaded }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: TEXTS[localeOf(globals)].users }),
    ).toBeInTheDocument();
    await expect((loaded['location'] as { history: string[] }).history).toEqual(['/settings/users']);
  },
};

// spec §4: two-factor required: every page but profile and billing sends the user to the profile.
export const RedirectsToTheProfileWhileTwoFactorIsRequired: Story = {
  parameters: { route: '/settings/users' },
  beforeEach: ({ loaded }) => void signInAsRecorded(loaded, 'otpRequired'),
  play: async ({ canvasElement, globals, loaded }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: TEXTS[localeOf(globals)].profile }),
    ).toBeInTheDocument();
    await expectNavigatedTo(loaded, '/settings/profile');
  },
};

// spec §2.5, §6: the users page needs the settings role.
export const ShowsNoAccessToAReaderOnTheUsersPage: Story = {
  parameters: { session: { email: 'reader@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: TEXTS[localeOf(globals)].noAccess })).toBeInTheDocument();
    await expect(canvas.getByText(/reader@demo\.local/)).toBeInTheDocument();
  },
};

// spec §4, §8: not paid, no settings role: the page stays under the modal.
export const ShowsThePaidOverModalForAnExpiredTrial: Story = {
  parameters: { route: '/items' },
  beforeEach: ({ loaded }) => void signInAsRecorded(loaded, 'trialOperator'),
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: texts.trial });
    await expect(within(dialog).getByRole('button', { name: texts.logout })).toBeInTheDocument();
    await expect(within(dialog).getByText(/trial-operator@demo\.local/)).toBeInTheDocument();
  },
};

export const ShowsThePaidOverModalForAnExpiredPaidSpace: Story = {
  parameters: { route: '/' },
  beforeEach: ({ loaded }) => void signInAsRecorded(loaded, 'paidoverOperator'),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await body(canvasElement).findByRole('alertdialog', { name: TEXTS[localeOf(globals)].paid }),
    ).toBeInTheDocument();
  },
};

export const LogsOutFromThePaidOverModal: Story = {
  parameters: { route: '/items' },
  beforeEach: ({ loaded }) => void signInAsRecorded(loaded, 'trialOperator'),
  play: async ({ canvasElement, globals, loaded }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: TEXTS[localeOf(globals)].logout }));
    await expectNavigatedTo(loaded, '/login');
    await waitFor(() => expect(localStorage.getItem('id_token')).toBeNull());
  },
};

// The administrator paid meanwhile: asking again opens the page (the story's own config: the recorded expired trial's
// space, then the operator's paid one).
let paymentArrived = false;
export const OpensThePageOnceThePaymentArrives: Story = {
  parameters: { session: { email: OPERATOR }, route: '/items' },
  beforeEach: ({ msw }) => {
    paymentArrived = false;
    msw.use(
      http.get('*/v1/config', () =>
        HttpResponse.json({
          ...recordedRead<ConfigResponse>('operator', '/v1/config'),
          spaces: recordedSpaces(paymentArrived ? 'operator' : 'trialOperator'),
        }),
      ),
    );
  },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: texts.trial });
    paymentArrived = true;
    await userEvent.click(within(dialog).getByRole('button', { name: texts.check }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
