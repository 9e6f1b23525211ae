import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { atStoryViewport, viewport } from '../../session/AppShell/appShellStorySupport.tsx';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { IssueSettingsScreen } from './IssueSettingsScreen.tsx';

const OPERATOR = 'Oleg Operator'; // the test seed's operator (recorded v1/users)

/** The page once loaded: its statuses' heading. */
const ready = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).findByRole('heading', { name: storyT(globals)('issues:settings.statuses.title') }, { timeout: 5000 });
/** The list row holding `text` (a status or a department). */
const rowOf = (canvasElement: HTMLElement, text: string) => {
  const row = within(canvasElement).getByText(text, { selector: 'span' }).closest('li');
  if (!row) throw new globalThis.Error(`no row of ${text}`);
  return row as HTMLElement;
};

// /settings/issues against the recorded server (docs/mocks.md: issueSettings).
const meta = {
  title: 'Screens/IssueSettings/IssueSettings',
  component: IssueSettingsScreen,
  parameters: { layout: 'fullscreen', route: '/settings/issues', session: 'signedIn', recorded: ['issueSettings'] },
} satisfies Meta<typeof IssueSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.issueSettings);

export const Loading: Story = { ...states.Loading, tags: ['shot'] };

export const Error: Story = { ...states.Error, tags: ['shot'] };

// The seed's spec §9 statuses, `closed` closing; nobody by default, no deadlines; the two departments of the seed.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await ready(canvasElement, globals);
    await expect(rowOf(canvasElement, t('issues:status.new'))).toHaveTextContent(t('issues:settings.statuses.first'));
    await expect(within(rowOf(canvasElement, t('issues:status.closed'))).getByRole('checkbox')).toBeChecked();
    await expect(within(rowOf(canvasElement, t('issues:status.new'))).getByRole('checkbox')).not.toBeChecked();
    await expect(rowOf(canvasElement, 'Продажи')).toHaveTextContent(t('issues:settings.departments.members', { count: 2 }));
    await expect(within(canvasElement).getByRole('button', { name: t('issues:settings.save') })).toBeInTheDocument();
  },
};

// A space without departments yet.
export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.issueSettings.noDepartments),
  play: async ({ canvasElement, globals }) => {
    await ready(canvasElement, globals);
    await expect(within(canvasElement).getByText(storyT(globals)('issues:settings.departments.empty'))).toBeInTheDocument();
  },
};

// Each problem is said where it is, and nothing is sent: a status outside the contract's rule, no closing status, a
// deadline that is not whole hours.
export const ExplainsWhatStopsASave: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await ready(canvasElement, globals);
    await userEvent.type(canvas.getByLabelText(t('issues:settings.statuses.newLabel')), 'On hold');
    await userEvent.click(canvas.getByRole('button', { name: t('issues:settings.statuses.add') }));
    await expect(await canvas.findByText(t('issues:settings.statuses.problems.format'))).toBeInTheDocument();
    await userEvent.click(within(rowOf(canvasElement, t('issues:status.closed'))).getByRole('checkbox'));
    await userEvent.type(canvas.getByLabelText(t('issues:settings.deadlines.high')), '1.5');
    await userEvent.click(canvas.getByRole('button', { name: t('issues:settings.save') }));
    await expect(await canvas.findByText(t('issues:settings.statuses.problems.none'))).toBeInTheDocument();
    await expect(canvas.getByText(t('issues:settings.deadlines.problem'))).toBeInTheDocument();
    await expect(canvas.getByText(t('issues:settings.fixProblems'))).toBeInTheDocument();
  },
};

