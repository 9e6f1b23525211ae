import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RECORDINGS, recordedAskerOf, replayHandlers, scenarios } from '@console/api/mocks';
import { RECORDED_SEED_NOW } from '@console/api/contract';
import { NowProvider } from '../../../data/index.ts';
import { localeOf } from '../../../storySupport/location.ts';
import { TeamWeekScreen } from './TeamWeekScreen.tsx';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';

const TEXTS = {
  ru: {
    week: 'Неделя команды',
    empty: 'Смен пока нет',
    retry: 'Повторить',
    vacation: 'Отпуск',
    online: 'В сети',
    busy: 'Занят',
    next: 'Следующая неделя',
    thisWeek: 'Текущая неделя',
    morning: '09:00–13:00',
    day: '10:00–19:00',
  },
  en: {
    week: "The team's week",
    empty: 'No shifts yet',
    retry: 'Try again',
    vacation: 'Vacation',
    online: 'Online',
    morning: '9:00 AM–1:00 PM',
    day: '10:00 AM–7:00 PM',
    busy: 'Busy',
    next: 'Next week',
    thisWeek: 'This week',
  },
} as const;

// /settings/users/workinghours against the recorded server (the `teamWeek` recording: the operator works
// weekdays 09–18 with a break, the analyst Monday to Thursday, away on vacation Tuesday to Thursday).
const meta = {
  title: 'Screens/WorkSchedule/TeamWeek',
  component: TeamWeekScreen,
  parameters: { layout: 'fullscreen', route: '/settings/users/workinghours', session: 'signedIn', recorded: ['teamWeek'] },
  // The week of the recording's clock (Sunday 22 November 2026), whatever day the story runs.
  decorators: [
    (Story) => (
      <NowProvider now={RECORDED_SEED_NOW}>
        <Story />
      </NowProvider>
    ),
  ],
} satisfies Meta<typeof TeamWeekScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.workSchedule);

export const Loading: Story = states.Loading;

export const Error: Story = { ...states.Error, tags: ['shot'] };

// Before any shift is assigned: the page says how to start.
export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...replayHandlers(RECORDINGS.teamWeekEmpty, { as: recordedAskerOf })),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(new RegExp(TEXTS[localeOf(globals)].empty))).toBeInTheDocument();
  },
};

// The week with shifts, each with its status's name and colour.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const week = await within(canvasElement).findByRole('region', { name: texts.week }, { timeout: 5000 });
    const operator = within(week).getByRole('row', { name: /Oleg Operator/ });
    // Monday: work, a break, work.
    await expect(within(operator).getAllByRole('listitem')[0]).toHaveTextContent(`${texts.morning} ${texts.online}`);
    await expect(within(operator).getAllByRole('listitem')).toHaveLength(15);
  },
};

// The analyst's vacation (Tuesday to Thursday of the seed's week) shows instead of their shifts on those days.
export const AbsenceOverridingShifts: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const week = await within(canvasElement).findByRole('region', { name: texts.week }, { timeout: 5000 });
    const analyst = within(week).getByRole('row', { name: /Alex Analyst/ });
    await expect(within(analyst).getAllByText(texts.vacation)).toHaveLength(3);
    // Only Monday's shift is left of four.
    await expect(within(analyst).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(analyst).getByRole('listitem')).toHaveTextContent(`${texts.day} ${texts.busy}`);
  },
};

// A team plans ahead: the next week has the analyst's four shifts again (the vacation was this week's), and
// 'This week' comes back.
export const LooksAheadAWeek: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const canvas = within(canvasElement);
    const week = await canvas.findByRole('region', { name: texts.week }, { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: texts.thisWeek })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: texts.next }));
    const analyst = within(week).getByRole('row', { name: /Alex Analyst/ });
    await expect(within(analyst).queryAllByText(texts.vacation)).toHaveLength(0);
    await expect(within(analyst).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: texts.thisWeek }));
    await expect(within(analyst).getAllByText(texts.vacation)).toHaveLength(3);
  },
};
