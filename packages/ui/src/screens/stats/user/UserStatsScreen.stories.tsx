import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route } from 'wouter';
import { expect, within } from 'storybook/test';
import type { StatsOverall } from '@console/api/contract';
import { localeOf } from '../../../storySupport/location.ts';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import {
  expectOperatorNotFound,
  expectPageNotFound,
  queriesParam,
  recordedStatsParameters,
  recordedStatsStep,
  withRecordedNow,
} from '../../../storySupport/recordedStats.tsx';
import { MyStatsScreen, UserStatsScreen } from './UserStatsScreen.tsx';

const TEXTS = {
  ru: {
    oneUser: 'Статистика сотрудника: Oleg Operator',
    my: 'Моя статистика',
    perDay: 'По дням',
    received: 'Получено',
    operators: 'По сотрудникам',
    comments: (n: number) => `Комментарии: ${n}`,
    chats: (n: number) => `Чаты: ${n}`,
  },
  en: {
    oneUser: "Operator's figures: Oleg Operator",
    my: 'My statistics',
    perDay: 'Per day',
    received: 'Received',
    operators: 'Per operator',
    comments: (n: number) => `Comments: ${n}`,
    chats: (n: number) => `Chats: ${n}`,
  },
} as const;

// The operator's figures for the recorded month (the `statsUsers` recording): /stats/my asks the overall figures with
// `user_id[]` theirs, /stats/users/{id} GET v1/stats/users/{id} (the same figures).
const OWN = recordedStatsStep('statsUsers', { as: 'operator', where: (step) => queriesParam(step, 'user_id[]') });
const OPERATOR_ID = Number(OWN.query.find(([name]) => name === 'user_id[]')![1]);
const FIGURES = OWN.answer as StatsOverall;

// /stats/users/{id} and /stats/my against the recorded server (docs/stats.md "Screens"): one operator's overall figures
// (`user_id[]` theirs) for the test seed's last 30 days up to the stories' clock, in Europe/Moscow.
const meta = {
  title: 'Screens/Stats/User',
  component: UserStatsScreen,
  parameters: recordedStatsParameters(`/stats/users/${OPERATOR_ID}`, 'statsUsers'),
  decorators: [
    (Story) => (
      <>
        <Route path="/stats/users/:id">
          <Story />
        </Route>
        <Route path="/stats/my">
          <Story />
        </Route>
      </>
    ),
    withRecordedNow,
  ],
} satisfies Meta<typeof UserStatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The administrator opens an operator's figures: their counts per channel (no received: the networks' doing), each
// opening the list of what they did; the per-day chart; no team table.
export const OneUser: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.oneUser }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.perDay }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText(texts.received)).toBeNull();
    await expect(canvas.queryByRole('heading', { name: texts.operators })).toBeNull();
    await expect(canvas.getAllByRole('link', { name: texts.chats(FIGURES.channels!.chats!.replied) })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/chats\\?event=replied&.*event_user_id=${OPERATOR_ID}`)),
    );
  },
};

// stats/my: the operator (no team flag) sees their own figures.
export const Operator: Story = {
  tags: ['shot'],
  parameters: { route: '/stats/my', session: { email: 'operator@demo.local' } },
  render: () => <MyStatsScreen />,
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.my }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.perDay }, { timeout: 5000 })).toBeVisible();
    await expect(
      canvas.getAllByRole('link', { name: texts.comments(FIGURES.channels!.comments!.closed_without_reply) })[0],
    ).toHaveAttribute('href', expect.stringMatching(new RegExp(`event_user_id=${OPERATOR_ID}`)));
  },
};

// Another workspace's user (the trial workspace's administrator, 8): GET v1/stats/users/8 answers 404 (the
// `statsUnknownUser` recording), and the page says "no such operator" from that answer, without a retry.
export const NotInSpace: Story = {
  tags: ['shot'],
  parameters: { route: '/stats/users/8', recorded: ['statsUsers', 'statsUnknownUser'] },
  play: async ({ canvasElement, globals }) => expectOperatorNotFound(canvasElement, storyT(globals)),
};

// An id that is no id: the console's 'Page not found', as for an unknown path.
export const MalformedId: Story = {
  parameters: { route: '/stats/users/abc' },
  play: async ({ canvasElement, globals }) => expectPageNotFound(canvasElement, storyT(globals)),
};
