import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../../../../components/storySupport/storyLocale.ts';
import { IssueControls } from './IssueControls.tsx';
import { RECORDED_ISSUE, STORY_DEPARTMENTS, STORY_MEMBERS, STORY_STATUSES } from './issueStorySupport.ts';

// The page labels the space's statuses from the issues namespace (IssueScreen).
function Controls(props: Omit<ComponentProps<typeof IssueControls>, 'statuses'>) {
  const { t } = useTranslation('issues');
  return <IssueControls {...props} statuses={STORY_STATUSES.map((id) => ({ id, label: t(`status.${id}`) }))} />;
}

// Status, priority, assignee, department and due date (docs/issues.md PATCH): what a writer of the issue gets; a reader
// or analyst gets the page's read-only facts instead (IssueView), so this component has no read-only state.
const meta = {
  title: 'Screens/Issues/Parts/IssueControls',
  component: Controls,
  args: {
    issue: RECORDED_ISSUE.issue,
    members: STORY_MEMBERS,
    departments: STORY_DEPARTMENTS,
    timeZone: 'Europe/Moscow',
    onChange: fn(async () => true),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Controls>;

export default meta;
type Story = StoryObj<typeof meta>;

const controlsOf = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(within(canvasElement).getByRole('region', { name: storyT(globals)('issues:page.controls') }));

// The recorded issue: new, high, assigned to Мария, with a due date.
export const Assigned: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals);
    const controls = controlsOf(canvasElement, globals);
    await expect(controls.getByRole('combobox', { name: t('issues:page.fields.status') })).toHaveValue('new');
    await expect(controls.getByRole('combobox', { name: t('issues:page.fields.priority') })).toHaveValue('high');
    await expect(controls.getByRole('combobox', { name: t('issues:page.fields.assignee') })).toHaveValue('3');
    await expect(controls.getByRole('combobox', { name: t('issues:page.fields.department') })).toHaveValue('none');
    await expect(controls.getByRole('button', { name: t('issues:page.clearDue') })).toBeInTheDocument();
    await userEvent.selectOptions(controls.getByRole('combobox', { name: t('issues:page.fields.status') }), 'waiting');
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: 'waiting' });
    await userEvent.selectOptions(controls.getByRole('combobox', { name: t('issues:page.fields.assignee') }), 'none');
    await expect(args.onChange).toHaveBeenLastCalledWith({ assignee_id: null });
  },
};

// Nobody assigned, no due date (nothing to clear), and a status the space no longer lists: still shown as the value.
export const UnassignedWithoutDue: Story = {
  args: { issue: { ...RECORDED_ISSUE.issue, assignee: null, due_at: null, status: 'archived', department_id: 2 } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const controls = controlsOf(canvasElement, globals);
    await expect(controls.getByRole('combobox', { name: t('issues:page.fields.status') })).toHaveValue('archived');
    await expect(controls.getByRole('combobox', { name: t('issues:page.fields.assignee') })).toHaveValue('none');
    await expect(controls.getByRole('combobox', { name: t('issues:page.fields.department') })).toHaveValue('2');
    await expect(controls.queryByRole('button', { name: t('issues:page.clearDue') })).not.toBeInTheDocument();
    await expect(controls.queryByRole('button', { name: t('issues:page.save') })).not.toBeInTheDocument();
  },
};
