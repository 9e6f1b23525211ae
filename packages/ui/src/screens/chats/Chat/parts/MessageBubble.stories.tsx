import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VK_REACTIONS, type Chat } from '@console/api/contract';
import { demoAttachment, demoMessage, FIXTURE_NOW, HOSTILE_FILE_NAMES, HOSTILE_TEXTS } from '@console/api/mocks';
import { storyT } from '../../../../components/storySupport/storyLocale.ts';
import { MessageBubble } from './MessageBubble.tsx';

// One message of the conversation on its own (the thread's stories show it in place): text as text, files with
// name and size, our delivery state with its retry, the network's reactions.
const chat = { id: 7001, updated_at: Math.floor(FIXTURE_NOW / 1000) } as Chat;
const operator = { id: 2, name: 'Oleg Operator' };

const meta = {
  title: 'Screens/Chats/MessageBubble',
  component: MessageBubble,
  args: {
    message: demoMessage(chat, 1, { text: 'Здравствуйте! Где мой заказ?', reactions: [{ value: '👍', from_us: false }] }),
    reactionSet: ['👍', '❤', '🔥'],
    canAct: true,
    // No file is fetched in a story: links show as names.
    resolveUrl: () => null,
    onRetry: fn(async () => undefined),
    onReact: fn(),
  },
} satisfies Meta<typeof MessageBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Incoming: Story = { tags: ['shot-variants'] };

export const DeliveredWithAFile: Story = {
  tags: ['shot'],
  args: {
    message: demoMessage(chat, 2, {
      direction: 'out',
      operator,
      delivery: 'delivered',
      text: 'Договор во вложении.',
      attachments: [demoAttachment(9, 'file', 'договор №17.pdf', 1_572_864)],
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(within(canvasElement).getByText(t('chats:message.delivery.delivered'))).toBeInTheDocument();
  },
};

export const AFailedDeliveryIsRetried: Story = {
  args: {
    message: demoMessage(chat, 3, {
      direction: 'out',
      operator,
      delivery: 'failed',
      error: 'Network timeout',
      text: 'Курьер будет через 20 минут.',
    }),
  },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('chats:message.delivery.failed'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('chats:message.retry') }));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledWith(3));
  },
};

export const HostileText: Story = {
  tags: ['shot'],
  args: { message: demoMessage(chat, 4, { text: HOSTILE_TEXTS.join('\n') }) },
  play: async ({ canvasElement }) => {
    // Markup from the network stays text.
    await expect(canvasElement.querySelector('script, iframe, img[onerror]')).toBeNull();
  },
};

// spec §3: VK's reactions are numeric codes on the wire; the message and the picker show their emoji, named in the
// user's language, and choosing one sends the code.
export const VkReactionsShowTheirEmoji: Story = {
  args: {
    message: demoMessage(chat, 5, { text: 'Спасибо, всё пришло!', reactions: [{ value: 1, from_us: false }] }),
    reactionSet: VK_REACTIONS,
  },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const shown = within(canvas.getByRole('list', { name: t('chats:message.reactions') }));
    await expect(shown.getByRole('img', { name: t('chats:message.vkReaction.heart') })).toHaveTextContent('❤️');
    await expect(shown.queryByText('1')).toBeNull();
    const bubbleWidth = canvasElement.firstElementChild!.getBoundingClientRect().width;
    await userEvent.click(canvas.getByRole('button', { name: t('chats:message.react') }));
    // A popover over the thread: the set is outside the bubble, which keeps its width.
    const page = within(document.body);
    const fire = await page.findByRole('button', { name: t('chats:message.vkReaction.fire') });
    await expect(canvasElement.contains(fire)).toBe(false);
    await expect(canvasElement.firstElementChild!.getBoundingClientRect().width).toBe(bubbleWidth);
    await expect(fire).toHaveTextContent('🔥');
    await expect(page.queryByRole('button', { name: /^\d+$/ })).toBeNull();
    await userEvent.click(fire);
    await waitFor(() => expect(args.onReact).toHaveBeenCalledWith(5, 2));
    // The picture shows the whole set.
    await userEvent.click(canvas.getByRole('button', { name: t('chats:message.react') }));
    await expect(await page.findByRole('group', { name: t('chats:message.reactions') })).toBeVisible();
  },
};

// quality.md: a file's name is the sender's; 'заказ №42\u202Etxt.exe' shows its override instead of reading '…exe.txt'.
export const HostileFileNames: Story = {
  tags: ['shot'],
  args: {
    message: demoMessage(chat, 5, {
      text: 'Файлы',
      attachments: HOSTILE_FILE_NAMES.map((name, n) => demoAttachment(20 + n, 'file', name, 1024)),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('заказ №42⟦U+202E⟧txt.exe')).toBeInTheDocument();
    await expect(canvas.getByText('invoice⟦U+200B⟧⟦U+2066⟧.pdf')).toBeInTheDocument();
    await expect(canvasElement.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B]/u);
    await expect(canvasElement.querySelector('script, img[onerror]')).toBeNull();
  },
};
