import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ISSUE_COMMENT_MAX } from '@console/api/contract';
import { storyT } from '../../../../components/storySupport/storyLocale.ts';
import { IssueThread } from './IssueThread.tsx';
import { RECORDED_ISSUE } from './issueStorySupport.ts';

// The team's thread, oldest first, and its composer; a reader gets no composer (IssueView passes no onSend).
const meta = {
  title: 'Screens/Issues/Parts/IssueThread',
  component: IssueThread,
  args: { comments: RECORDED_ISSUE.comments, onSend: fn(async () => true) },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IssueThread>;

export default meta;
type Story = StoryObj<typeof meta>;

const threadOf = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(within(canvasElement).getByRole('region', { name: storyT(globals)('issues:page.thread.title') }));

// The recorded thread: its second comment has markup in its text, shown as text (quality.md "Security").
export const WithComments: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals, args }) => {
    const t = storyT(globals);
    const thread = threadOf(canvasElement, globals);
    const comments = thread.getAllByRole('listitem');
    await expect(comments).toHaveLength(RECORDED_ISSUE.comments.length);
    await expect(comments[1]).toHaveTextContent('Согласовано с финансами <b>без</b> проверки склада.');
    await expect(comments[1]!.querySelector('b')).toBeNull();
    await userEvent.type(thread.getByRole('textbox', { name: t('issues:page.thread.label') }), 'Деньги вернули');
    await userEvent.click(thread.getByRole('button', { name: t('issues:page.thread.send') }));
    await expect(args.onSend).toHaveBeenCalledWith('Деньги вернули');
    await expect(thread.getByRole('textbox', { name: t('issues:page.thread.label') })).toHaveValue('');
  },
};

// No comments yet, read only: no composer.
export const EmptyReadOnly: Story = {
  render: () => <IssueThread comments={[]} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const thread = threadOf(canvasElement, globals);
    await expect(thread.getByText(t('issues:page.thread.none'))).toBeInTheDocument();
    await expect(thread.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

// A comment over ISSUE_COMMENT_MAX characters: said, and not sent.
export const TooLong: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const thread = threadOf(canvasElement, globals);
    const box = thread.getByRole('textbox', { name: t('issues:page.thread.label') });
    await userEvent.click(box);
    await userEvent.paste('а'.repeat(ISSUE_COMMENT_MAX + 1));
    await expect(thread.getByRole('alert')).toHaveTextContent(t('issues:page.thread.tooLong', { max: ISSUE_COMMENT_MAX }));
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(thread.getByRole('button', { name: t('issues:page.thread.send') })).toBeDisabled();
  },
};
