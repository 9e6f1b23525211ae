import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { StatsIssues } from '@console/api/contract';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { recordedStats, recordedStatsParameters, withRecordedNow } from '../../../storySupport/recordedStats.tsx';
import { IssuesStatsScreen } from './IssuesStatsScreen.tsx';

const TEXTS = {
  ru: {
    title: 'Задачи',
    perDay: 'Создано и закрыто по дням',
    openNow: 'Открыто сейчас',
    assignees: 'По исполнителям',
    departments: 'По отделам',
  },
  en: {
    title: 'Issues',
    perDay: 'Created and closed per day',
    openNow: 'Open now',
    assignees: 'By assignee',
    departments: 'By department',
  },
} as const;

/** The recorded answer for a period starting `from` (figures from the recording). */
const recorded = (from: string, filter: readonly [string, string] | null = null) =>
  recordedStats<StatsIssues>('statsIssues', { path: '/v1/stats/issues', from, filter });
const MONTH = recorded('2026-10-24');

// /stats/issues against the recorded server (the `statsIssues` recording, docs/stats.md "Screens"): the test seed's
// last 30 days up to the stories' clock (22 November 2026), with the issues the issue scripts made, in the frame's
// default zone (Europe/Moscow), as the administrator (the team's figures: per assignee).
const meta = {
  title: 'Screens/Stats/Issues',
  component: IssuesStatsScreen,
  parameters: recordedStatsParameters('/stats/issues', 'statsIssues'),
  decorators: [withRecordedNow],
} satisfies Meta<typeof IssuesStatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.statsIssues);

export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

// The totals (open now opens the issues list with the space's open statuses), the per-day chart with its table, per
// assignee and per department.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.perDay }, { timeout: 5000 })).toBeInTheDocument();
    const open = canvas.getByText(texts.openNow, { selector: 'span' }).parentElement!;
    await expect(within(open).getByRole('link', { name: String(MONTH.totals.open) })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/issues\?status%5B%5D=new&.*assigned_to=0&department_id%5B%5D=0$/),
    );
    const table = canvas.getByRole('table', { name: texts.perDay });
    await expect(within(table).getAllByRole('row')).toHaveLength(MONTH.days.length + 1);
    await expect(canvas.getByRole('heading', { level: 2, name: texts.departments })).toBeInTheDocument();
  },
};

// A period before the seed's history: nothing created or closed; what is open now is still shown.
export const EmptyPeriod: Story = {
  tags: ['shot'],
  parameters: { route: '/stats/issues?from=2025-01-01&to=2025-01-31' },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const empty = recorded('2025-01-01');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.perDay }, { timeout: 5000 })).toBeInTheDocument();
    await expect(empty.totals).toMatchObject({ created: 0, closed: 0 });
    const table = canvas.getByRole('table', { name: texts.perDay });
    await expect(within(table).getAllByRole('row')).toHaveLength(empty.days.length + 1);
  },
};

// The Operators picker's choice in the URL (`user_id[]=4`, the test seed's Oleg Operator): only the issues assigned to
// them, one row per assignee, and the open-now links keep the assignee (the list then holds exactly those issues).
export const Filtered: Story = {
  parameters: { route: '/stats/issues?from=2026-10-24&to=2026-11-22&user_id[]=4' },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const filtered = recorded('2026-10-24', ['user_id[]', '4']);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.perDay }, { timeout: 5000 })).toBeInTheDocument();
    // The administrator gets the team's figures: the assignees, here only the one chosen.
    await expect(filtered.assignees?.map((row) => row.user_id)).toEqual([4]);
    const assignees = canvas.getByRole('table', { name: texts.assignees });
    await expect(within(assignees).getAllByRole('row')).toHaveLength(2);
    await expect(within(assignees).getByRole('row', { name: /^Oleg Operator/ })).toBeInTheDocument();
    const open = canvas.getByText(texts.openNow, { selector: 'span' }).parentElement!;
    await expect(within(open).getByRole('link', { name: String(filtered.totals.open) })).toHaveAttribute(
      'href',
      expect.stringContaining('assigned_to=4'),
    );
    // A department's open issues under the filter are the operator's there: its link keeps them too.
    const [department] = filtered.departments.filter((row) => row.department_id !== 0 && row.open > 0);
    const departments = canvas.getByRole('table', { name: texts.departments });
    await expect(within(departments).getByRole('link', { name: String(department!.open) })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`assigned_to=4&department_id%5B%5D=${department!.department_id}$`)),
    );
  },
};

export const Phone: Story = {
  tags: ['shot'],
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.title }, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.perDay }, { timeout: 5000 })).toBeInTheDocument();
  },
};
