import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RECORDINGS, recordedAskerOf, replayHandlers, scenarios } from '@console/api/mocks';
import { retype } from '../../../components/storySupport/dateTimeFields.ts';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { atRecordedNow } from '../storySupport.tsx';
import { TemplatesScreen } from './TemplatesScreen.tsx';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';

// /settings/users/workinghours/templates against the recorded server (the `shiftTemplates` recording: 'Вечерняя
// смена' and 'Дневная смена', weekdays 14–22 and 09–18, each with a break).
const meta = {
  title: 'Screens/WorkSchedule/Templates',
  component: TemplatesScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/settings/users/workinghours/templates',
    session: 'signedIn',
    recorded: ['shiftTemplates'],
  },
  decorators: [atRecordedNow],
} satisfies Meta<typeof TemplatesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const card = async (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name }, { timeout: 5000 });

const states = settingsPageStates<Story>(scenarios.shiftTemplates);

export const Loading: Story = states.Loading;

export const Error: Story = states.Error;

// Before any template: the page says what one is for.
export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...replayHandlers(RECORDINGS.teamWeekEmpty, { as: recordedAskerOf })),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(storyT(globals)('workSchedule:templates.empty'))).toBeVisible();
  },
};

export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const day = await card(canvasElement, 'Дневная смена');
    await expect(
      within(day).getByText(new RegExp(`^${t('workSchedule:templates.summary', { count: 15, days: '' })}`)),
    ).toBeVisible();
    await expect(await card(canvasElement, 'Вечерняя смена')).toBeVisible();
  },
};

// A new template without a name and with overlapping shifts: both are said before anything is sent.
export const ShowsProblemsBeforeSaving: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('workSchedule:templates.new') }, { timeout: 5000 }));
    const form = canvas.getByRole('form', { name: t('workSchedule:templates.newTitle') });
    const [monday] = within(form).getAllByRole('button', { name: new RegExp(t('workSchedule:editor.add')) });
    await userEvent.click(monday!);
    await userEvent.click(monday!);
    await retype(within(form).getAllByRole('textbox', { name: t('workSchedule:editor.start') })[1]! as HTMLInputElement, '17:00');
    await userEvent.click(within(form).getByRole('button', { name: t('workSchedule:templates.save') }));
    await expect(await within(form).findByText(t('workSchedule:templates.nameRequired'))).toBeVisible();
    await expect(within(form).getAllByText(t('workSchedule:problems.overlap'))).toHaveLength(2);
    await expect(within(form).getByText(t('workSchedule:problems.fixFirst'))).toBeVisible();
  },
};

// 'Weekend': a name and Saturday's default shift, created.
export const CreatesATemplate: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('workSchedule:templates.new') }, { timeout: 5000 }));
    const form = canvas.getByRole('form', { name: t('workSchedule:templates.newTitle') });
    await userEvent.type(within(form).getByLabelText(t('workSchedule:templates.name')), 'Weekend');
    await userEvent.click(within(form).getAllByRole('button', { name: new RegExp(t('workSchedule:editor.add')) })[5]!);
    await userEvent.click(within(form).getByRole('button', { name: t('workSchedule:templates.save') }));
    await expect(await canvas.findByText(t('workSchedule:templates.created'))).toBeVisible();
    await expect(await card(canvasElement, 'Weekend')).toBeVisible();
  },
};

// 'Дневная смена' renamed 'Day shift', its shifts kept.
export const RenamesATemplate: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const day = await card(canvasElement, 'Дневная смена');
    await userEvent.click(within(day).getByRole('button', { name: t('workSchedule:templates.edit') }));
    const name = within(day).getByLabelText(t('workSchedule:templates.name'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Day shift');
    await userEvent.click(within(day).getByRole('button', { name: t('workSchedule:templates.save') }));
    await expect(await within(canvasElement).findByText(t('workSchedule:templates.saved'))).toBeVisible();
    await expect(await card(canvasElement, 'Day shift')).toBeVisible();
  },
};

// Applied to the operator: the dialog says their grid will be replaced before it is done.
export const AppliesToUsers: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const day = await card(canvasElement, 'Дневная смена');
    await userEvent.click(within(day).getByRole('button', { name: t('workSchedule:templates.applyToUsers') }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('workSchedule:apply.confirmMany', { count: 0 }) }));
    await expect(within(dialog).getByText(t('workSchedule:apply.chooseUsers'))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Oleg Operator' }));
    await expect(dialog).toHaveTextContent(t('workSchedule:apply.replacesMany', { count: 1 }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('workSchedule:apply.confirmMany', { count: 1 }) }));
    await expect(
      await within(canvasElement).findByText(t('workSchedule:apply.appliedMany', { name: 'Дневная смена', count: 1 })),
    ).toBeVisible();
  },
};

// 'Вечерняя смена' deleted after the confirmation.
export const DeletesATemplate: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const evening = await card(canvasElement, 'Вечерняя смена');
    await userEvent.click(within(evening).getByRole('button', { name: t('workSchedule:templates.delete') }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t('workSchedule:templates.deleteText'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('workSchedule:templates.confirmDelete') }));
    await expect(
      await within(canvasElement).findByText(t('workSchedule:templates.deleted', { name: 'Вечерняя смена' })),
    ).toBeVisible();
    await waitFor(() => expect(within(canvasElement).queryByRole('region', { name: 'Вечерняя смена' })).toBeNull());
  },
};

// The save fails (here a 500): the text shows and what was typed stays.
export const KeepsTheFormWhenSavingFails: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.shiftTemplates.saveFailed),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('workSchedule:templates.new') }, { timeout: 5000 }));
    const form = canvas.getByRole('form', { name: t('workSchedule:templates.newTitle') });
    await userEvent.type(within(form).getByLabelText(t('workSchedule:templates.name')), 'Weekend');
    await userEvent.click(within(form).getByRole('button', { name: t('workSchedule:templates.save') }));
    const alerts = within(form).getAllByRole('alert');
    await waitFor(() => expect(alerts.at(-1)).not.toBeEmptyDOMElement());
    await expect(within(form).getByLabelText(t('workSchedule:templates.name'))).toHaveValue('Weekend');
  },
};
