import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { ConfigResponse } from '@console/api/contract';
import { DEMO_COUNTS, recordedRead, requestLocale, scenarios } from '@console/api/mocks';
import { expectNavigatedTo, localeOf } from '../../../storySupport/location.ts';
import { recordedConfigWith, recordedSpaces } from '../../../storySupport/workspace.ts';
import { StatsHomeScreen } from './StatsHomeScreen.tsx';

const TEXTS = {
  ru: {
    retry: 'Повторить',
    overall: 'Общая статистика',
    users: 'Сотрудники',
    my: 'Моя статистика',
    groups: ['Обзор', 'Команда', 'Контент', 'Автоматизация', 'Качество'],
    noSpaces: 'Нет рабочего пространства',
    overdue: '1 просрочена',
    counts: 'Ждут внимания',
  },
  en: {
    retry: 'Try again',
    overall: 'Overall',
    users: 'Operators',
    my: 'My statistics',
    groups: ['Overview', 'Team', 'Content', 'Automation', 'Quality'],
    noSpaces: 'No workspace yet',
    overdue: '1 overdue',
    counts: 'Waiting for attention',
  },
} as const;

const READER = 'reader@demo.local';

// spec §2.3 '' (stats-items) against the recorded world with a stored session (the administrator unless said otherwise).
const meta = {
  title: 'Screens/Stats/StatsHome',
  component: StatsHomeScreen,
  parameters: { layout: 'fullscreen', route: '/', session: 'signedIn' },
} satisfies Meta<typeof StatsHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.config.slow),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.config.serverError500),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: TEXTS[localeOf(globals)].retry })).toBeInTheDocument();
  },
};

// The test seed has no issues nor monitoring: the config's counts are fixed ones, the rest is the recorded config.
export const ReadyForAnAdministrator: Story = {
  tags: ['shot-variants'],
  beforeEach: ({ msw }) =>
    void msw.use(
      http.get('*/v1/config', ({ request }) =>
        HttpResponse.json({
          ...recordedRead<ConfigResponse>('administrator', '/v1/config', requestLocale(request)),
          ...DEMO_COUNTS,
        }),
      ),
    ),
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /Anna Admin/ })).toBeInTheDocument();
    const groups = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(groups).toEqual(expect.arrayContaining([...texts.groups]));
    await expect(canvas.getByRole('link', { name: new RegExp(texts.overall) })).toHaveAttribute('href', '/stats/overall');
    // Not "Operators' working hours" (en), which starts with the same word.
    await expect(canvas.getByRole('link', { name: new RegExp(`^${texts.users}(?!')`) })).toHaveAttribute('href', '/stats/users');
    // spec §2.5: issues with the expired count in red, monitoring and comments
    const counts = canvas.getByRole('region', { name: texts.counts });
    await expect(within(counts).getAllByRole('link')).toHaveLength(3);
    await expect(within(counts).getByText(texts.overdue)).toBeInTheDocument();
    await expect(canvas.getByRole('article', { name: 'Demo workspace' })).toBeInTheDocument();
  },
};

// spec §1: a read-only user sees their own statistics, not the team's.
export const ReadyForAReaderWithFewerSections: Story = {
  tags: ['shot-variants'],
  parameters: { session: { email: READER } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: new RegExp(texts.my) })).toHaveAttribute('href', '/stats/my');
    await expect(canvas.queryByRole('link', { name: new RegExp(`^${texts.users}`) })).toBeNull();
  },
};

export const NoSpaces: Story = {
  tags: ['shot'],
  // An empty workspace list: a state the test seed has not (every user has a space).
  beforeEach: ({ msw }) => void msw.use(recordedConfigWith('administrator', (config) => ({ ...config, spaces: [] }))),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: TEXTS[localeOf(globals)].noSpaces })).toBeInTheDocument();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

// The test seed's expired trial and expiring space (spec §4), in one administrator's list.
export const ShowsAnExpiredTrialAndASpaceAboutToExpire: Story = {
  beforeEach: ({ msw }) =>
    void msw.use(
      recordedConfigWith('administrator', (config) => ({
        ...config,
        spaces: [...recordedSpaces('trialAdmin'), ...recordedSpaces('soonAdmin')],
      })),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Trial workspace' })).toBeInTheDocument();
    await expect(canvas.getByRole('article', { name: 'Expiring workspace' })).toBeInTheDocument();
  },
};

export const OpensASectionWhenItsCardIsPressed: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: new RegExp(TEXTS[localeOf(globals)].overall) }));
    await expectNavigatedTo(loaded, '/stats/overall');
  },
};

export const LoadsAgainWhenRetried: Story = {
  beforeEach: ({ msw }) =>
    void msw.use(http.get('*/v1/config', () => HttpResponse.json({ error: 'Internal' }, { status: 500 }), { once: true })),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: TEXTS[localeOf(globals)].retry }));
    await expect(await canvas.findByRole('heading', { level: 1, name: /Anna Admin/ })).toBeInTheDocument();
  },
};
