import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Message } from '@console/api/contract';
import { RECORDINGS, scenarios, type RecordingName } from '@console/api/mocks';
import { serverText } from '@console/locales/server';
import { chatsFeed } from '../../../data/chatsFeed.ts';
import { isMobileWidth, storyT } from '../../../components/storySupport/storyLocale.ts';
import { cheatSheetKeys, closeCheatSheet, focusPage } from '../../../components/Shortcuts/shortcutsStorySupport.ts';
import { expectNavigatedTo, localeOf } from '../../../storySupport/location.ts';
import {
  atRecordedNow,
  chatStoryParameters,
  recordedChatOf,
  recordedChats,
  recordedSocketOf,
  recordedWriteOf,
  replayChats,
} from './chatStorySupport.tsx';
import { ChatScreen } from './ChatScreen.tsx';
import { SHELL_VIEWPORTS, viewport } from '../../session/AppShell/appShellStorySupport.tsx';

// chats/{id}/messages replaying what the server answered on the test seed (docs/mocks.md): `parameters.chats` names the
// recordings a story replays (the thread by default), signed in as the operator unless the story says otherwise.
const READY = recordedChatOf('chatThread');
const LONG = recordedChatOf('chatThread', 2);
const MISSING = Number(
  RECORDINGS.chatThread.steps
    .find((step) => step.status === 404)!
    .path.split('/')
    .at(-1),
);
const chatOf = (name: RecordingName, n = 0, as?: string) => {
  const chat = recordedChatOf(name, n, as);
  return { args: { id: chat.id }, parameters: { ...chatStoryParameters(chat), chats: [name] } };
};

const meta = {
  title: 'Screens/Chats/Chat',
  component: ChatScreen,
  args: { id: READY.id },
  decorators: [atRecordedNow],
  beforeEach: ({ msw, loaded, parameters }) =>
    void msw.use(...replayChats(loaded, ...((parameters['chats'] as RecordingName[] | undefined) ?? ['chatThread']))),
  parameters: chatStoryParameters(READY),
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const READER = { email: 'reader@demo.local' };
const loaded = (canvasElement: HTMLElement, text: string | RegExp = READY.excerpt) =>
  within(canvasElement)
    .findAllByText(text, undefined, { timeout: 5000 })
    .then((found) => found[0]!);
/** On a phone the header's controls fold behind their toggle (ChatHeader): unfold them to read or use them. */
const unfoldControls = async (canvasElement: HTMLElement, t: ReturnType<typeof storyT>) => {
  if (isMobileWidth()) await userEvent.click(within(canvasElement).getByRole('button', { name: t('chats:chat.controls') }));
};
const messageOf = (canvasElement: HTMLElement, id: number) =>
  canvasElement.querySelectorAll<HTMLElement>(`[data-message-id="${id}"]`);

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.chat.slow),
  play: async ({ canvasElement }) => {
    // quality.md: the page's shape while it loads (header, messages, composer), not a lone spinner.
    const loading = await within(canvasElement).findByRole('progressbar');
    await expect(loading.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThanOrEqual(6);
  },
};

export const Error: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.chat.serverError500),
  play: async ({ canvasElement, globals }) => {
    const text = serverText('internal', localeOf(globals));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(text);
  },
};

// The server's 404 for a chat that is not there (or out of the user's reach, spec §1).
export const NotFound: Story = {
  tags: ['shot'],
  args: { id: MISSING },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('chats:chat.notFound'));
  },
};

// A chat started by phone a moment ago (spec §5 "New chat"): no messages yet, the composer ready.
export const Empty: Story = {
  tags: ['shot'],
  ...chatOf('chatNew'),
  beforeEach: ({ msw }) => void msw.use(...scenarios.chat.emptyThread),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(await loaded(canvasElement, t('chats:chat.noMessages'))).toBeVisible();
  },
};

