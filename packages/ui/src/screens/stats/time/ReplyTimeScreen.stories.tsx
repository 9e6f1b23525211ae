import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { StatsReplies } from '@console/api/contract';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { recordedStats, recordedStatsParameters, withRecordedNow } from '../../../storySupport/recordedStats.tsx';
import { ReplyTimeScreen } from './ReplyTimeScreen.tsx';

const TEXTS = {
  ru: {
    title: 'Время ответа',
    distribution: 'Распределение времени первого ответа',
    operators: 'По сотрудникам',
    noData: 'За этот период данных нет',
  },
  en: {
    title: 'Reply time',
    distribution: 'First reply time distribution',
    operators: 'Per operator',
    noData: 'No figures for this period',
  },
} as const;

const ADMIN_MONTH = recordedStats<StatsReplies>('statsReplies', {
  as: 'administrator',
  filter: null,
  where: (step) => !step.query.some(([, value]) => value === '2025-01-01'),
});
const route = (query: string) => `/stats/time?${query}`;

// /stats/time against the recorded server (the `statsReplies` recording, docs/stats.md "Screens"): the first reply
// times of the test seed's last 30 days up to the stories' clock (22 November 2026), in Europe/Moscow.
const meta = {
  title: 'Screens/Stats/ReplyTime',
  component: ReplyTimeScreen,
  parameters: recordedStatsParameters('/stats/time', 'statsReplies'),
  decorators: [withRecordedNow],
} satisfies Meta<typeof ReplyTimeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.statsReplies);

export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

// The administrator: the median and 90th percentile, the distribution in seven ranges (its table holds every first
// reply), and the team's table.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: texts.distribution }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const rows = within(canvas.getByRole('table', { name: texts.distribution }))
      .getAllByRole('row')
      .slice(1);
    await expect(rows).toHaveLength(7);
    const counted = rows.reduce((sum, row) => sum + Number(within(row).getAllByRole('cell')[0]!.textContent), 0);
    await expect(counted).toBe(ADMIN_MONTH.overall.reply_times.count);
    await expect(canvas.getAllByRole('link', { name: String(ADMIN_MONTH.overall.replied) })[0]).toHaveAttribute(
      'href',
      expect.stringContaining('/items?event=replied&event_from=2026-10-24&event_to=2026-11-22'),
    );
    await expect(canvas.getByRole('region', { name: texts.operators })).toBeInTheDocument();
  },
};

// An operator gets no team figures: the distribution without the per-operator table.
export const ForAnOperator: Story = {
  parameters: { session: { email: 'operator@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: texts.distribution }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: texts.operators })).toBeNull();
  },
};

// A period before the seed's history: no first replies, so no distribution.
export const EmptyPeriod: Story = {
  tags: ['shot'],
  parameters: { route: route('from=2025-01-01&to=2025-01-31') },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.noData, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '0' })).toBeInTheDocument();
  },
};

// A network in the URL (`provider[]=vk`): that network's first replies, their distribution adding up to them, and the
// count's link keeping the filter.
export const Filtered: Story = {
  parameters: { route: route('from=2026-10-24&to=2026-11-22&provider[]=vk') },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const filtered = recordedStats<StatsReplies>('statsReplies', { as: 'administrator', filter: ['provider[]', 'vk'] });
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: texts.distribution }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row').slice(1);
    const counted = rows.reduce((sum, row) => sum + Number(within(row).getAllByRole('cell')[0]!.textContent), 0);
    await expect(counted).toBe(filtered.overall.reply_times.count);
    await expect(counted).not.toBe(ADMIN_MONTH.overall.reply_times.count);
    await expect(canvas.getAllByRole('link', { name: String(filtered.overall.replied) })[0]).toHaveAttribute(
      'href',
      expect.stringContaining('provider%5B%5D=vk'),
    );
  },
};

export const Phone: Story = {
  tags: ['shot'],
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: texts.distribution }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
  },
};
