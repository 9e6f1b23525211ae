import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { StatsOverall } from '@console/api/contract';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { recordedStats, recordedStatsParameters, withRecordedNow } from '../../../storySupport/recordedStats.tsx';
import { OverallScreen } from './OverallScreen.tsx';

const TEXTS = {
  ru: {
    title: 'Общая статистика',
    received: 'Получено',
    comments: (n: number) => `Комментарии: ${n}`,
    chats: (n: number) => `Чаты: ${n}`,
    perDay: 'По дням',
    operators: 'По сотрудникам',
    empty: 'За этот период данных нет',
    invalid: 'Этот период нельзя показать',
    tooLong: 'Период — не больше 366 дней',
  },
  en: {
    title: 'Overall',
    received: 'Received',
    comments: (n: number) => `Comments: ${n}`,
    chats: (n: number) => `Chats: ${n}`,
    perDay: 'Per day',
    operators: 'Per operator',
    empty: 'No figures for this period',
    invalid: 'This period cannot be shown',
    tooLong: 'A period is at most 366 days',
  },
} as const;

/** The recorded answer `who` got for a period starting `from`, with one filter or none (ids and figures from the recording). */
const recorded = (who: string, from: string, filter?: readonly [string, string]) =>
  recordedStats<StatsOverall>('statsOverall', { as: who, from, filter: filter ?? null });
const ADMIN_MONTH = recorded('administrator', '2026-10-24');
const route = (query: string) => `/stats/overall?${query}`;

// /stats/overall against the recorded server (the `statsOverall` recording, docs/stats.md "Screens"): the test seed's
// last 30 days up to the stories' clock (22 November 2026), in the frame's default zone (Europe/Moscow).
const meta = {
  title: 'Screens/Stats/Overall',
  component: OverallScreen,
  parameters: recordedStatsParameters('/stats/overall', 'statsOverall'),
  decorators: [withRecordedNow],
} satisfies Meta<typeof OverallScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.statsOverall);

export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

// The administrator: totals (each a link to the comments behind it), the per-day chart and the team's table.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.perDay }, { timeout: 5000 })).toBeInTheDocument();
    // The totals split by channel: each channel's count opens its own list (comments, chats).
    const { comments, chats } = ADMIN_MONTH.channels!;
    await expect(canvas.getAllByRole('link', { name: texts.comments(comments!.received) })[0]).toHaveAttribute(
      'href',
      expect.stringContaining('/items?event=received&event_from=2026-10-24&event_to=2026-11-22'),
    );
    await expect(canvas.getAllByRole('link', { name: texts.chats(chats!.replied) })[0]).toHaveAttribute(
      'href',
      expect.stringContaining('/chats?event=replied&event_from=2026-10-24&event_to=2026-11-22'),
    );
    // The table of the chart is in the page for screen readers: one row per day and the header.
    await expect(canvas.getByRole('table', { name: texts.perDay })).toBeInTheDocument();
    await expect(within(canvas.getByRole('table', { name: texts.perDay })).getAllByRole('row')).toHaveLength(
      ADMIN_MONTH.days.length + 1,
    );
    await expect(canvas.getByRole('heading', { name: texts.operators })).toBeInTheDocument();
  },
};

// An operator gets no team figures: no per-operator table.
export const ForAnOperator: Story = {
  parameters: { session: { email: 'operator@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.perDay }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: texts.operators })).toBeNull();
  },
};

// A period before the seed's history: zero totals and the chart's empty days.
export const EmptyPeriod: Story = {
  tags: ['shot'],
  parameters: { route: route('from=2025-01-01&to=2025-01-31') },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.perDay }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: texts.comments(0) }).length).toBeGreaterThanOrEqual(5);
  },
};

// The network filter in the URL: the figures of VK only.
export const Filtered: Story = {
  parameters: { route: route('from=2026-10-24&to=2026-11-22&provider[]=vk') },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const filtered = recorded('administrator', '2026-10-24', ['provider[]', 'vk']);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.perDay }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: texts.comments(filtered.channels!.comments!.received) })[0]).toHaveAttribute(
      'href',
      expect.stringContaining('provider%5B%5D=vk'),
    );
  },
};

// More than 366 days: the server's 400, said as the screen's own text.
export const RefusedPeriod: Story = {
  parameters: { route: route('from=2024-01-01&to=2026-11-22') },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.invalid, {}, { timeout: 5000 })).toHaveAttribute('role', 'alert');
    // The bar says why too (its custom dates are those of the URL).
    await expect(canvas.getByText(texts.tooLong)).toBeInTheDocument();
  },
};

export const Phone: Story = {
  tags: ['shot'],
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: texts.title }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
