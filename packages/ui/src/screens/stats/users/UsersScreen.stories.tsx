import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { StatsOverall } from '@console/api/contract';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { queriesParam, recordedStats, recordedStatsParameters, withRecordedNow } from '../../../storySupport/recordedStats.tsx';
import { UsersClosedScreen, UsersScreen } from './UsersScreen.tsx';

const TEXTS = {
  ru: {
    title: 'Сотрудники',
    closedTitle: 'Закрытые сотрудниками',
    table: 'По сотрудникам',
    median: 'Первый ответ, медиана',
    empty: 'За этот период сотрудники ничего не сделали',
  },
  en: {
    title: 'Operators',
    closedTitle: 'Closed by operators',
    table: 'Per operator',
    median: 'First reply, median',
    empty: 'No operator did anything in this period',
  },
} as const;

// The administrator's answer for the recorded month (the `statsUsers` recording): its operators and their figures.
const MONTH = recordedStats<StatsOverall>('statsUsers', {
  as: 'administrator',
  from: '2026-10-24',
  where: (step) => !queriesParam(step, 'user_id[]'),
});
/** The operator with the most first replies (Oleg Operator in the test seed). */
const BUSIEST = [...MONTH.operators!].sort((a, b) => b.replied - a.replied)[0]!;

// /stats/users and /stats/users/closed against the recorded server (docs/stats.md "Screens"): the test seed's last 30
// days up to the stories' clock (22 November 2026), in the frame's default zone (Europe/Moscow), as the administrator.
const meta = {
  title: 'Screens/Stats/Users',
  component: UsersScreen,
  parameters: recordedStatsParameters('/stats/users', 'statsUsers'),
  decorators: [withRecordedNow],
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.statsOverall);

export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

// Per operator: each count split into comments and chats, each opening that list for that operator; the name opens
// the operator's own figures under the same period.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: texts.table }, { timeout: 5000 });
    await expect(within(table).getByRole('columnheader', { name: texts.median })).toBeInTheDocument();
    // The header and channel rows, then one row per operator.
    await expect(within(table).getAllByRole('row')).toHaveLength(MONTH.operators!.length + 2);
    const row = within(table)
      .getAllByRole('row')
      .find((one) => within(one).queryByRole('link', { name: 'Oleg Operator' }))!;
    await expect(within(row).getByRole('link', { name: 'Oleg Operator' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/stats/users/${BUSIEST.user_id}\\?.*from=2026-10-24`)),
    );
    const links = within(row).getAllByRole('link');
    // Replied (the second count) in comments, then in chats.
    const [commentsReplied, chatsReplied] = [links[3]!, links[4]!];
    await expect(commentsReplied).toHaveTextContent(String(BUSIEST.channels!.comments!.replied));
    await expect(commentsReplied).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/items\\?event=replied&.*event_user_id=${BUSIEST.user_id}`)),
    );
    await expect(chatsReplied).toHaveTextContent(String(BUSIEST.channels!.chats!.replied));
    await expect(chatsReplied).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/chats\\?event=replied&.*event_user_id=${BUSIEST.user_id}`)),
    );
  },
};

// spec §2.3 users/closed: closed with and without a reply, per operator and channel.
export const Closed: Story = {
  tags: ['shot-variants'],
  parameters: { route: '/stats/users/closed' },
  render: () => <UsersClosedScreen />,
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.closedTitle }, { timeout: 5000 })).toBeVisible();
    const table = await canvas.findByRole('table', { name: texts.table }, { timeout: 5000 });
    await expect(within(table).queryByRole('columnheader', { name: texts.median })).toBeNull();
    const row = within(table)
      .getAllByRole('row')
      .find((one) => within(one).queryByRole('link', { name: 'Oleg Operator' }))!;
    // The name, then closed with a reply (comments, chats) and closed without one (comments, chats).
    const links = within(row).getAllByRole('link');
    await expect(links).toHaveLength(5);
    await expect(links[3]).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/items\\?event=closed_without_reply&.*event_user_id=${BUSIEST.user_id}`)),
    );
    await expect(links[3]).toHaveTextContent(String(BUSIEST.channels!.comments!.closed_without_reply));
  },
};

// A period before the seed's history: no operator did anything.
export const EmptyPeriod: Story = {
  tags: ['shot'],
  parameters: { route: '/stats/users?from=2025-01-01&to=2025-01-31' },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await expect(await within(canvasElement).findByText(texts.empty, {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

// A network in the URL (`provider[]=vk`): the operators' figures on that network, each link keeping the filter.
export const Filtered: Story = {
  parameters: { route: '/stats/users?from=2026-10-24&to=2026-11-22&provider[]=vk' },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const filtered = recordedStats<StatsOverall>('statsUsers', { as: 'administrator', filter: ['provider[]', 'vk'] });
    const busiest = filtered.operators!.find((one) => one.user_id === BUSIEST.user_id)!;
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: texts.table }, { timeout: 5000 });
    const row = within(table)
      .getAllByRole('row')
      .find((one) => within(one).queryByRole('link', { name: 'Oleg Operator' }))!;
    const commentsReplied = within(row).getAllByRole('link')[3]!;
    await expect(commentsReplied).toHaveTextContent(String(busiest.channels!.comments!.replied));
    await expect(busiest.channels!.comments!.replied).not.toBe(BUSIEST.channels!.comments!.replied);
    await expect(commentsReplied).toHaveAttribute('href', expect.stringContaining('provider%5B%5D=vk'));
  },
};

export const Phone: Story = {
  tags: ['shot'],
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: texts.table }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
  },
};
