import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import type { Chat } from '@console/api/contract';
import { chatsFeed } from '../../../data/chatsFeed.ts';
import { isMobileWidth, storyT } from '../../../components/storySupport/storyLocale.ts';
import { cheatSheetKeys, closeCheatSheet, focusPage } from '../../../components/Shortcuts/shortcutsStorySupport.ts';
import { SHELL_VIEWPORTS } from '../../session/AppShell/appShellStorySupport.tsx';
import { expectNavigatedTo, historyOf } from '../../../storySupport/location.ts';
import { chatPath } from '../../inbox/paths.ts';
import {
  atRecordedNow,
  chatsIn,
  recordedChatOf,
  recordedChats,
  recordedSocketOf,
  replayChats,
  toChatsFeed,
} from '../Chat/chatStorySupport.tsx';
import { ChatsScreen } from './ChatsScreen.tsx';

// /chats replaying what the server answered on the test seed (docs/mocks.md, the chatsList recording): tabs with
// counts, filters from the URL; live arrivals are the socket messages the recorded writes caused.
const meta = {
  title: 'Screens/Chats/Chats',
  component: ChatsScreen,
  decorators: [atRecordedNow],
  beforeEach: ({ msw, loaded }) => void msw.use(...replayChats(loaded, 'chatsList')),
  parameters: {
    recorded: true,
    layout: 'fullscreen',
    route: '/chats',
    session: { email: 'operator@demo.local' },
    viewport: { options: SHELL_VIEWPORTS },
  },
} satisfies Meta<typeof ChatsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// A chat near the top of the list (its card in view), as the reaction's recording read it before its write.
const OPEN_CHAT = recordedChatOf('chatReact');
/** The chats.changed of a recorded write's socket messages. */
const changedBy = (name: 'chatSend' | 'chatPriority') =>
  recordedSocketOf(name).filter((message) => message.method === 'chats.changed');

const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', undefined, { timeout: 5000 });
const rows = (element: HTMLElement) => within(element).getAllByRole('listitem');

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.chats.slow),
  play: async ({ canvasElement }) => {
    // quality.md: the list's shape while it loads, rows of an avatar and lines, not a lone spinner.
    const loading = await within(canvasElement).findByRole('progressbar');
    await expect(loading.children.length).toBeGreaterThanOrEqual(8);
    await expect(loading.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(30);
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
    // At the user's defaults nothing is filtered away: it says nothing is waiting, with no reset.
    await expect(await within(canvasElement).findByText(t('chats:list.nothing'))).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: t('chats:list.reset') })).toBeNull();
    // The counts come with their own request, which can answer after the list.
    await expect(await within(canvasElement).findByRole('button', { name: t('chats:list.tab.all', { count: 0 }) })).toBeVisible();
  },
};

// Nothing matches the unread-only filter on the "mine" tab: the filter is named and the reset keeps the tab.
export const EmptyWithFiltersOffersReset: Story = {
  tags: ['shot'],
  parameters: { route: '/chats?tab=mine&unread=1' },
  beforeEach: ({ msw }) => void msw.use(...scenarios.chats.empty),
  play: async ({ canvasElement, globals, loaded }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('chats:list.empty'))).toBeVisible();
    // The URL names no status either, so the statuses differ from the user's settings too.
    const named = canvas.getByText(new RegExp(t('chats:list.filtersOn', { names: '' })));
    await expect(named).toHaveTextContent(t('chats:filters.unread'));
    await userEvent.click(canvas.getByRole('button', { name: t('chats:list.reset') }));
    await waitFor(() => expect(historyOf(loaded).at(-1)).toBe('/chats?tab=mine'));
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
    // The server's 'mine' (the recorded page): assigned to me, my user groups and my departments, nobody unassigned.
    await waitFor(() => expect(rows(shown).length).toBeGreaterThan(3));
    await expect(within(shown).queryByText(t('chats:chat.nobody'))).toBeNull();
  },
};

