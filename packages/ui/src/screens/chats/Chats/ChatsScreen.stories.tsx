import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { chatsStoreOf, createChatsFixture, HOSTILE_NAMES, HOSTILE_TEXTS, scenarios, setChatsStore } from '@console/api/mocks';
import type { Chat } from '@console/api/contract';
import { chatsFeed } from '../../../data/chatsFeed.ts';
import { isMobileWidth, storyT } from '../../../components/storySupport/storyLocale.ts';
import { cheatSheetKeys, closeCheatSheet, focusPage } from '../../../components/Shortcuts/shortcutsStorySupport.ts';
import { SHELL_VIEWPORTS } from '../../session/AppShell/appShellStorySupport.tsx';
import { expectNavigatedTo, historyOf } from '../../storySupport/location.ts';
import { chatPath } from '../../inbox/paths.ts';
import { atFixtureNow, mockStateOf } from '../../inbox/itemsStorySupport.tsx';
import { objectsWithLabels } from '../../inbox/itemStorySupport.tsx';
import { addStoryChat, STORY_CHAT_ID } from '../Chat/chatStorySupport.tsx';
import { ChatsScreen } from './ChatsScreen.tsx';

// /chats against the mock chats: tabs with counts, filters from the URL, live arrivals.
const meta = {
  title: 'Screens/Chats/Chats',
  component: ChatsScreen,
  decorators: [atFixtureNow],
  parameters: {
    layout: 'fullscreen',
    route: '/chats',
    session: { email: 'operator@demo.local' },
    viewport: { options: SHELL_VIEWPORTS },
  },
} satisfies Meta<typeof ChatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', undefined, { timeout: 5000 });
const rows = (element: HTMLElement) => within(element).getAllByRole('listitem');

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.chats.slow),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.chats.serverError500),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.chats.empty),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(await within(canvasElement).findByText(t('chats:list.empty'))).toBeVisible();
    // The counts come with their own request, which can answer after the list.
    await expect(await within(canvasElement).findByRole('button', { name: t('chats:list.tab.all', { count: 0 }) })).toBeVisible();
  },
};

// The demo chats with the default statuses (spec §9): tabs with counts, unread counts, excerpts, hostile names as text.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const shown = await list(canvasElement);
    await waitFor(() => expect(rows(shown).length).toBeGreaterThan(3));
    const all = await within(canvasElement).findByRole('button', { name: new RegExp(t('chats:list.tabName.all')) });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect((window as { __hostile?: boolean }).__hostile).toBeUndefined();
  },
};

export const TheMineTabShowsOnlyMyChats: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const t = storyT(globals);
    await list(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: new RegExp(t('chats:list.tabName.mine')) }));
    await waitFor(() => expect(historyOf(loaded).at(-1)).toMatch(/^\/chats\?tab=mine&/));
    const shown = await list(canvasElement);
    await waitFor(() =>
      expect(within(shown).getAllByText(t('chats:list.assignee', { name: 'Oleg Operator' })).length).toBe(rows(shown).length),
    );
  },
};