// Facebook: header (author, account, assignee, status), an image previewed and a file with name and size, reactions.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: new RegExp(READY.author.name) })).toBeVisible();
    const picture = canvas.getByRole<HTMLImageElement>('img', { name: t('composer:attachment.image', { name: 'photo.png' }) });
    await waitFor(() => expect(picture.naturalWidth).toBe(160));
    // The picture grew the thread; it still shows the newest message.
    const thread = canvas.getByRole('region', { name: t('chats:chat.thread') });
    await waitFor(() => expect(thread.scrollHeight - thread.scrollTop - thread.clientHeight).toBeLessThan(2));
    const file = canvas.getByRole('link', { name: /заказ №42/ });
    await expect(file).toHaveAttribute('download', 'заказ №42⟦U+202E⟧txt.exe');
    await expect(file).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(canvas.getAllByText(t('chats:message.delivery.read')).length).toBeGreaterThan(0);
    await unfoldControls(canvasElement, t);
    await expect(canvas.getByRole('combobox', { name: t('chats:chat.status') })).toHaveValue(READY.status);
  },
};

// On a phone the controls fold behind one toggle, so the thread and the composer come first; the toggle shows them.
export const OnAPhoneTheControlsFoldBehindAToggle: Story = {
  globals: viewport('phone'),
  parameters: { viewport: { options: SHELL_VIEWPORTS } },
  play: async ({ canvasElement, globals }) => {
    if (!isMobileWidth()) return; // about a phone's layout only
    const t = storyT(globals);
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: t('chats:chat.status') })).toBeNull();
    const toggle = canvas.getByRole('button', { name: t('chats:chat.controls') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('combobox', { name: t('chats:chat.status') })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('chats:chat.assignee') })).toBeVisible();
  },
};

// spec §7 retry: the failed message goes back to pending as itself (the server's answer), never a second copy.
export const AFailedDeliveryIsRetriedAsTheSameMessage: Story = {
  ...chatOf('chatRetry'),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const failed = Number(/messages\/(\d+)\/retry$/.exec(recordedWriteOf('chatRetry').path)![1]);
    await waitFor(() => expect(messageOf(canvasElement, failed)).toHaveLength(1), { timeout: 5000 });
    const message = within(messageOf(canvasElement, failed)[0]!);
    await expect(message.getByText(t('chats:message.delivery.failed'))).toBeVisible();
    await expect(message.getByText('Network timeout')).toBeVisible();
    await userEvent.click(message.getByRole('button', { name: t('chats:message.retry') }));
    await expect(await within(canvasElement).findByText(t('chats:message.delivery.pending'))).toBeVisible();
    await expect(messageOf(canvasElement, failed)).toHaveLength(1);
  },
};

// Our reaction from the network's set (Telegram's), as the server saved it.
export const ReactingWithTheNetworksSet: Story = {
  tags: ['shot'],
  ...chatOf('chatReact'),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const reacted = Number(/messages\/(\d+)\/reaction$/.exec(recordedWriteOf('chatReact').path)![1]);
    await waitFor(() => expect(messageOf(canvasElement, reacted)).toHaveLength(1), { timeout: 5000 });
    const canvas = within(canvasElement);
    const first = messageOf(canvasElement, reacted)[0]!;
    await userEvent.click(within(first).getByRole('button', { name: t('chats:message.react') }));
    // The set opens in a popover over the thread (outside the bubble).
    await userEvent.click(await within(document.body).findByRole('button', { name: '❤' }));
    await waitFor(() => expect(within(first).getByRole('list', { name: t('chats:message.reactions') })).toHaveTextContent('❤'));
    await waitFor(() => expect(within(document.body).queryByRole('group', { name: t('chats:message.reactions') })).toBeNull());
    // The picker's focus and the updated message move the thread by amounts that vary from run to run: the picture is
    // taken at its resting place, the newest message, where it opened.
    const thread = canvas.getByRole('region', { name: t('chats:chat.thread') });
    thread.scrollTop = thread.scrollHeight;
    await waitFor(() => expect(thread.scrollHeight - thread.scrollTop - thread.clientHeight).toBeLessThan(1));
  },
};

