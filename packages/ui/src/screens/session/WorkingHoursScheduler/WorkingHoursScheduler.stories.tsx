import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SPACE, demoUserStatuses, workingHoursAnswer } from '@console/api/mocks';
import type { WorkingHoursItem } from '@console/api/contract';
import { localeOf } from '../../../storySupport/location.ts';
import { recordedConfigWith } from '../../../storySupport/workspace.ts';
import { recordStatusPuts, STATUS_TEXTS, withLiveConnection, newSocketRecord, socketServer } from '../statusStorySupport.tsx';
import { WorkingHoursScheduler } from './WorkingHoursScheduler.tsx';
import { dateFormatters } from '../../../format/dateFormatters.ts';

const HOUR_S = 3600;
const puts: unknown[] = [];
// The schedule requests InactiveWithoutWorkingHours saw.
const asked: string[] = [];
const socket = newSocketRecord();

// A slot of the demo statuses (1 online, 2 break) relative to the story's clock (the visual run fixes it).
const slot = (locale: 'ru' | 'en', fromS: number, toS: number, statusId: number): WorkingHoursItem => {
  const nowS = Math.floor(Date.now() / 1000);
  const status = demoUserStatuses(locale).find((s) => s.id === statusId)!;
  return {
    started_at: nowS + fromS,
    ended_at: nowS + toS,
    status: { id: status.id, name: status.name, color: status.color, workinghours: statusId === 1 },
  };
};
// The break started a second ago: the user (online) is told at once.
const breakJustStarted = (locale: 'ru' | 'en') => [slot(locale, -4 * HOUR_S, -1, 1), slot(locale, -1, HOUR_S, 2)];
// The break starts in five minutes, the user's lead time.
const breakInFiveMinutes = (locale: 'ru' | 'en') => [slot(locale, -4 * HOUR_S, 300, 1), slot(locale, 300, HOUR_S, 2)];
const withLead = (minutes: number | null) =>
  recordedConfigWith('administrator', (config) => ({
    ...config,
    user: { ...config.user, settings: { ...config.user.settings, wh_status_notification: minutes } },
  }));

// spec §4, §9: the scheduler renders nothing; its notices are toasts of 30 s naming the status, with a button to switch.
// The administrator's recorded world and status changes (`status`); the schedule is a fixed answer around the story's
// clock, which the recording's cannot be (the test run's clock is the real one).
const meta = {
  title: 'Screens/Session/WorkingHoursScheduler',
  component: WorkingHoursScheduler,
  decorators: [withLiveConnection],
  parameters: { route: '/', session: 'signedIn', recorded: ['status'] },
  beforeEach: ({ msw }) => void msw.use(socketServer(socket), recordStatusPuts(puts)),
} satisfies Meta<typeof WorkingHoursScheduler>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StatusChange: Story = {
  tags: ['shot-variants'],
  beforeEach: ({ msw }) => void msw.use(workingHoursAnswer(breakJustStarted)),
  play: async ({ globals }) => {
    const texts = STATUS_TEXTS[localeOf(globals)];
    const toast = await screen.findByRole('alertdialog', { name: new RegExp(`^${texts.change}`) });
    await expect(toast).toHaveTextContent(texts.pause);
    await expect(within(toast).getByRole('button', { name: texts.switchTo(texts.pause) })).toBeInTheDocument();
  },
};

export const StatusChangeSoon: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(withLead(5), workingHoursAnswer(breakInFiveMinutes)),
  play: async ({ globals }) => {
    const texts = STATUS_TEXTS[localeOf(globals)];
    const toast = await screen.findByRole('alertdialog', { name: new RegExp(texts.soon) });
    // Written in the user's time zone (here the spaces' default, Europe/Moscow).
    const time = dateFormatters(localeOf(globals), 'Europe/Moscow').time({ s: Math.floor(Date.now() / 1000) + 300 });
    await expect(toast).toHaveTextContent(time);
    await expect(toast).toHaveTextContent(texts.pause);
  },
};

// Without a lead time in my settings there is no 'Status change soon' notice.
export const NoSoonNoticeWithoutALeadTime: Story = {
  beforeEach: ({ msw }) => void msw.use(withLead(null), workingHoursAnswer(breakInFiveMinutes)),
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

export const SwitchesToTheScheduledStatusFromTheNotice: Story = {
  beforeEach: ({ msw }) => void msw.use(workingHoursAnswer(breakJustStarted)),
  play: async ({ globals }) => {
    const texts = STATUS_TEXTS[localeOf(globals)];
    const toast = await screen.findByRole('alertdialog', { name: new RegExp(`^${texts.change}`) });
    await userEvent.click(within(toast).getByRole('button', { name: texts.switchTo(texts.pause) }));
    await waitFor(() => expect(puts).toEqual([{ status: 2, space_id: DEMO_SPACE.id }]));
    await waitFor(() => expect(socket.received).toEqual([{ method: 'status', status: 2 }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

// Active only while a space has settings.user_workinghours: no schedule is even asked for.
export const InactiveWithoutWorkingHours: Story = {
  beforeEach: ({ msw }) => {
    asked.length = 0;
    msw.use(
      recordedConfigWith('administrator', (config) => ({
        ...config,
        spaces: config.spaces.map((space) => ({ ...space, settings: { ...space.settings, user_workinghours: false } })),
      })),
      http.get('*/v1/me/workinghours', ({ request }) => void asked.push(request.url)),
      workingHoursAnswer(breakJustStarted),
    );
  },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(asked).toEqual([]);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};