// Every hostile text and name of the corpus in one page: text only, nothing overflows at 375 px.
export const HostileCorpus: Story = {
  tags: ['shot'],
  beforeEach: ({ loaded }) => {
    const fixture = createChatsFixture(HOSTILE_TEXTS.length);
    fixture.chats.forEach((chat, n) => {
      chat.excerpt = HOSTILE_TEXTS[n]!.slice(0, 800);
      chat.author = { ...chat.author, name: HOSTILE_NAMES[n % HOSTILE_NAMES.length]! };
      chat.status = 'new';
    });
    setChatsStore(mockStateOf(loaded), fixture);
  },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await expect(canvasElement.querySelector('script, svg[onload], img[onerror]')).toBeNull();
    await expect((window as { __hostile?: boolean }).__hostile).toBeUndefined();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ANewChatArrivesLive: Story = {
  play: async ({ canvasElement, loaded }) => {
    const shown = await list(canvasElement);
    await waitFor(() => expect(rows(shown).length).toBeGreaterThan(3));
    const template = chatsStoreOf(mockStateOf(loaded)).chats[0]!;
    const arrived: Chat = {
      ...template,
      id: 999,
      status: 'new',
      excerpt: 'Только что написали в Telegram',
      author: { ...template.author, id: 99_999, name: 'Новый клиент' },
      updated_at: template.updated_at + 60,
    };
    chatsFeed.publish([{ method: 'chats.new', chats: [arrived] }]);
    await expect(await within(shown).findByText('Только что написали в Telegram')).toBeVisible();
  },
};

/** The chat shown at `index` changed live: its last message now the newest, and `change` on top. */
async function changeChatAt(canvasElement: HTMLElement, loaded: Record<string, unknown>, index: number, change: Partial<Chat>) {
  const shown = await list(canvasElement);
  await waitFor(() => expect(rows(shown).length).toBeGreaterThan(index));
  const href = shown.querySelector(`li[data-index="${index}"] a[href^="/chats/"]`)!.getAttribute('href')!;
  const store = chatsStoreOf(mockStateOf(loaded)).chats;
  const chat = store.find((one) => one.id === Number(/^\/chats\/(\d+)\//.exec(href)![1]))!;
  const newest = Math.max(...store.map((one) => one.updated_at));
  chatsFeed.publish([{ method: 'chats.changed', chats: [{ ...chat, updated_at: newest + 60, ...change }] }]);
  return shown;
}

// screens.md "Chats" sort by last activity: at the top of the list, a chat with a new message moves to the top.
export const AChatWithANewMessageMovesToTheTop: Story = {
  play: async ({ canvasElement, loaded }) => {
    const shown = await changeChatAt(canvasElement, loaded, 3, { excerpt: 'Новое сообщение в давнем диалоге' });
    await waitFor(() => expect(shown.querySelector('li[data-index="0"]')).toHaveTextContent('Новое сообщение в давнем диалоге'));
  },
};

// Further down the list, the changed chat stays in its place.
export const AChangedChatStaysInPlaceWhileTheUserReadsFurtherDown: Story = {
  play: async ({ canvasElement, loaded }) => {
    const shown = await list(canvasElement);
    await waitFor(() => expect(rows(shown).length).toBeGreaterThan(5));
    const region = shown.parentElement!;
    region.scrollTop = 150;
    region.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    await changeChatAt(canvasElement, loaded, 4, { priority: 'high', excerpt: 'Пишет снова' });
    await waitFor(() => expect(shown.querySelector('li[data-index="4"]')).toHaveTextContent('Пишет снова'));
    await expect(shown.querySelector('li[data-index="0"]')).not.toHaveTextContent('Пишет снова');
  },
};

// screens.md "Chats" sort by priority: at the top of the list, a chat raised to high priority takes its place by it.
export const AChatRaisedToHighPriorityMovesUp: Story = {
  parameters: { route: '/chats?sort=priority' },
  play: async ({ canvasElement, loaded }) => {
    const shown = await list(canvasElement);
    await waitFor(() => expect(rows(shown).length).toBeGreaterThan(3));
    const last = rows(shown).length - 1;
    await changeChatAt(canvasElement, loaded, last, { priority: 'high', excerpt: 'Стал срочным' });
    await waitFor(() => expect(shown.querySelector('li[data-index="0"]')).toHaveTextContent('Стал срочным'));
  },
};

// spec §1 user groups: a chat handed away from a limited user ('chats.gone') leaves their list at once.
export const AChatGoneOutOfReachLeavesTheList: Story = {
  play: async ({ canvasElement }) => {
    const shown = await list(canvasElement);
    await waitFor(() => expect(rows(shown).length).toBeGreaterThan(3));
    const first = shown.querySelector('li[data-index="0"] a[href^="/chats/"]')!.getAttribute('href')!;
    const id = Number(/^\/chats\/(\d+)\//.exec(first)![1]);
    chatsFeed.publish([{ method: 'chats.gone', ids: [id] }]);
    await waitFor(() => expect(shown.querySelector(`a[href^="${chatPath(id)}"]`)).toBeNull());
    await expect(rows(shown).length).toBeGreaterThan(2);
  },
};

// A chat the list lacks, changed so that it now belongs at its top (handed to my department, with the newest message),
// comes in; one whose last message is older than the list's first waits for paging (keyset.ts risesAbove).
export const AChatHandedToMeComesIntoMine: Story = {
  parameters: { route: '/chats?tab=mine' },
  play: async ({ canvasElement, loaded }) => {
    const shown = await list(canvasElement);
    const store = chatsStoreOf(mockStateOf(loaded)).chats;
    const newest = Math.max(...store.map((chat) => chat.updated_at));
    const handed = (id: number, excerpt: string, updated_at: number): Chat => ({
      ...store[0]!,
      id,
      status: 'new',
      excerpt,
      author: { ...store[0]!.author, id: 90_000 + id, name: `Клиент ${id}` },
      assignee: { type: 'department', id: 1, name: 'Продажи' },
      updated_at,
    });
    const older = handed(997, 'Давний диалог', newest - 86_400 * 30);
    const recent = handed(996, 'Свежий диалог', newest + 60);
    // Sent again until it shows: whose departments these are comes with GET v1/objects?tags=true, maybe after the list.
    await waitFor(
      async () => {
        chatsFeed.publish([{ method: 'chats.changed', chats: [older, recent] }]);
        await expect(within(shown).getByText('Свежий диалог', { exact: false })).toBeVisible();
      },
      { timeout: 5000 },
    );
    await expect(shown.querySelector('li[data-index="0"]')).toHaveTextContent('Свежий диалог');
    await expect(within(shown).queryByText('Давний диалог', { exact: false })).toBeNull();
  },
};

// The 'mine' tab holds the chats of my departments and user groups too (as the server): a live chat assigned to the
// operator's department comes in; one assigned to a department they are not in does not.
export const AChatForMyDepartmentArrivesInMine: Story = {
  parameters: { route: '/chats?tab=mine' },
  play: async ({ canvasElement, loaded }) => {
    const shown = await list(canvasElement);
    const template = chatsStoreOf(mockStateOf(loaded)).chats[0]!;
    const arriving = (id: number, excerpt: string, department: { id: number; name: string }): Chat => ({
      ...template,
      id,
      status: 'new',
      excerpt,
      author: { ...template.author, id: 90_000 + id, name: `Клиент ${id}` },
      assignee: { type: 'department', ...department },
      updated_at: template.updated_at + 60,
    });
    const notMine = arriving(998, 'Вопрос в сервис', { id: 2, name: 'Сервис' });
    const mine = arriving(999, 'Вопрос в продажи', { id: 1, name: 'Продажи' });
    // Sent again until it shows: whose departments these are comes with GET v1/objects?tags=true, maybe after the list.
    await waitFor(
      async () => {
        chatsFeed.publish([{ method: 'chats.new', chats: [notMine, mine] }]);
        await expect(within(shown).getByText('Вопрос в продажи', { exact: false })).toBeVisible();
      },
      { timeout: 5000 },
    );
    await expect(within(shown).queryByText('Вопрос в сервис', { exact: false })).toBeNull();
  },
};

// spec §2.5 'Adding a dialogue' opens from the chats page.
export const TheNewChatDialogOpensFromTheList: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await list(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('chats:newChat.open') }));
    await expect(await screen.findByRole('dialog', { name: t('chats:newChat.title') })).toBeVisible();
  },
};

