import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { recordedRead, scenarios } from '@console/api/mocks';
import type { Chat, ConfigResponse, Item } from '@console/api/contract';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { chatsFeed } from '../../../data/chatsFeed.ts';
import { itemsFeed } from '../../../data/itemsFeed.ts';
import { recordedChats } from '../../chats/Chat/chatStorySupport.tsx';
import { recordedRows } from '../../inbox/recordedInbox.ts';
import { chatPath, itemPath } from '../../inbox/paths.ts';
import { expectNavigatedTo, localeOf } from '../../../storySupport/location.ts';
import { AppShell } from './AppShell.tsx';
import { fakeNotifications, hideTab, restoreNotifications, type FakeNotification } from './notAtTheDeskStorySupport.ts';
import { shellArgs, shellParameters, viewport } from './appShellStorySupport.tsx';
import { SHELL_TEXTS as T } from './appShellTexts.ts';

// The operator away from the tab (spec §2.4 titles; browser notifications of my settings): the tab's title and the
// notifier of the shell, with the tab hidden by the play (hideTab) and the browser's Notification stubbed.
const meta = {
  title: 'Screens/Session/AppShell/NotAtTheDesk',
  component: AppShell,
  args: shellArgs(),
  parameters: shellParameters,
  globals: viewport('desktop'),
  // The tab is shown again and the browser's Notification back after each story, even a failed one.
  beforeEach: () => () => {
    hideTab(null);
    restoreNotifications();
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

// The page's own title, as routing/Titled.tsx sets it (spec §2.4 '<title> — <productName>').
const PAGE_TITLE = 'Статистика — Omnidesk Console';
const NEXT_PAGE_TITLE = 'Комментарии — Omnidesk Console';
// What the main menu counts in scenarios.counts.ready (DEMO_COUNTS): 12 comments, 3 tasks and 5 mentions.
const MENU_COUNT = 20;

// Hidden, the title is led by the menu's count, also after the page sets a new one; shown, it is the page's exactly.
export const TitleLedByTheCountWhileHidden: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.counts.ready),
  play: async ({ canvasElement, globals }) => {
    const t = T[localeOf(globals)];
    const menu = await within(canvasElement).findByRole('navigation', { name: t.mainMenu });
    await within(menu).findByRole('link', { name: `${t.comments}, 12` });
    document.title = PAGE_TITLE;
    await waitFor(() => expect(document.title).toBe(PAGE_TITLE)); // in view: no count
    hideTab(true);
    await waitFor(() => expect(document.title).toBe(`(${MENU_COUNT}) ${PAGE_TITLE}`));
    document.title = NEXT_PAGE_TITLE;
    await waitFor(() => expect(document.title).toBe(`(${MENU_COUNT}) ${NEXT_PAGE_TITLE}`));
    hideTab(false);
    await waitFor(() => expect(document.title).toBe(NEXT_PAGE_TITLE));
  },
};

const me = recordedRead<ConfigResponse>('administrator', '/v1/config').user.id;
const template = recordedChats()[0]!;
const newChat = (id: number, name: string): Chat => ({
  ...template,
  id,
  status: 'new',
  excerpt: `Вопрос ${id}`,
  author: { ...template.author, id: 90_000 + id, name },
});
const row = recordedRows('itemsList', 'administrator', '/v1/items?limit=50&status[]=new&status[]=inprogress').find(
  (one) => one.assignee !== null,
)!;
const assignedToMe = (id: number): Item => ({
  ...row,
  id,
  parent_id: null,
  status: 'new',
  unread: true,
  from_us: false,
  assignee: { ...row.assignee!, id: me },
});

const titles = (made: readonly FakeNotification[]) => made.map((one) => one.title);

// Only while the tab is hidden and the setting is on: a new chat and a comment assigned to me; a click opens it.
export const NotifiesOnlyWhileHiddenAndOn: Story = {
  play: async ({ globals, loaded }) => {
    const t = storyT(globals);
    const made = fakeNotifications();
    localStorage.setItem('browser_notifications', '1');
    hideTab(true);
    // Sent again until one shows: the notifier starts once the config names the signed-in user.
    await waitFor(() => {
      chatsFeed.publish([{ method: 'chats.new', chats: [newChat(9001, 'Первый клиент')] }]);
      return expect(made.length).toBeGreaterThan(0);
    });
    await expect(made[0]!.title).toBe(t('shell:notify.chat', { name: 'Первый клиент' }));
    const chatNotice = made[0]!;
    made.length = 0;
    itemsFeed.publish([{ method: 'items.new', items: [assignedToMe(9101)], posts: [] }]);
    await expect(titles(made)).toEqual([t('shell:notify.assigned', { name: row.author.name })]);
    const itemNotice = made[0]!;
    made.length = 0;

    hideTab(false); // in view: nothing
    chatsFeed.publish([{ method: 'chats.new', chats: [newChat(9002, 'Второй клиент')] }]);
    itemsFeed.publish([{ method: 'items.new', items: [assignedToMe(9102)], posts: [] }]);
    await expect(titles(made)).toEqual([]);

    hideTab(true);
    localStorage.removeItem('browser_notifications'); // the setting off: nothing
    chatsFeed.publish([{ method: 'chats.new', chats: [newChat(9003, 'Третий клиент')] }]);
    itemsFeed.publish([{ method: 'items.new', items: [assignedToMe(9103)], posts: [] }]);
    await expect(titles(made)).toEqual([]);

    chatNotice.click();
    await expectNavigatedTo(loaded, chatPath(9001));
    await expect(chatNotice.closed).toBe(true);
    itemNotice.click();
    await expectNavigatedTo(loaded, itemPath(9101));
  },
};
