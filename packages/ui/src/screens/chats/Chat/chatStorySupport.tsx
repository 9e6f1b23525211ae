import type { Chat, Message, NetworkId } from '@console/api/contract';
import {
  chatsStoreOf,
  demoAttachment,
  demoMessage,
  HOSTILE_FILE_NAMES,
  HOSTILE_NAMES,
  HOSTILE_TEXTS,
  type MockState,
} from '@console/api/mocks';
import { NOW_S } from '../../inbox/itemStorySupport.tsx';
import { SHELL_VIEWPORTS } from '../../session/AppShell/appShellStorySupport.tsx';

// The chat page's stories: one chat (with its thread) added to the mock chats per story.

export const STORY_CHAT_ID = 7001;
const OBJECT_OF: Partial<Record<NetworkId, number>> = { vk: 1, telegram: 2, instagram: 3, whatsapp: 5 };

export interface StoryChatOptions {
  provider?: NetworkId;
  authorName?: string;
  /** The thread, oldest first; by default a short exchange with an image, a file and a reaction. */
  messages?: readonly Partial<Message>[];
  chat?: Partial<Chat>;
}

const ORDINARY: readonly Partial<Message>[] = [
  { text: 'Здравствуйте! Заказ №4512 так и не пришёл.' },
  { direction: 'out', text: 'Здравствуйте! Уже проверяем, минуту.', delivery: 'read', reactions: [] },
  {
    text: 'Вот фото чека и договор',
    attachments: [demoAttachment(1, 'image', 'чек.png', 48_213), demoAttachment(2, 'file', 'договор №17.pdf', 1_532_004)],
    reactions: [{ value: '👍', from_us: true }],
  },
  { direction: 'out', text: 'Спасибо! Курьер будет через 20 минут.', delivery: 'delivered' },
];

/** A failed reply at the end: the retry story. */
export const FAILED_THREAD: readonly Partial<Message>[] = [
  ...ORDINARY.slice(0, 1),
  { direction: 'out', text: 'Мы вернём деньги в течение трёх дней.', delivery: 'failed', error: 'Network timeout' },
];

/** Every hostile text of the corpus as a message (quality.md): all shown as text, nothing overflows at 320 px. */
export const HOSTILE_THREAD: readonly Partial<Message>[] = HOSTILE_TEXTS.map((text, n) => ({
  text,
  ...(n % 2 === 1 ? { direction: 'out' as const, delivery: 'sent' as const } : {}),
  attachments: n === 5 ? HOSTILE_FILE_NAMES.map((name, k) => demoAttachment(3 + k, 'file', name, 1024)) : [],
}));
export const HOSTILE_AUTHOR = HOSTILE_NAMES[0]!;

/** Adds the story's chat (id STORY_CHAT_ID) and its thread to the state's chats. */
export function addStoryChat(state: MockState, options: StoryChatOptions = {}): Chat {
  const provider = options.provider ?? 'telegram';
  const store = chatsStoreOf(state);
  const chat: Chat = {
    id: STORY_CHAT_ID,
    object_id: OBJECT_OF[provider] ?? 2,
    company_id: 1,
    provider,
    author: {
      id: 7901,
      provider,
      provider_id: '79991234567',
      name: options.authorName ?? 'Ольга Смирнова',
      avatar: null,
      url: null,
      labels: [1],
      notes_count: 0,
      blocked_until: null,
      items_count: 0,
      last_activity_at: NOW_S - 600,
    },
    status: 'inprogress',
    priority: 'normal',
    assignee: { type: 'user', id: 4, name: 'Oleg Operator' },
    unread_count: 0,
    excerpt: '',
    last_direction: 'in',
    created_at: NOW_S - 86_400,
    updated_at: NOW_S - 600,
    version: 1,
    ...options.chat,
  };
  const rows = (options.messages ?? ORDINARY).map((fields, n): Message =>
    demoMessage(chat, 70_000 + n, {
      created_at: NOW_S - 3600 + n * 120,
      ...(fields.direction === 'out' ? { operator: { id: 4, name: 'Oleg Operator' } } : {}),
      ...fields,
    }),
  );
  store.chats.unshift(chat);
  store.messages.push(...rows);
  return chat;
}

/** A history of `count` messages (the scroll-up story). */
export const longThread = (count: number): Partial<Message>[] =>
  Array.from({ length: count }, (_, n) => ({
    text: `Сообщение ${n + 1}`,
    ...(n % 2 === 1 ? { direction: 'out' as const, delivery: 'read' as const } : {}),
  }));

/** The chat page's story parameters: the operator on the story chat's page, full screen, with the shell's widths. */
export const CHAT_STORY_PARAMETERS = {
  layout: 'fullscreen',
  route: `/chats/${STORY_CHAT_ID}/messages`,
  session: { email: 'operator@demo.local' },
  viewport: { options: SHELL_VIEWPORTS },
};