export const AReadOnlyUserCannotStartAChat: Story = {
  parameters: { session: { email: 'reader@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await list(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: t('chats:newChat.open') })).toBeNull();
  },
};

// chats/{id}/messages with the list's query (screens.md "Chats"): on a desktop the chat beside the list, its card
// marked; on a phone the chat alone, the list hidden but kept. Esc goes back to the list with its query (spec §7).
export const AChatOpenBesideTheList: Story = {
  tags: ['shot'],
  parameters: { route: `${chatPath(STORY_CHAT_ID)}?tab=all` },
  beforeEach: ({ msw, loaded }) => {
    msw.use(objectsWithLabels);
    addStoryChat(mockStateOf(loaded));
  },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: t('chats:chat.thread') }, { timeout: 5000 });
    // Found by its open card: on a phone the hidden list has no accessible name, so no role to find it by.
    const current = await waitFor(() => {
      const card = canvasElement.querySelector<HTMLElement>('li[aria-current="true"]');
      expect(card).not.toBeNull();
      return card!;
    });
    await expect(current.querySelector('a')).toHaveAttribute('href', chatPath(STORY_CHAT_ID, 'tab=all'));
    await expect(current.checkVisibility({ visibilityProperty: true })).toBe(!isMobileWidth());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(historyOf(loaded).at(-1)).toBe('/chats?tab=all'));
  },
};

// screens.md "Keyboard", the chat list: J and K move the highlighted chat, Enter opens it with the list's query;
// ? lists exactly these keys (chats have no selection: no X). A J typed in the search box is text.
export const MovesWithJAndKAndOpensWithEnter: Story = {
  parameters: { route: '/chats?sort=oldest' },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = storyT(globals);
    const shown = await list(canvasElement);
    await waitFor(() => expect(rows(shown).length).toBeGreaterThan(3));
    const search = within(canvasElement).queryByRole('searchbox', { name: t('chats:filters.search') });
    if (search) {
      await userEvent.type(search, 'j');
      await expect(shown.querySelector('[data-focused="true"]')).toBeNull();
      await userEvent.clear(search);
    }
    focusPage();
    await expect(await cheatSheetKeys(globals)).toEqual(['J', 'K', 'Enter', 'Ctrl/Cmd+K', '?']);
    await closeCheatSheet();
    focusPage();
    await userEvent.keyboard('jjk');
    await waitFor(() => expect(rows(shown)[0]).toHaveAttribute('data-focused', 'true'));
    await userEvent.keyboard('j');
    await waitFor(() => expect(rows(shown)[1]).toHaveAttribute('data-focused', 'true'));
    const second = within(rows(shown)[1]!).getAllByRole('link')[0]!.getAttribute('href');
    await userEvent.keyboard('{Enter}');
    await expectNavigatedTo(loaded, second!);
  },
};

// screens.md "Chats": sort by priority: the high ones first (the card says so), the low ones last (a normal
// priority is not shown on the card).
export const SortedByPriority: Story = {
  tags: ['shot'],
  parameters: { route: '/chats?sort=priority' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const shown = await list(canvasElement);
    await waitFor(() => expect(rows(shown).length).toBeGreaterThan(3));
    await expect(within(rows(shown)[0]!).getByText(t('chats:priority.high'))).toBeVisible();
    await expect(within(rows(shown)[0]!).queryByText(t('chats:priority.normal'))).toBeNull();
    // The filters stand beside the list on wider screens (at 375 px they wait behind their button).
    const sort = within(canvasElement).queryByRole('combobox', { name: t('chats:filters.sort') });
    if (sort) await expect(sort).toHaveValue('priority');
  },
};
