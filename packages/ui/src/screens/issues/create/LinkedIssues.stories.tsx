import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { Issue } from '@console/api/contract';
import { RECORDINGS, type RecordingName } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { fixedNow, onItem } from '../../inbox/itemStorySupport.tsx';
import { SHELL_VIEWPORTS } from '../../session/AppShell/appShellStorySupport.tsx';
import { ItemScreen } from '../../items/Item/ItemScreen.tsx';
import { ChatScreen } from '../../chats/Chat/ChatScreen.tsx';
import { atRecordedNow, chatStoryParameters, replayChats } from '../../chats/Chat/chatStorySupport.tsx';
import { ISSUE_FROM_CHAT, ISSUE_FROM_ITEM } from './storyIssues.ts';

// The comment's and the chat's issues on their pages, and "Create issue" there (docs/issues.md "Screens: creating
// issues"), as the server answered the operator on the test seed: issueCreate (the writes) and issueLinked (the pages
// afterwards), apps/server/src/recording/scripts/issueCreate.ts.
const meta = {
  title: 'Screens/Issues/LinkedIssues',
  component: ItemScreen,
  decorators: [fixedNow],
  parameters: { layout: 'fullscreen', session: 'signedIn', viewport: { options: SHELL_VIEWPORTS } },
} satisfies Meta<typeof ItemScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const onOperatorItem = (recorded: RecordingName[]) => {
  const { args, parameters } = onItem(ISSUE_FROM_ITEM.item_id, 'operator');
  return { args, parameters: { ...parameters, recorded } };
};
// The number the server gave the issue of that title (other scripts made issues before: ids are not 1, 2…).
const numberOf = (title: string): number =>
  RECORDINGS.issueCreate.steps
    .filter((step) => step.method === 'POST' && step.path === '/v1/issues')
    .map((step) => step.answer as Issue)
    .find((issue) => issue.title === title)!.id;
const linkText = (t: ReturnType<typeof storyT>, title: string, status = 'new') =>
  t('issues:links.issue', {
    number: numberOf(title),
    title,
    status: t(`issues:status.${status}`),
    interpolation: { escapeValue: false },
  });

export const ItemWithIssues: Story = {
  tags: ['shot'],
  ...onOperatorItem(['issueLinked', 'itemPage']),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const link = await within(canvasElement).findByRole('link', { name: linkText(t, ISSUE_FROM_ITEM.title) }, { timeout: 5000 });
    await expect(link).toHaveAttribute('href', `/issues/${numberOf(ISSUE_FROM_ITEM.title)}`);
  },
};

export const CreatesAnIssueFromTheComment: Story = {
  ...onOperatorItem(['issueCreate', 'itemPage']),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: t('issues:create.action') }, { timeout: 5000 }));
    const form = within(await screen.findByRole('dialog'));
    const title = form.getByRole('textbox', { name: new RegExp(t('issues:create.titleField')) });
    await userEvent.clear(title);
    await userEvent.type(title, ISSUE_FROM_ITEM.title);
    await userEvent.click(form.getByRole('button', { name: t('issues:create.submit') }));
    // Linked both ways: the comment's page lists it at once, and a toast links to it.
    await page.findByRole('link', { name: linkText(t, ISSUE_FROM_ITEM.title) }, { timeout: 5000 });
    await expect(await screen.findByRole('link', { name: t('issues:create.open') })).toHaveAttribute(
      'href',
      `/issues/${numberOf(ISSUE_FROM_ITEM.title)}`,
    );
  },
};

// The chat's recordings first: a replayed read answers as recorded after the latest write, and the page's own write
// (the read mark) must come before the issue's (docs/mocks.md "Replay").
const onChat = (names: RecordingName[]): Pick<Story, 'render' | 'decorators' | 'beforeEach' | 'parameters'> => ({
  render: () => <ChatScreen id={ISSUE_FROM_CHAT.chat_id} />,
  decorators: [atRecordedNow],
  beforeEach: ({ msw, loaded }) => void msw.use(...replayChats(loaded, ...names)),
  parameters: chatStoryParameters({ id: ISSUE_FROM_CHAT.chat_id }),
});

export const ChatWithIssues: Story = {
  tags: ['shot'],
  ...onChat(['chatThread', 'issueLinked']),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await within(canvasElement).findByRole('link', { name: linkText(t, ISSUE_FROM_CHAT.title) }, { timeout: 5000 });
  },
};

export const CreatesAnIssueFromTheChat: Story = {
  ...onChat(['chatThread', 'issueCreate']),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: t('issues:create.action') }, { timeout: 5000 }));
    const form = within(await screen.findByRole('dialog'));
    const title = form.getByRole('textbox', { name: new RegExp(t('issues:create.titleField')) });
    await userEvent.clear(title);
    await userEvent.type(title, ISSUE_FROM_CHAT.title);
    await userEvent.selectOptions(form.getByRole('combobox', { name: t('issues:create.priority') }), 'high');
    await userEvent.click(form.getByRole('button', { name: t('issues:create.submit') }));
    await page.findByRole('link', { name: linkText(t, ISSUE_FROM_CHAT.title) }, { timeout: 5000 });
  },
};