// A status added and marked closing, new issues to the operator, 24 h for normal and 4 h for high priority: saved.
export const SavesAClosingStatusAndDeadlines: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await ready(canvasElement, globals);
    await userEvent.type(canvas.getByLabelText(t('issues:settings.statuses.newLabel')), 'resolved{Enter}');
    await userEvent.click(within(rowOf(canvasElement, 'resolved')).getByRole('checkbox'));
    await userEvent.selectOptions(canvas.getByLabelText(t('issues:settings.assignee.label')), OPERATOR);
    await userEvent.type(canvas.getByLabelText(t('issues:settings.deadlines.normal')), '24');
    await userEvent.type(canvas.getByLabelText(t('issues:settings.deadlines.high')), '4');
    await userEvent.click(canvas.getByRole('button', { name: t('issues:settings.save') }));
    await expect(await canvas.findByText(t('issues:settings.saved'))).toBeInTheDocument();
    await expect(within(rowOf(canvasElement, 'resolved')).getByRole('checkbox')).toBeChecked();
  },
};

// quality.md "Nothing is lost": the save fails (500); the text says so and the new status stays in the form.
export const KeepsTheEditsWhenASaveFails: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.issueSettings.saveFailed),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await ready(canvasElement, globals);
    await userEvent.type(canvas.getByLabelText(t('issues:settings.statuses.newLabel')), 'resolved{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: t('issues:settings.save') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/./);
    await expect(rowOf(canvasElement, 'resolved')).toBeInTheDocument();
  },
};

// The department dialog of the seed's Sales: its name and its two members.
export const DepartmentDialog: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await ready(canvasElement, globals);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('issues:settings.departments.edit', { name: 'Продажи' }) }),
    );
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByLabelText(t('issues:settings.departments.name'))).toHaveValue('Продажи');
    await expect(within(dialog).getByText(t('issues:settings.departments.membersCount', { count: 2 }))).toBeInTheDocument();
  },
};

// A department created with the operator in it, renamed, then deleted after a confirmation.
export const CreatesRenamesAndDeletesADepartment: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await ready(canvasElement, globals);
    await userEvent.click(canvas.getByRole('button', { name: t('issues:settings.departments.add') }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(t('issues:settings.departments.name')), 'Возвраты');
    await userEvent.click(
      within(dialog).getByRole('button', { name: new RegExp(`${t('issues:settings.departments.membersLabel')}$`) }),
    );
    const list = await screen.findByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: OPERATOR }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: t('issues:settings.departments.create') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('Возвраты', { selector: 'span' })).toBeInTheDocument();
    await expect(rowOf(canvasElement, 'Возвраты')).toHaveTextContent(t('issues:settings.departments.members', { count: 1 }));

    await userEvent.click(canvas.getByRole('button', { name: t('issues:settings.departments.edit', { name: 'Возвраты' }) }));
    dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(t('issues:settings.departments.name'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Возвраты и обмен');
    await userEvent.click(within(dialog).getByRole('button', { name: t('issues:settings.departments.save') }));
    await expect(await canvas.findByText('Возвраты и обмен', { selector: 'span' })).toBeInTheDocument();

    await userEvent.click(
      canvas.getByRole('button', { name: t('issues:settings.departments.delete', { name: 'Возвраты и обмен' }) }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: t('issues:settings.departments.deleteShort') }));
    await waitFor(() => expect(canvas.queryByText('Возвраты и обмен', { selector: 'span' })).toBeNull());
    await expect(canvas.getByText(t('issues:settings.departments.saved'))).toBeInTheDocument();
  },
};

// A reader sees the settings and changes nothing: no save, no department buttons, the controls off.
export const ReadOnly: Story = {
  tags: ['shot'],
  parameters: { session: { email: 'reader@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await ready(canvasElement, globals);
    await expect(canvas.getByText(t('issues:settings.readOnly'))).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('issues:settings.save') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('issues:settings.departments.add') })).toBeNull();
    await expect(within(rowOf(canvasElement, t('issues:status.closed'))).getByRole('checkbox')).toBeDisabled();
  },
};

// quality.md: a 375 px phone shows every section without a sideways scroll (Ready's 375 px shot shows the layout).
export const Phone: Story = {
  globals: viewport('phone'),
  play: async ({ canvasElement, globals }) => {
    await ready(canvasElement, globals);
    if (!atStoryViewport(globals)) return; // about this width's layout only
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
