import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chatsStoreOf } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { SHELL_VIEWPORTS } from '../../session/AppShell/appShellStorySupport.tsx';
import { fixedNow, mockStateOf, objectsWithLabels } from '../../items/Item/itemStorySupport.tsx';
import { addStoryChat, FAILED_THREAD, HOSTILE_AUTHOR, HOSTILE_THREAD, longThread, STORY_CHAT_ID } from './chatStorySupport.tsx';
import { ChatScreen } from './ChatScreen.tsx';

// chats/{id}/messages against the mock server: the story's chat is added to the demo chats before the page opens.
const meta = {
  title: 'Screens/Chats/Chat',
  component: ChatScreen,
  args: { id: STORY_CHAT_ID },
  decorators: [fixedNow],
  beforeEach: ({ msw }) => void msw.use(objectsWithLabels),
  parameters: {
    layout: 'fullscreen',
    route: `/chats/${STORY_CHAT_ID}/messages`,
    session: 'signedIn',
    viewport: { options: SHELL_VIEWPORTS },
  },
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const OPERATOR = { email: 'operator@demo.local' };
const READER = { email: 'reader@demo.local' };
const loaded = (canvasElement: HTMLElement, text: string | RegExp = /Заказ №4512/) =>
  within(canvasElement).findByText(text, undefined, { timeout: 5000 });

export const Loading: Story = {
  beforeEach: ({ msw }) => void msw.use(http.get('*/v1/chats/:id', () => delay('infinite'))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) =>
    void msw.use(http.get('*/v1/chats/:id', () => HttpResponse.json({ error: 'Внутренняя ошибка сервера' }, { status: 500 }))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Внутренняя ошибка сервера');
  },
};

export const NotFound: Story = {
  args: { id: 987_654 },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('chats:chat.notFound'));
  },
};

// A chat started by phone a moment ago: no messages yet, the composer ready.
export const Empty: Story = {
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) =>
    void addStoryChat(mockStateOf(loaded), { provider: 'whatsapp', messages: [], authorName: '+79991234567' }),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(await loaded(canvasElement, t('chats:chat.noMessages'))).toBeVisible();
  },
};

// Telegram: header (author, account, assignee, status), an image previewed and a file with name and size, reactions.
export const Ready: Story = {
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => void addStoryChat(mockStateOf(loaded)),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Ольга Смирнова/ })).toBeVisible();
    const picture = canvas.getByRole<HTMLImageElement>('img', { name: t('chats:message.image', { name: 'чек.png' }) });
    await waitFor(() => expect(picture.naturalWidth).toBe(160));
    // The picture grew the thread; it still shows the newest message.
    const thread = canvas.getByRole('region', { name: t('chats:chat.thread') });
    await waitFor(() => expect(thread.scrollHeight - thread.scrollTop - thread.clientHeight).toBeLessThan(2));
    const file = canvas.getByRole('link', { name: /договор №17\.pdf/ });
    await expect(file).toHaveAttribute('download', 'договор №17.pdf');
    await expect(file).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    await expect(canvas.getByText(t('chats:message.delivery.read'))).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: t('chats:chat.status') })).toHaveValue('inprogress');
  },
};

export const AFailedDeliveryIsRetriedAsTheSameMessage: Story = {
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => void addStoryChat(mockStateOf(loaded), { messages: FAILED_THREAD }),
  play: async ({ canvasElement, globals, loaded: story }) => {
    const t = storyT(globals);
    await loaded(canvasElement, /вернём деньги/);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('chats:message.delivery.failed'))).toBeVisible();
    await expect(canvas.getByText('Network timeout')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('chats:message.retry') }));
    await expect(await canvas.findByText(t('chats:message.delivery.pending'))).toBeVisible();
    const thread = chatsStoreOf(mockStateOf(story)).messages.filter((row) => row.chat_id === STORY_CHAT_ID);
    await expect(thread).toHaveLength(FAILED_THREAD.length);
  },
};

export const ReactingWithTheNetworksSet: Story = {
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => void addStoryChat(mockStateOf(loaded)),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    const first = canvasElement.querySelector<HTMLElement>('[data-message-id="70000"]')!;
    await userEvent.click(within(first).getByRole('button', { name: t('chats:message.react') }));
    await userEvent.click(within(first).getByRole('button', { name: '❤' }));
    await waitFor(() => expect(within(first).getByRole('list', { name: t('chats:message.reactions') })).toHaveTextContent('❤'));
    await expect(canvas.queryByRole('group', { name: t('chats:message.reactions') })).not.toBeInTheDocument();
  },
};

export const SendingAReplyAddsItToTheThread: Story = {
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => void addStoryChat(mockStateOf(loaded)),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: t('composer:label') }), 'Курьер уже у двери');
    await userEvent.click(canvas.getByRole('button', { name: t('composer:send') }));
    await expect(await canvas.findByText('Курьер уже у двери', { selector: 'p' })).toBeVisible();
    // The composer's 'Sent' line shows for COMPOSER_SENT_SHOWN_MS; the picture is taken once it is gone.
    await waitFor(() => expect(canvas.queryByText(t('composer:sent'))).toBeNull(), { timeout: 6000 });
  },
};

// Nothing from the network is markup: every hostile text of the corpus and a hostile name, as text, within 375 px.
export const HostileCorpus: Story = {
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => void addStoryChat(mockStateOf(loaded), { messages: HOSTILE_THREAD, authorName: HOSTILE_AUTHOR }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, /Отличный кофе/);
    await expect((window as { __hostile?: boolean }).__hostile).toBeUndefined();
    await expect(canvasElement.querySelector('script, svg[onload], img[onerror]')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const AReadOnlyUserGetsNoComposer: Story = {
  parameters: { session: READER },
  beforeEach: ({ loaded }) => void addStoryChat(mockStateOf(loaded)),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await loaded(canvasElement);
    await expect(within(canvasElement).getByText(t('chats:chat.noReply'))).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: t('chats:message.react') })).toBeNull();
  },
};

// 200 messages: the newest page first; older pages come as the user scrolls up (partly loaded: no screenshot).
export const ALongHistoryLoadsOlderMessagesOnScrollUp: Story = {
  tags: ['no-visual'],
  parameters: { session: OPERATOR },
  beforeEach: ({ loaded }) => void addStoryChat(mockStateOf(loaded), { messages: longThread(200) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await loaded(canvasElement, 'Сообщение 200');
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Сообщение 150')).toBeNull();
    const thread = canvas.getByRole('region', { name: t('chats:chat.thread') });
    thread.scrollTop = 0;
    thread.dispatchEvent(new Event('scroll'));
    await expect(await canvas.findByText('Сообщение 150', undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(thread.scrollTop).toBeGreaterThan(0));
  },
};
