import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyT } from '../../../../components/storySupport/storyLocale.ts';
import { IssueHistory } from './IssueHistory.tsx';
import { historyEntry, RECORDED_ISSUE, useStoryNames } from './issueStorySupport.ts';

function History(props: Omit<ComponentProps<typeof IssueHistory>, 'names'>) {
  return <IssueHistory {...props} names={useStoryNames()} />;
}

const AT = RECORDED_ISSUE.issue.updated_at;
/** The recorded issue's history (created, assigned, two comments) and, later, one line of each other kind. */
const SEVERAL = [
  ...RECORDED_ISSUE.history,
  historyEntry(30, 3, 'status', 'new', 'waiting', AT + 600),
  historyEntry(31, 3, 'department', null, '1', AT + 700),
  historyEntry(32, 5, 'description', null, null, AT + 800),
  historyEntry(33, 5, 'link', null, 'chat:12', AT + 900),
  historyEntry(34, 4, 'attachment', null, 'photo.jpg', AT + 1000),
  historyEntry(35, null, 'expired', 'false', 'true', AT + 1100),
];

// Who changed what and when, newest first; the server's changes (the deadline passing) as "system".
const meta = {
  title: 'Screens/Issues/Parts/IssueHistory',
  component: History,
  args: { history: SEVERAL },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof History>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralKinds: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const lines = within(within(canvasElement).getByRole('list', { name: t('issues:page.history.title') })).getAllByRole(
      'listitem',
    );
    await expect(lines).toHaveLength(SEVERAL.length);
    // Newest first: the deadline passing, by the system.
    await expect(lines[0]).toHaveTextContent(t('issues:page.history.expired', { who: t('issues:page.history.system') }));
    await expect(lines[1]).toHaveTextContent(t('issues:page.history.attached', { who: 'Oleg Operator', name: 'photo.jpg' }));
    await expect(lines[2]).toHaveTextContent(
      t('issues:page.history.link', { who: 'Anna Admin', what: t('issues:page.history.linkChat', { id: '12' }) }),
    );
    await expect(lines[4]).toHaveTextContent(
      t('issues:page.history.set', {
        who: 'Мария Модератор',
        field: t('issues:page.history.fields.department'),
        to: 'Поддержка',
      }),
    );
    await expect(lines.at(-1)).toHaveTextContent(t('issues:page.history.created', { who: 'Anna Admin' }));
  },
};

export const Empty: Story = {
  args: { history: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(storyT(globals)('issues:page.history.none'))).toBeInTheDocument();
  },
};
