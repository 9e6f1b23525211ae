import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RECORDINGS, recordedAskerOf, replayHandlers, scenarios } from '@console/api/mocks';
import { dateTimeField, fieldText, retype } from '../../../components/storySupport/dateTimeFields.ts';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { localeOf } from '../../../storySupport/location.ts';
import { atRecordedNow, recordedRefusal } from '../storySupport.tsx';
import { AbsencesScreen } from './AbsencesScreen.tsx';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';

// /settings/users/workinghours/absences against the recorded server (the `absences` recording: the analyst's
// vacation from 17 to 19 November 2026).
const meta = {
  title: 'Screens/WorkSchedule/Absences',
  component: AbsencesScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/settings/users/workinghours/absences',
    session: 'signedIn',
    recorded: ['absences'],
  },
  decorators: [atRecordedNow],
} satisfies Meta<typeof AbsencesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).findByRole('list', { name: storyT(globals)('workSchedule:absences.listLabel') }, { timeout: 5000 });
const addForm = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).getByRole('form', { name: storyT(globals)('workSchedule:absences.addTitle') });

const states = settingsPageStates<Story>(scenarios.absences);

export const Loading: Story = states.Loading;

export const Error: Story = states.Error;

export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...replayHandlers(RECORDINGS.teamWeekEmpty, { as: recordedAskerOf })),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(storyT(globals)('workSchedule:absences.empty'))).toBeVisible();
  },
};

export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const rows = within(await list(canvasElement, globals)).getAllByRole('listitem');
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent('Alex Analyst');
    await expect(rows[0]).toHaveTextContent(t('workSchedule:kinds.vacation'));
  },
};

// Shown for one member: the operator has none.
export const FilteredByUser: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await list(canvasElement, globals);
    await userEvent.selectOptions(
      within(canvasElement).getByRole('combobox', { name: t('workSchedule:absences.filter') }),
      'Oleg Operator',
    );
    await expect(await within(canvasElement).findByText(t('workSchedule:absences.empty'))).toBeVisible();
  },
};

// An end before the start is said under the field before anything is sent; what was typed stays.
export const ShowsProblemsBeforeSaving: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await list(canvasElement, globals);
    const form = addForm(canvasElement, globals);
    const to = dateTimeField(form, t('workSchedule:absences.to'));
    await retype(to, localeOf(globals) === 'en' ? '11/20/2026' : '20.11.2026');
    await userEvent.click(within(form).getByRole('button', { name: t('workSchedule:absences.add') }));
    await expect(await within(form).findByText(t('workSchedule:absences.endBeforeStart'))).toBeVisible();
    // Written the interface's way, not the browser's.
    await expect(fieldText(to)).toBe(localeOf(globals) === 'en' ? '11/20/2026' : '20.11.2026');
  },
};

// A day's sick leave for the operator (today, the form's first dates), added, then deleted after the confirmation.
export const AddsAndDeletesAnAbsence: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await list(canvasElement, globals);
    const form = addForm(canvasElement, globals);
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: t('workSchedule:absences.user') }), 'Oleg Operator');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: t('workSchedule:absences.kind') }),
      t('workSchedule:kinds.sick_leave'),
    );
    await userEvent.click(within(form).getByRole('button', { name: t('workSchedule:absences.add') }));
    await expect(await within(form).findByText(t('workSchedule:absences.added'))).toBeVisible();
    await waitFor(async () => expect(within(await list(canvasElement, globals)).getAllByRole('listitem')).toHaveLength(2));
    const sick = within(await list(canvasElement, globals)).getAllByRole('listitem')[1]!;
    await userEvent.click(within(sick).getByRole('button'));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Oleg Operator');
    await userEvent.click(within(dialog).getByRole('button', { name: t('workSchedule:absences.confirmRemove') }));
    await waitFor(async () => expect(within(await list(canvasElement, globals)).getAllByRole('listitem')).toHaveLength(1));
  },
};

// The server's refusal shows above the form, and the form keeps what was chosen.
export const ShowsTheServerRefusal: Story = {
  tags: ['shot'],
  beforeEach: ({ msw, globals }) =>
    void msw.use(recordedRefusal('absences', 'POST', '/v1/workschedule/absences', localeOf(globals))),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await list(canvasElement, globals);
    const form = addForm(canvasElement, globals);
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: t('workSchedule:absences.user') }), 'Oleg Operator');
    await userEvent.click(within(form).getByRole('button', { name: t('workSchedule:absences.add') }));
    const refusal =
      localeOf(globals) === 'en'
        ? 'An absence must end on or after its first day'
        : 'Отсутствие должно заканчиваться не раньше первого дня';
    await expect(await within(form).findByText(refusal)).toBeVisible();
    await expect(within(form).getByRole('combobox', { name: t('workSchedule:absences.user') })).toHaveDisplayValue(
      'Oleg Operator',
    );
  },
};
