import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { StatsHours } from '@console/api/contract';
import { scenarios } from '@console/api/mocks';
import { isMobileWidth } from '../../../components/storySupport/storyLocale.ts';
import { localeOf } from '../../../storySupport/location.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { recordedStats, recordedStatsParameters, withRecordedNow } from '../../../storySupport/recordedStats.tsx';
import { HoursScreen } from './HoursScreen.tsx';

const TEXTS = {
  ru: {
    title: 'По часам',
    heatmap: 'Нагрузка по дням недели и часам',
    received: 'Получено: по дням недели и часам',
    replies: 'Ответы: по дням недели и часам',
    repliesButton: 'Ответы',
    table: 'Таблица',
    empty: 'За этот период комментариев и ответов нет',
    monday: 'Понедельник',
  },
  en: {
    title: 'By hour',
    heatmap: 'Load by weekday and hour',
    received: 'Received by weekday and hour',
    replies: 'Replies by weekday and hour',
    repliesButton: 'Replies',
    table: 'Table',
    empty: 'No comments or replies in this period',
    monday: 'Monday',
  },
} as const;

/** The recorded answer for a period starting `from`, with one filter or none. */
const recorded = (from: string, filter?: readonly [string, string]) =>
  recordedStats<StatsHours>('statsHoursPosts', { path: '/v1/stats/hours', from, filter: filter ?? null });
const MONTH = recorded('2026-10-24');
const busiest = (measure: 'received' | 'replies', answer = MONTH) =>
  answer.cells.reduce((top, cell) => (cell[measure] > top[measure] ? cell : top));
const route = (query: string) => `/stats/hours?${query}`;

// /stats/hours against the recorded server (the `statsHoursPosts` recording, docs/stats.md "Screens"): the test seed's
// last 30 days up to the stories' clock (22 November 2026), in the frame's default zone (Europe/Moscow).
const meta = {
  title: 'Screens/Stats/Hours',
  component: HoursScreen,
  parameters: recordedStatsParameters('/stats/hours', 'statsHoursPosts'),
  decorators: [withRecordedNow],
} satisfies Meta<typeof HoursScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.statsHours);

export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

// The heat map is a table: 7 weekdays × 24 hours, each cell's number readable, the busiest hour's count among them.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: texts.received }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(8);
    await expect(within(rows[0]!).getAllByRole('columnheader')).toHaveLength(24);
    await expect(within(table).getByRole('rowheader', { name: texts.monday })).toBeInTheDocument();
    const top = busiest('received');
    const cells = within(rows[top.weekday]!).getAllByRole('cell');
    await expect(cells[top.hour]).toHaveTextContent(String(top.received));
  },
};

// The switch to our replies: the same table, their counts.
export const SwitchesToReplies: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: texts.received }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: texts.repliesButton }));
    await expect(canvas.getByRole('button', { name: texts.repliesButton })).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table', { name: texts.replies });
    const top = busiest('replies');
    await expect(within(within(table).getAllByRole('row')[top.weekday]!).getAllByRole('cell')[top.hour]).toHaveTextContent(
      String(top.replies),
    );
  },
};

// The table view: one row per weekday and hour (contract hoursTable, the rows the CSV export writes).
export const ShowsTheTable: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: texts.received }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: texts.table }));
    await expect(within(canvas.getByRole('table', { name: texts.heatmap })).getAllByRole('row')).toHaveLength(7 * 24 + 1);
  },
};

// A period before the seed's history: nothing came and nothing went out.
export const EmptyPeriod: Story = {
  tags: ['shot'],
  parameters: { route: route('from=2025-01-01&to=2025-01-31') },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await expect(await within(canvasElement).findByText(texts.empty, {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

// The network filter in the URL: VK's comments only.
export const Filtered: Story = {
  parameters: { route: route('from=2026-10-24&to=2026-11-22&provider[]=vk') },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const top = busiest('received', recorded('2026-10-24', ['provider[]', 'vk']));
    const table = await within(canvasElement).findByRole('table', { name: texts.received }, { timeout: 5000 });
    await expect(within(within(table).getAllByRole('row')[top.weekday]!).getAllByRole('cell')[top.hour]).toHaveTextContent(
      String(top.received),
    );
  },
};

// At 375 px the 24 hours scroll inside their box; the page itself does not scroll sideways.
export const Phone: Story = {
  tags: ['shot'],
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const table = await within(canvasElement).findByRole('table', { name: texts.received }, { timeout: 5000 });
    const box = table.parentElement!;
    if (isMobileWidth()) await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
