import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../../../../components/storySupport/storyLocale.ts';
import { IssueConflictNotice } from './IssueConflictNotice.tsx';
import { historyEntry, RECORDED_ISSUE, useStoryNames } from './issueStorySupport.ts';

function Notice(props: Omit<ComponentProps<typeof IssueConflictNotice>, 'names'>) {
  return <IssueConflictNotice {...props} names={useStoryNames()} />;
}

const AT = RECORDED_ISSUE.issue.updated_at + 60;

// docs/issues.md PATCH, 409 conflict: a colleague changed the status and the assignee first; the user's status change
// waits, un-applied, for one click.
const meta = {
  title: 'Screens/Issues/Parts/IssueConflictNotice',
  component: Notice,
  args: {
    conflict: {
      intended: { status: 'closed', department_id: 2 },
      changes: [historyEntry(20, 4, 'status', 'new', 'inprogress', AT), historyEntry(21, 4, 'assignee', '3', '4', AT)],
    },
    onReapply: fn(),
    onDismiss: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WhoChangedWhat: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals);
    const notice = within(within(canvasElement).getByRole('alert'));
    await expect(notice.getByText(t('issues:page.conflict.title'))).toBeInTheDocument();
    const lines = notice.getAllByRole('listitem');
    await expect(lines).toHaveLength(2);
    await expect(lines[0]).toHaveTextContent(
      t('issues:page.history.changed', {
        who: 'Oleg Operator',
        field: t('issues:page.history.fields.status'),
        from: t('issues:status.new'),
        to: t('issues:status.inprogress'),
      }),
    );
    await expect(lines[1]).toHaveTextContent('Мария Модератор → Oleg Operator');
    const kept = `${t('issues:page.history.fields.status')}: ${t('issues:status.closed')}; ${t('issues:page.history.fields.department')}: Доставка`;
    await expect(notice.getByText(t('issues:page.conflict.kept', { change: kept }))).toBeInTheDocument();
    await userEvent.click(notice.getByRole('button', { name: t('issues:page.conflict.reapply') }));
    await expect(args.onReapply).toHaveBeenCalledOnce();
    await userEvent.click(notice.getByRole('button', { name: t('issues:page.conflict.dismiss') }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