// spec §9: the reply goes out pending (the server's answer), and its socket messages bring it to the thread.
export const SendingAReplyAddsItToTheThread: Story = {
  ...chatOf('chatSend'),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await loaded(canvasElement, recordedChatOf('chatSend').excerpt);
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: t('composer:label') }), 'Курьер уже у двери');
    await userEvent.click(canvas.getByRole('button', { name: t('composer:send') }));
    await expect(await canvas.findByText('Курьер уже у двери', { selector: 'p' })).toBeVisible();
    await expect(await canvas.findByText(t('chats:message.delivery.pending'))).toBeVisible();
    // The composer's 'Sent' line shows for COMPOSER_SENT_SHOWN_MS; the picture is taken once it is gone.
    await waitFor(() => expect(canvas.queryByText(t('composer:sent'))).toBeNull(), { timeout: 6000 });
  },
};

// spec §1 user groups: the open chat is handed to someone not the user nor their group ('chats.gone'): the page says so
// with the way back to the list; status and assignee no longer change, and the typed message stays in the composer.
export const GoneOutOfReach: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: t('composer:label') });
    await userEvent.type(field, 'Курьер уже у двери');
    // Focus leaves the field first: under the test's act() the blur of a field disabled while focused re-enters React
    // (in the console it waits for a microtask).
    field.blur();
    chatsFeed.publish([{ method: 'chats.gone', ids: [READY.id] }]);
    const said = await canvas.findByText(t('chats:chat.gone.notice'));
    await expect(said.closest('[role="status"]')).not.toBeNull();
    await expect(within(said.parentElement!).getByRole('link', { name: t('chats:chat.backToList') })).toHaveAttribute(
      'href',
      '/chats',
    );
    await unfoldControls(canvasElement, t);
    await expect(canvas.getByRole('combobox', { name: t('chats:chat.status') })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: t('composer:label') })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: t('composer:label') })).toHaveValue('Курьер уже у двери');
    await expect(canvas.getByText(t('chats:chat.gone.composer'))).toBeVisible();
  },
};

// Nothing from the network is markup: every hostile text of the corpus and a hostile name, as text, within 375 px.
// Not shot for now: on a clean clone its thread's scroll position differed from the baseline (docs/visual.md); the play
// holds what it shows.
export const HostileCorpus: Story = {
  ...chatOf('chatThread', 1),
  play: async ({ canvasElement, globals }) => {
    await loaded(canvasElement, /window\.__hostile/);
    // The file is on the oldest message: the thread shows the newest first.
    const thread = within(canvasElement).getByRole('region', { name: storyT(globals)('chats:chat.thread') });
    await waitFor(() => expect(canvasElement.querySelector('#chat-panel-comments')).not.toBeNull());
    thread.scrollTop = 0;
    // Attachment names show their bidi controls (quality.md): 'заказ №42\u202Etxt.exe' cannot pass for a .txt.
    await expect(await within(canvasElement).findByText('заказ №42⟦U+202E⟧txt.exe')).toBeInTheDocument();
    // The virtual list measures the rows it has just drawn and may move: back to the top once it has, for a stable shot.
    thread.scrollTop = 0;
    await waitFor(() => expect(thread.scrollTop).toBe(0));
    await expect((window as { __hostile?: boolean }).__hostile).toBeUndefined();
    await expect(canvasElement.querySelector('script, svg[onload], img[onerror]')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const AReadOnlyUserGetsNoComposer: Story = {
  parameters: { session: READER },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await loaded(canvasElement);
    await expect(within(canvasElement).getByText(t('chats:chat.noReply'))).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: t('chats:message.react') })).toBeNull();
    // The cheat sheet lists only what a reader can do here (screens.md "Keyboard").
    focusPage();
    await expect(await cheatSheetKeys(globals)).toEqual(['Ctrl/Cmd+K', '?', 'Esc']);
    await closeCheatSheet();
  },
};

