import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route } from 'wouter';
import { STATS_LATE_GRACE_MIN, type StatsUsersTime, type StatsWorkingHours } from '@console/api/contract';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import {
  expectOperatorNotFound,
  expectPageNotFound,
  recordedStats,
  recordedStatsParameters,
  withRecordedNow,
} from '../../../storySupport/recordedStats.tsx';
import { UsersTimeScreen } from './UsersTimeScreen.tsx';
import { UserWorkingHoursScreen } from './UserWorkingHoursScreen.tsx';
import { WorkingHoursScreen } from './WorkingHoursScreen.tsx';

const TEXTS = {
  ru: {
    team: 'Рабочее время сотрудников',
    one: 'Рабочее время сотрудника',
    usersTime: 'Время сотрудников в сети',
    perOperator: 'По сотрудникам',
    perDay: 'План и факт по дням',
    days: 'Соблюдение графика по дням',
    timePerOperator: 'Время по сотрудникам',
    operator: 'Oleg Operator',
    late: 'опоздание',
  },
  en: {
    team: "Operators' working hours",
    one: "Operator's working hours",
    usersTime: "Operators' time online",
    perOperator: 'Per operator',
    perDay: 'Planned and worked per day',
    days: 'Adherence per day',
    timePerOperator: 'Time per operator',
    operator: 'Oleg Operator',
    late: 'late',
  },
} as const;

/** A share as the screen writes it, its spaces as the text matchers normalize them. */
const percentOf = (locale: string, percent: number) =>
  new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100).replace(/\s/g, ' ');

/** The recorded answer of a path for a period starting `from` (figures from the recording, `statsWorking`). */
const recorded = <T,>(path: string, from: string, filter?: readonly [string, string]) =>
  recordedStats<T>('statsWorking', { path, from, ...(filter ? { filter } : {}) });
const MONTH = '2026-10-24';
const TEAM = recorded<StatsWorkingHours>('/v1/stats/users/workinghours', MONTH);
const OPERATOR = recorded<StatsWorkingHours>('/v1/stats/users/4/workinghours', MONTH);
const USERS_TIME = recorded<StatsUsersTime>('/v1/stats/userstime', MONTH);
const EMPTY = 'from=2025-01-01&to=2025-01-31';
const EMPTY_TEAM = recorded<StatsWorkingHours>('/v1/stats/users/workinghours', '2025-01-01');

// /stats/users/workinghours, /stats/users/{id}/workinghours and /stats/userstime against the recorded server (the
// `statsWorking` recording, docs/stats.md "Screens"): the test seed's status history over its last 30 days up to the
// stories' clock (22 November 2026), in the frame's default zone (Europe/Moscow).
const meta = {
  title: 'Screens/Stats/WorkingHours',
  component: WorkingHoursScreen,
  parameters: recordedStatsParameters('/stats/users/workinghours', 'statsWorking'),
  decorators: [withRecordedNow],
} satisfies Meta<typeof WorkingHoursScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.statsWorkingHours);

export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

// The team: per operator with a plan or working time, each a link to their own page with the same period.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', {}, { timeout: 5000 });
    await expect(canvas.getByRole('heading', { level: 2, name: texts.perOperator })).toBeInTheDocument();
    const listed = TEAM.users.filter((row) => row.planned_min > 0 || row.worked_min > 0);
    await expect(within(table).getAllByRole('row')).toHaveLength(listed.length + 1);
    const operator = within(table).getByRole('link', { name: texts.operator });
    await expect(operator).toHaveAttribute('href', expect.stringContaining('/stats/users/4/workinghours?'));
    await expect(operator).toHaveAttribute('href', expect.stringContaining('from=2026-10-24&to=2026-11-22'));
    // The operator's adherence and late starts as the server counted them.
    const row = operator.closest('tr')!;
    const total = TEAM.users.find((one) => one.user_id === 4)!;
    await expect(within(row).getByText(percentOf(localeOf(globals), total.adherence_pct!))).toBeInTheDocument();
    await expect(within(row).getByText(String(total.late_starts))).toBeInTheDocument();
  },
};

