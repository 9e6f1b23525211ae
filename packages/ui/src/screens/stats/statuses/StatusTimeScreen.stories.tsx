import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route, Switch } from 'wouter';
import type { StatsStatusTime } from '@console/api/contract';
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
import { MyStatusesScreen, UserStatusesScreen, UsersStatusesScreen } from './StatusTimeScreen.tsx';

const TEXTS = {
  ru: {
    team: 'Статусы сотрудников',
    one: 'Статусы сотрудника: Oleg Operator',
    my: 'Мои статусы',
    day: 'Статусы за день',
    days: 'По дням',
    totals: 'Итого за период',
    perDay: 'Время в статусах по дням',
    previous: 'Предыдущий день',
    // A stretch of any status (the test seed's working status is Busy: Online is deleted by an earlier script).
    stretch: /^[^,]+, \d\d:\d\d–\d\d:\d\d$/,
    empty: 'За этот период статусов нет',
  },
  en: {
    team: 'Operator statuses',
    one: "Operator's statuses: Oleg Operator",
    my: 'My statuses',
    day: 'Statuses of the day',
    days: 'Per day',
    totals: 'Period totals',
    perDay: 'Time in statuses per day',
    previous: 'Previous day',
    stretch: /^[^,]+, \d\d:\d\d\s?(AM|PM)?–\d\d:\d\d\s?(AM|PM)?$/,
    empty: 'No statuses in this period',
  },
} as const;

/** The recorded answer of a path for `who` (figures from the recording, so the plays follow a new recording). */
const recorded = (who: string, path: string, filter?: readonly [string, string]) =>
  recordedStats<StatsStatusTime>('statsTimeline', {
    as: who,
    path,
    where: (step) => step.status === 200,
    ...(filter ? { filter } : {}),
  });
const TEAM = recorded('administrator', '/v1/stats/users/statuses');
const OLEG = recorded('administrator', '/v1/stats/users/4/statuses');

// /stats/users/statuses, /stats/users/{id}/statuses and /stats/my/statuses against the recorded server (the
// `statsTimeline` recording, docs/stats.md "Screens"): the test seed's two weeks of status history, the last 30 days
// up to the stories' clock (22 November 2026, 12:00 in the frame's zone, Europe/Moscow).
const meta = {
  title: 'Screens/Stats/Statuses',
  component: UsersStatusesScreen,
  render: () => (
    <Switch>
      <Route path="/stats/users/:id/statuses">
        <UserStatusesScreen />
      </Route>
      <Route path="/stats/my/statuses">
        <MyStatusesScreen />
      </Route>
      <Route>
        <UsersStatusesScreen />
      </Route>
    </Switch>
  ),
  parameters: recordedStatsParameters('/stats/users/statuses', 'statsTimeline'),
  decorators: [withRecordedNow],
} satisfies Meta<typeof UsersStatusesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.statsTimeline);

export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

// The team (the administrator): the period's totals per operator, each a link to their page; a working day of every
// operator (Friday 20 November) as bars in the statuses' colours; the per-day table.
export const Ready: Story = {
  tags: ['shot-variants'],
  parameters: { route: '/stats/users/statuses?day=2026-11-20' },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    const day = await canvas.findByRole('heading', { level: 2, name: texts.day }, { timeout: 5000 });
    await expect(canvas.getByRole('heading', { level: 1, name: texts.team })).toBeInTheDocument();
    const totals = canvas.getByRole('table', { name: texts.totals });
    await expect(within(totals).getByRole('link', { name: 'Oleg Operator' })).toHaveAttribute(
      'href',
      expect.stringContaining('/stats/users/4/statuses?from=2026-10-24&to=2026-11-22'),
    );
    // Each stretch says its status and times (hover and focus show the same).
    const section = day.closest('section')!;
    await expect(within(section).getAllByRole('img', { name: texts.stretch }).length).toBeGreaterThan(3);
    // The table view of the day drawn: one row per user and status, and the header.
    await expect(within(canvas.getByRole('table', { name: texts.perDay })).getAllByRole('row')).toHaveLength(
      TEAM.days.filter((one) => one.date === '2026-11-20').length + 1,
    );
    // The day before.
    await userEvent.click(canvas.getByRole('button', { name: texts.previous }));
    const dayName = new Intl.DateTimeFormat(localeOf(globals), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    await expect(await within(section).findByText(dayName.format(Date.UTC(2026, 10, 19)))).toBeInTheDocument();
  },
};

// One operator for the administrator: a bar for every day of the period.
export const OneUser: Story = {
  tags: ['shot'],
  parameters: { route: '/stats/users/4/statuses' },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.one }, { timeout: 5000 })).toBeInTheDocument();
    const days = (await canvas.findByRole('heading', { level: 2, name: texts.days })).closest('section')!;
    await expect(within(days).getAllByRole('group')).toHaveLength(30);
    await expect(within(canvas.getByRole('table', { name: texts.perDay })).getAllByRole('row')).toHaveLength(
      OLEG.days.length + 1,
    );
  },
};

// An operator's own (any member): /stats/my/statuses.
export const My: Story = {
  parameters: { route: '/stats/my/statuses', session: { email: 'operator@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.my }, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.days })).toBeInTheDocument();
    // Today's bar ends at the clock: the current status runs to now.
    await expect(canvas.getAllByRole('img', { name: texts.stretch }).length).toBeGreaterThan(0);
  },
};

// The Operators picker's choice in the URL (`user_id[]=4`, the test seed's Oleg Operator): only their totals, their
// day and their rows of the per-day table.
export const Filtered: Story = {
  parameters: { route: '/stats/users/statuses?from=2026-10-24&to=2026-11-22&user_id[]=4&day=2026-11-20' },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const filtered = recorded('administrator', '/v1/stats/users/statuses', ['user_id[]', '4']);
    await expect(new Set(filtered.days.map((one) => one.user_id))).toEqual(new Set([4]));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.day }, { timeout: 5000 })).toBeInTheDocument();
    const totals = canvas.getByRole('table', { name: texts.totals });
    await expect(
      within(totals)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Oleg Operator']);
    await expect(within(canvas.getByRole('table', { name: texts.perDay })).getAllByRole('row')).toHaveLength(
      filtered.days.filter((one) => one.date === '2026-11-20').length + 1,
    );
  },
};

// A period before the history: nothing to draw.
export const EmptyPeriod: Story = {
  tags: ['shot'],
  parameters: { route: '/stats/users/statuses?from=2025-01-01&to=2025-01-31' },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await expect(await within(canvasElement).findByText(texts.empty, {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  tags: ['shot'],
  parameters: { route: '/stats/users/statuses?day=2026-11-20' },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: texts.day }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

// Another workspace's user (8): the server answers 404 (the `statsUnknownUser` recording): the page's not-found text.
export const UnknownUser: Story = {
  parameters: { route: '/stats/users/8/statuses', recorded: ['statsTimeline', 'statsUnknownUser'] },
  play: async ({ canvasElement, globals }) => expectOperatorNotFound(canvasElement, storyT(globals)),
};

// An id that is no id: the console's 'Page not found'.
export const MalformedId: Story = {
  parameters: { route: '/stats/users/abc/statuses' },
  play: async ({ canvasElement, globals }) => expectPageNotFound(canvasElement, storyT(globals)),
};