// spec §1: a moderator closes without reply (and labels the author, adds notes); no reply box, no reactions, no other
// status, no assignee: what the server lets a moderator do with a chat and nothing more.
export const AModeratorClosesWithoutReply: Story = {
  args: chatOf('chatStatus', 0, 'moderator').args,
  parameters: { ...chatOf('chatStatus', 0, 'moderator').parameters, session: { email: 'moderator@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await loaded(canvasElement, recordedChatOf('chatStatus', 0, 'moderator').excerpt);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('chats:chat.noReply'))).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: t('composer:label') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('chats:message.react') })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: t('chats:chat.assignee') })).toBeDisabled();
    const status = canvas.getByRole('combobox', { name: t('chats:chat.status') });
    await expect(status).toBeEnabled();
    const options = within(status)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    await expect(options).toEqual([recordedChatOf('chatStatus', 0, 'moderator').status, 'closed']);
    await userEvent.selectOptions(status, 'closed');
    await waitFor(() => expect(status).toHaveValue('closed'));
  },
};

// The test seed's 120 messages: the newest page (50) first; older pages come as the user scrolls up, and the message
// at the top stays where it was. Only the messages in view are in the DOM (partly loaded: no screenshot).
export const ALongHistoryLoadsOlderMessagesOnScrollUp: Story = {
  ...chatOf('chatThread', 2),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await loaded(canvasElement, /\(#119\)$/);
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/\(#70\)$/)).toBeNull();
    const thread = canvas.getByRole('region', { name: t('chats:chat.thread') });
    thread.scrollTop = 0;
    const oldest = await canvas.findByText(/\(#71\)$/);
    const before = oldest.getBoundingClientRect().top;
    await expect(await canvas.findByText(/\(#70\)$/, undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(thread.scrollTop).toBeGreaterThan(0));
    await expect(Math.abs(canvas.getByText(/\(#71\)$/).getBoundingClientRect().top - before)).toBeLessThan(2);
    await expect(within(thread).getAllByRole('listitem').length).toBeLessThan(50);
  },
};

const frames = async (count = 2) => {
  for (let n = 0; n < count; n += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
};

// At the newest message a new one is followed; while the user reads further up it waits behind a button.
export const NewMessagesWaitBelowWhileTheUserReadsHistory: Story = {
  ...chatOf('chatThread', 2),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await loaded(canvasElement, /\(#119\)$/);
    const canvas = within(canvasElement);
    const thread = canvas.getByRole('region', { name: t('chats:chat.thread') });
    // An incoming message as the server sends it (the recorded reply's shape), on this chat.
    const [sent] = recordedSocketOf('chatSend').flatMap((one) => ('messages' in one ? (one.messages as Message[]) : []));
    const arrive = (id: number, text: string) =>
      chatsFeed.publish([
        { method: 'messages.new', chat_id: LONG.id, messages: [{ ...sent!, id, chat_id: LONG.id, direction: 'in', text }] },
      ]);
    const toEnd = () => thread.scrollHeight - thread.scrollTop - thread.clientHeight;
    arrive(80_001, 'Первое новое');
    await expect(await canvas.findByText('Первое новое')).toBeVisible();
    await waitFor(() => expect(toEnd()).toBeLessThan(2));

    // The reader goes up to the oldest message; once more if the jump to the newest one was still settling and took
    // the thread back (a loaded machine can leave it a frame behind).
    await waitFor(async () => {
      thread.scrollTop = 0;
      await frames();
      await expect(thread.scrollTop).toBe(0);
    });
    arrive(80_002, 'Второе новое');
    const more = await canvas.findByRole('button', { name: t('chats:chat.newMessages', { count: 1 }) });
    await expect(thread.scrollTop).toBe(0);
    await userEvent.click(more);
    await expect(await canvas.findByText('Второе новое')).toBeVisible();
    await waitFor(() => expect(toEnd()).toBeLessThan(2));
    await waitFor(() => expect(canvas.queryByRole('button', { name: t('chats:chat.newMessages', { count: 1 }) })).toBeNull());
  },
};

const inRegion = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector(`[data-shortcut="${name}"]`)?.contains(document.activeElement) ?? false;

// screens.md "Keyboard", the chat page: ? lists R, /, E, T, A, P, the palette and Esc; P, A and T go to the priority,
// the assignee and the author's labels; / starts a template in the reply box; E closes; Esc goes back to the list.
// A key typed in the reply box is text.
export const TheChatPageKeys: Story = {
  ...chatOf('chatStatus', 0, 'operator'),
  play: async ({ canvasElement, globals, loaded: data }) => {
    const t = storyT(globals);
    const chat = recordedChatOf('chatStatus', 0, 'operator');
    await loaded(canvasElement, chat.excerpt);
    const canvas = within(canvasElement);
    const status = canvas.getByRole('combobox', { name: t('chats:chat.status') });
    const box = await canvas.findByRole('textbox', { name: t('composer:label') });
    await userEvent.type(box, 'e');
    await expect(status).toHaveValue(chat.status);
    await userEvent.clear(box);
    focusPage();
    await expect(await cheatSheetKeys(globals)).toEqual(['R', '/', 'E', 'T', 'A', 'P', 'Ctrl/Cmd+K', '?', 'Esc']);
    await closeCheatSheet();
    focusPage();
    await userEvent.keyboard('p');
    await expect(canvas.getByRole('combobox', { name: t('item:controls.priority') })).toHaveFocus();
    focusPage();
    await userEvent.keyboard('a');
    await expect(inRegion(canvasElement, 'assignee')).toBe(true);
    focusPage();
    await userEvent.keyboard('r');
    await expect(box).toHaveFocus();
    focusPage();
    await userEvent.keyboard('/');
    await expect(box).toHaveFocus();
    await waitFor(() => expect(box).toHaveValue('/'));
    // The templates come with their own request (cached afterwards).
    await expect(await screen.findByRole('listbox', undefined, { timeout: 15_000 })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.clear(box);
    focusPage();
    await userEvent.keyboard('e');
    await waitFor(() => expect(status).toHaveValue('closed'));
    // T opens the side panel where it is closed (a phone), then its labels take focus.
    await userEvent.keyboard('t');
    await waitFor(() => expect(inRegion(canvasElement, 'labels')).toBe(true));
    focusPage();
    await userEvent.keyboard('{Escape}');
    await expectNavigatedTo(data, '/chats');
    if (isMobileWidth()) await userEvent.click(canvas.getByRole('button', { name: t('chats:chat.hidePanel') }));
  },
};

// The author's earlier chat opens beside the same list: its link keeps the list's query (spec §7 "the current query").
export const EarlierChatsKeepTheListsQuery: Story = {
  parameters: chatStoryParameters(READY, '?tab=all&sort=priority'),
  // The test seed gives each author one chat: the author's chats answer, fixed, with another of the recorded chats.
  beforeEach: ({ msw }) => {
    const earlier = { ...recordedChats().find((chat) => chat.id !== READY.id)!, author: READY.author, status: 'closed' };
    msw.use(http.get('*/v1/chats', () => HttpResponse.json({ items: [READY, earlier], next_cursor: null })));
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const earlier = await waitFor(() => {
      const link = canvasElement.querySelector<HTMLAnchorElement>('[aria-labelledby="chat-panel-earlier"] a');
      expect(link).not.toBeNull();
      return link!;
    });
    await expect(earlier).toHaveAttribute('href', expect.stringMatching(/^\/chats\/\d+\/messages\?tab=all&sort=priority$/));
  },
};

// Chats carry the comments' priority (screens.md "Chats"): the header's control saves it (PATCH with the version).
export const ChangesThePriority: Story = {
  ...chatOf('chatPriority'),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await loaded(canvasElement, recordedChatOf('chatPriority').excerpt);
    const priority = within(canvasElement).getByRole('combobox', { name: t('item:controls.priority') });
    await expect(priority).toHaveValue('normal');
    await userEvent.selectOptions(priority, t('item:priorities.high'));
    await waitFor(() => expect(priority).toHaveValue('high'));
  },
};