// The Operators picker's choice in the URL (`user_id[]=4`, the test seed's Oleg Operator): only their row, with the
// figures the server counted for them.
export const Filtered: Story = {
  parameters: { route: '/stats/users/workinghours?from=2026-10-24&to=2026-11-22&user_id[]=4' },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const filtered = recorded<StatsWorkingHours>('/v1/stats/users/workinghours', MONTH, ['user_id[]', '4']);
    await expect(filtered.users.map((row) => row.user_id)).toEqual([4]);
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', {}, { timeout: 5000 });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    const row = within(table).getByRole('link', { name: texts.operator }).closest('tr')!;
    await expect(within(row).getByText(percentOf(localeOf(globals), filtered.users[0]!.adherence_pct!))).toBeInTheDocument();
  },
};

// A period before the status history: the weekly grids still plan its weekdays (a grid has no start date), nothing
// was worked, so every listed operator's adherence is 0.
export const EmptyPeriod: Story = {
  tags: ['shot'],
  parameters: { route: `/stats/users/workinghours?${EMPTY}` },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', {}, { timeout: 5000 });
    const zero = percentOf(localeOf(globals), 0);
    const planned = EMPTY_TEAM.users.filter((row) => row.planned_min > 0);
    await expect(within(table).getAllByText(zero)).toHaveLength(planned.length);
  },
};

// One operator per day: planned against worked as bars with the export's table, adherence and late starts per day.
export const OneUser: Story = {
  tags: ['shot-variants'],
  render: () => (
    <Route path="/stats/users/:id/workinghours">
      <UserWorkingHoursScreen />
    </Route>
  ),
  parameters: { route: '/stats/users/4/workinghours' },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.perDay }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: texts.one })).toBeInTheDocument();
    // The chart's table: one row per day of the period and the header (contract workingHoursTable).
    await expect(within(canvas.getByRole('table', { name: texts.perDay })).getAllByRole('row')).toHaveLength(
      OPERATOR.days.length + 1,
    );
    // The days with a plan or work, each late start over the grace marked in words.
    const days = within(canvas.getByRole('region', { name: texts.days }));
    const worked = OPERATOR.days.filter((day) => day.planned_min > 0 || day.worked_min > 0);
    await expect(days.getAllByRole('row')).toHaveLength(worked.length + 1);
    const late = OPERATOR.days.filter((day) => (day.late_start_min ?? 0) > STATS_LATE_GRACE_MIN);
    await expect(days.getAllByText(texts.late)).toHaveLength(late.length);
  },
};

// Every member's time online and working over the period: bars, and the export's table for screen readers.
export const UsersTime: Story = {
  tags: ['shot-variants'],
  render: () => <UsersTimeScreen />,
  parameters: { route: '/stats/userstime' },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.usersTime }, { timeout: 5000 })).toBeInTheDocument();
    const table = await canvas.findByRole('table', { name: texts.timePerOperator }, { timeout: 5000 });
    await expect(within(table).getAllByRole('row')).toHaveLength(USERS_TIME.users.length + 1);
    await expect(canvas.getByTestId('member-bars')).toBeInTheDocument();
  },
};

export const Phone: Story = {
  tags: ['shot'],
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: texts.perOperator }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: texts.team })).toBeInTheDocument();
  },
};

const oneUser = () => (
  <Route path="/stats/users/:id/workinghours">
    <UserWorkingHoursScreen />
  </Route>
);

// An id nobody has: the server answers 404 (the `statsUnknownUser` recording): the page's not-found text.
export const UnknownUser: Story = {
  render: oneUser,
  parameters: { route: '/stats/users/999999/workinghours', recorded: ['statsWorking', 'statsUnknownUser'] },
  play: async ({ canvasElement, globals }) => expectOperatorNotFound(canvasElement, storyT(globals)),
};

// An id that is no id (0 is nobody's): the console's 'Page not found'.
export const MalformedId: Story = {
  render: oneUser,
  parameters: { route: '/stats/users/0/workinghours' },
  play: async ({ canvasElement, globals }) => expectPageNotFound(canvasElement, storyT(globals)),
};
