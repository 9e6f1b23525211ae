import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route } from 'wouter';
import { scenarios } from '@console/api/mocks';
import { dateTimeField, retype } from '../../../components/storySupport/dateTimeFields.ts';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { localeOf } from '../../../storySupport/location.ts';
import { atRecordedNow, recordedRefusal } from '../storySupport.tsx';
import { UserScheduleScreen } from './UserScheduleScreen.tsx';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';

// /settings/users/workinghours/{id} for the settings role, against the recorded server (the `scheduleEdit`
// recording): the operator works weekdays 09–13, 13–14 on a break, 14–18; the templates page left 'Day shift'.
const meta = {
  title: 'Screens/WorkSchedule/UserGrid',
  component: UserScheduleScreen,
  render: () => (
    <Route path="/settings/users/workinghours/:id">
      <UserScheduleScreen />
    </Route>
  ),
  parameters: { layout: 'fullscreen', route: '/settings/users/workinghours/4', session: 'signedIn', recorded: ['scheduleEdit'] },
  decorators: [atRecordedNow],
} satisfies Meta<typeof UserScheduleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = async (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).findByRole('form', { name: storyT(globals)('workSchedule:grid.title') }, { timeout: 5000 });
const day = (form: HTMLElement, globals: Record<string, unknown>, weekday: number) => {
  const name = new Intl.DateTimeFormat(localeOf(globals), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
  return within(form).getByRole('region', { name: new RegExp(`^${name}$`, 'i') });
};

// A day's shifts: the groups named as shifts.
const shifts = (dayRegion: HTMLElement, globals: Record<string, unknown>) =>
  within(dayRegion).queryAllByRole('group', {
    name: new RegExp(storyT(globals)('workSchedule:editor.shiftLabel', { day: '.+', n: '\\d+' })),
  });

const states = settingsPageStates<Story>(scenarios.userSchedule);

export const Loading: Story = states.Loading;

export const Error: Story = states.Error;

// The week, then the grid: three shifts a weekday, the weekend off; the templates to apply; no absences.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const form = await grid(canvasElement, globals);
    await expect(shifts(day(form, globals, 1), globals)).toHaveLength(3);
    await expect(shifts(day(form, globals, 6), globals)).toHaveLength(0);
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Oleg Operator');
    await expect(within(canvasElement).getByRole('combobox', { name: t('workSchedule:apply.template') })).toHaveTextContent(
      'Day shift',
    );
    await expect(within(canvasElement).getByText(t('workSchedule:absences.empty'))).toBeVisible();
  },
};

// The administrator's own grid, before any shift (the `teamWeek` recording): every day off, ready to add to.
export const Empty: Story = {
  tags: ['shot'],
  parameters: { route: '/settings/users/workinghours/5', recorded: ['scheduleEdit', 'teamWeek'] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const form = await grid(canvasElement, globals);
    await expect(within(form).getAllByText(t('workSchedule:dayOff'))).toHaveLength(7);
    await expect(within(canvasElement).getByText(t('workSchedule:empty'))).toBeVisible();
  },
};

// A shift's problem shows under it as it is typed (contract shiftProblems); saving is held until it is fixed.
export const ShowsProblemsBeforeSaving: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const monday = day(await grid(canvasElement, globals), globals, 1);
    const [first, second] = shifts(monday, globals);
    await retype(dateTimeField(first!, t('workSchedule:editor.end')), '08:00');
    await expect(await within(first!).findByText(t('workSchedule:problems.endBeforeStart'))).toBeVisible();
    // The break made to end at 15:00 overlaps the afternoon (14:00–18:00): both are marked.
    await retype(dateTimeField(second!, t('workSchedule:editor.end')), '15:00');
    await waitFor(() => expect(within(monday).getAllByText(t('workSchedule:problems.overlap'))).toHaveLength(2));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('workSchedule:grid.save') }));
    await expect(await within(canvasElement).findByText(t('workSchedule:problems.fixFirst'))).toBeVisible();
  },
};

// Saturday's default shift (09:00–18:00, the first status) added and saved: the week shows it.
export const SavesTheGrid: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const saturday = day(await grid(canvasElement, globals), globals, 6);
    await userEvent.click(within(saturday).getByRole('button', { name: new RegExp(t('workSchedule:editor.add')) }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('workSchedule:grid.save') }));
    await expect(await within(canvasElement).findByText(t('workSchedule:grid.saved'))).toBeVisible();
    const week = within(canvasElement).getByRole('region', { name: t('workSchedule:weekLabel') });
    await waitFor(() => expect(within(week).getAllByRole('listitem')).toHaveLength(16));
  },
};

// The server refuses a status deleted meanwhile: its text shows, and the edits stay to be fixed.
export const ShowsTheServerRefusal: Story = {
  tags: ['shot'],
  beforeEach: ({ msw, globals }) => void msw.use(recordedRefusal('scheduleEdit', 'PUT', '/v1/workschedule/4', localeOf(globals))),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const saturday = day(await grid(canvasElement, globals), globals, 6);
    await userEvent.click(within(saturday).getByRole('button', { name: new RegExp(t('workSchedule:editor.add')) }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('workSchedule:grid.save') }));
    const refusal =
      localeOf(globals) === 'en' ? 'This status does not belong to the workspace' : 'Этого статуса нет в рабочем пространстве';
    await expect(await within(canvasElement).findByText(refusal)).toBeVisible();
    await expect(shifts(saturday, globals)).toHaveLength(1);
  },
};

// 'Day shift' applied to the operator after the confirmation that their grid will be replaced.
export const AppliesATemplate: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await grid(canvasElement, globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('workSchedule:apply.apply') }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('workSchedule:apply.replacesOne', { name: 'Oleg Operator' }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('workSchedule:apply.confirm') }));
    await expect(await within(canvasElement).findByText(t('workSchedule:apply.appliedOne', { name: 'Day shift' }))).toBeVisible();
  },
};

// A day away added to the operator's absences and deleted again.
export const AddsAndDeletesAnAbsence: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await grid(canvasElement, globals);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('workSchedule:absences.kind') }),
      t('workSchedule:kinds.other'),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('workSchedule:absences.add') }));
    await expect(await canvas.findByText(t('workSchedule:absences.added'))).toBeVisible();
    const list = await canvas.findByRole('list', { name: t('workSchedule:absences.listLabel') });
    await userEvent.click(within(list).getByRole('button'));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('workSchedule:absences.confirmRemove') }));
    await expect(await canvas.findByText(t('workSchedule:absences.empty'))).toBeVisible();
  },
};
