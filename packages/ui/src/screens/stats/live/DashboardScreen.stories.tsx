import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { StatsDashboard } from '@console/api/contract';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { recordedStats, recordedStatsParameters, withRecordedNow } from '../../../storySupport/recordedStats.tsx';
import { DashboardScreen } from './DashboardScreen.tsx';

const TEXTS = {
  ru: { title: 'Дашборд', comments: 'Комментарии сейчас', load: 'Нагрузка по сотрудникам', today: 'Сегодня' },
  en: { title: 'Dashboard', comments: 'Comments now', load: 'Load per operator', today: 'Today' },
} as const;

const isDashboard = (step: { path: string }) => step.path.includes('dashboard');

/** The recorded dashboard of the administrator, with a network filter or none. */
const recorded = (provider?: string) =>
  recordedStats<StatsDashboard>('statsLive', {
    as: 'administrator',
    filter: provider ? ['provider[]', provider] : null,
    where: isDashboard,
  });

// /stats/dashboard against the recorded server (the `statsLive` recording, docs/stats.md "Dashboard and live"): the
// test seed now and today at the stories' clock, in the frame's zone (Europe/Moscow).
const meta = {
  title: 'Screens/Stats/Dashboard',
  component: DashboardScreen,
  parameters: recordedStatsParameters('/stats/dashboard', 'statsLive'),
  decorators: [withRecordedNow],
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.statsDashboard);

export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

// The counters now open their lists; today's counts the comments behind them; the load per operator is a table.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const dashboard = recorded();
    const canvas = within(canvasElement);
    const comments = await canvas.findByRole('region', { name: texts.comments }, { timeout: 5000 });
    await expect(within(comments).getAllByRole('link')[0]).toHaveTextContent(String(dashboard.comments!.open));
    await expect(within(comments).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringContaining('/items?status%5B%5D=new&status%5B%5D=inprogress'),
    );
    const today = canvas.getByRole('region', { name: texts.today });
    await expect(within(today).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringContaining(`event=received&event_from=${dashboard.today}&event_to=${dashboard.today}`),
    );
    const load = canvas.getByRole('table', { name: texts.load });
    await expect(within(load).getAllByRole('row')).toHaveLength(dashboard.operators!.length + 1);
  },
};

// An operator (no stats or settings flag, spec §1): the counters and today's counts, no one's load (the server
// answers no operators, and the section is left out).
export const Operator: Story = {
  parameters: { session: { email: 'operator@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: texts.comments }, { timeout: 5000 })).toBeInTheDocument();
    await expect(recordedStats<StatsDashboard>('statsLive', { as: 'operator', where: isDashboard }).operators).toBeNull();
    await expect(canvas.queryByRole('table', { name: texts.load })).toBeNull();
  },
};

// A network in the URL (`provider[]=vk`, as the bar writes it; spec §2.5): only its figures, and every number opens
// its list under the same network, so the list holds what the number counts.
export const Filtered: Story = {
  parameters: { route: '/stats/dashboard?provider[]=vk' },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const filtered = recorded('vk');
    const canvas = within(canvasElement);
    const comments = await canvas.findByRole('region', { name: texts.comments }, { timeout: 5000 });
    const counters = within(comments).getAllByRole('link');
    await expect(counters.map((link) => link.textContent)).toEqual(
      [filtered.comments!.open, filtered.comments!.new, filtered.comments!.unassigned].map(String),
    );
    for (const link of counters) await expect(link).toHaveAttribute('href', expect.stringContaining('provider%5B%5D=vk'));
    const today = within(canvas.getByRole('region', { name: texts.today })).getAllByRole('link');
    await expect(today[0]).toHaveTextContent(String(filtered.today_counts.received));
    await expect(today[0]).toHaveAttribute('href', expect.stringContaining('provider%5B%5D=vk'));
  },
};

// A network without accounts: every counter is 0.
export const Empty: Story = {
  tags: ['shot'],
  parameters: { route: '/stats/dashboard?provider[]=threads' },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    const comments = await canvas.findByRole('region', { name: texts.comments }, { timeout: 5000 });
    await expect(
      within(comments)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['0', '0', '0']);
    await expect(recorded('threads').today_counts.received).toBe(0);
  },
};

export const Phone: Story = {
  tags: ['shot'],
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: texts.comments }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
  },
};