// The test seed's hostile names and texts in the list (quality.md): text only, nothing overflows at 375 px.
export const HostileCorpus: Story = {
  tags: ['shot'],
  parameters: { route: '/chats?provider[]=viber' },
  play: async ({ canvasElement }) => {
    const shown = await list(canvasElement);
    const hostile = recordedChatOf('chatThread', 1).author.name.split(' ')[0]!;
    await waitFor(() => expect(within(shown).getByText(hostile, { exact: false })).toBeVisible());
    await expect(canvasElement.querySelector('script, svg[onload], img[onerror]')).toBeNull();
    await expect((window as { __hostile?: boolean }).__hostile).toBeUndefined();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// spec §5 "New chat": the chat made by phone comes to the top with the server's socket message (chats.new).
export const ANewChatArrivesLive: Story = {
  play: async ({ canvasElement }) => {
    const shown = await list(canvasElement);
    await waitFor(() => expect(rows(shown).length).toBeGreaterThan(3));
    const [message] = recordedSocketOf('chatNew');
    toChatsFeed([message!]);
    const arrived = chatsIn([message!])[0]!;
    await expect(await within(shown).findByText(arrived.author.name)).toBeVisible();
  },
};

// screens.md "Chats" sort by last activity: at the top of the list, a chat with a new message (the recorded reply's
// chats.changed) moves to the top.
export const AChatWithANewMessageMovesToTheTop: Story = {
  play: async ({ canvasElement }) => {
    const shown = await list(canvasElement);
    await waitFor(() => expect(rows(shown).length).toBeGreaterThan(3));
    toChatsFeed(changedBy('chatSend'));
    await waitFor(() => expect(shown.querySelector('li[data-index="0"]')).toHaveTextContent('Курьер уже у двери'));
  },
};

// Further down the list, the changed chat stays in its place.
export const AChangedChatStaysInPlaceWhileTheUserReadsFurtherDown: Story = {
  play: async ({ canvasElement }) => {
    const shown = await list(canvasElement);
    await waitFor(() => expect(rows(shown).length).toBeGreaterThan(5));
    const changed = chatsIn(changedBy('chatSend'))[0]!;
    const index = recordedChats().findIndex((chat) => chat.id === changed.id);
    const region = shown.parentElement!;
    region.scrollTop = 40;
    region.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    toChatsFeed(changedBy('chatSend'));
    await waitFor(() => expect(shown.querySelector(`li[data-index="${index}"]`)).toHaveTextContent('Курьер уже у двери'));
    await expect(shown.querySelector('li[data-index="0"]')).not.toHaveTextContent('Курьер уже у двери');
  },
};

// screens.md "Chats" sort by priority: at the top of the list, a chat raised to high priority (the recorded change's
// chats.changed) takes its place among the high ones.
export const AChatRaisedToHighPriorityMovesUp: Story = {
  parameters: { route: '/chats?sort=priority' },
  play: async ({ canvasElement }) => {
    const shown = await list(canvasElement);
    await waitFor(() => expect(rows(shown).length).toBeGreaterThan(3));
    const raised = chatsIn(changedBy('chatPriority'))[0]!;
    const before = [...shown.querySelectorAll('li')].findIndex((row) => row.querySelector(`a[href^="/chats/${raised.id}/"]`));
    toChatsFeed(changedBy('chatPriority'));
    await waitFor(() => {
      const after = [...shown.querySelectorAll('li')].findIndex((row) => row.querySelector(`a[href^="/chats/${raised.id}/"]`));
      expect(after).toBeGreaterThanOrEqual(0);
      expect(after).toBeLessThan(before);
    });
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
  play: async ({ canvasElement }) => {
    const shown = await list(canvasElement);
    const store = recordedChats();
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
  play: async ({ canvasElement }) => {
    const shown = await list(canvasElement);
    const template = recordedChats()[0]!;
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
  parameters: { route: `${chatPath(OPEN_CHAT.id)}?tab=all` },
  beforeEach: ({ msw, loaded }) => void msw.use(...replayChats(loaded, 'chatsList', 'chatReact')),
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
    await expect(current.querySelector('a')).toHaveAttribute('href', chatPath(OPEN_CHAT.id, 'tab=all'));
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
