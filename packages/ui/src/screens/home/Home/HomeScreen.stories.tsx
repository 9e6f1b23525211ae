import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { configFor, DEMO_SPACE, demoUserByRole, scenarios } from '@console/api/mocks';
import { expectNavigatedTo, localeOf } from '../../storySupport/location.ts';
import { HomeScreen } from './HomeScreen.tsx';

const TEXTS = {
  ru: { logout: 'Выйти', retry: 'Повторить', paid: 'Оплачено', trial: 'Пробный период', noSpaces: 'У вас пока нет пространств.' },
  en: { logout: 'Log out', retry: 'Try again', paid: 'Paid', trial: 'Trial period', noSpaces: 'You have no spaces yet.' },
} as const;

const admin = demoUserByRole('administrator');
const configWithSpaces = (spaces: (typeof DEMO_SPACE)[]) =>
  http.get('*/v1/config', () => HttpResponse.json({ ...configFor(admin), spaces }));

// The temporary signed-in root, against the mock server with a stored session.
const meta = {
  title: 'Screens/Home/Home',
  component: HomeScreen,
  parameters: { layout: 'fullscreen', route: '/', session: 'signedIn' },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.me.slow, ...scenarios.config.slow),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.me.serverError500),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: TEXTS[localeOf(globals)].retry })).toBeInTheDocument();
  },
};

export const Ready: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Anna Admin/ })).toBeInTheDocument();
    const space = canvas.getByRole('article', { name: 'Demo workspace' });
    await expect(space).toHaveTextContent('Premium');
    await expect(space).toHaveTextContent(TEXTS[localeOf(globals)].paid);
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => void msw.use(configWithSpaces([])),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(TEXTS[localeOf(globals)].noSpaces)).toBeInTheDocument();
  },
};

export const ShowsATrialSpace: Story = {
  beforeEach: ({ msw }) =>
    void msw.use(
      configWithSpaces([{ ...DEMO_SPACE, name: 'Trial workspace', is_trial: true, tariff: { id: 1, name: 'Start' } }]),
    ),
  play: async ({ canvasElement, globals }) => {
    const space = await within(canvasElement).findByRole('article', { name: 'Trial workspace' });
    await expect(space).toHaveTextContent(TEXTS[localeOf(globals)].trial);
  },
};

export const ShowsTheNameOfTheSignedInUser: Story = {
  parameters: { session: { email: 'reader@demo.local' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: /Ирина Читаева/ })).toBeInTheDocument();
  },
};

// Not in visual regression: it ends as `Ready` does, and the card's corners re-render with one-level anti-aliasing noise.
export const LoadsAgainWhenRetried: Story = {
  tags: ['no-visual'],
  beforeEach: ({ msw }) =>
    void msw.use(http.get('*/v1/me', () => HttpResponse.json({ error: 'Internal' }, { status: 500 }), { once: true })),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: TEXTS[localeOf(globals)].retry }));
    await expect(await canvas.findByRole('heading', { level: 1, name: /Anna Admin/ })).toBeInTheDocument();
  },
};

export const LogsOutAndGoesToTheLoginPage: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.revoke.ok),
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await userEvent.click(canvas.getByRole('button', { name: TEXTS[localeOf(globals)].logout }));
    await expectNavigatedTo(loaded, '/login');
    await waitFor(() => expect(localStorage.getItem('id_token')).toBeNull());
  },
};
