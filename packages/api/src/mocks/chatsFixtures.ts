import { MESSAGE_EXCERPT_LENGTH } from '@console/spec';
import type { Attachment } from '../contract/attachments.ts';
import type { Chat, Message, MessageDelivery } from '../contract/chats.ts';
import { HOSTILE_NAMES, HOSTILE_TEXTS, ORDINARY_TEXTS, seededRandom } from '../contract/hostileCorpus.ts';
import type { Author, ItemStatus } from '../contract/items.ts';
import type { NetworkId } from '../contract/networks.ts';
import type { SocialObject } from '../contract/objects.ts';
import { providerOf } from '../contract/providers.ts';
import { DEMO_OBJECTS, FIXTURE_NOW } from './fixtures.ts';

// The MSW demo of private messages: chats on the accounts whose networks have messages, with threads in
// both directions, delivery states, reactions and attachments; hostile texts and names mixed in (quality.md).

export interface ChatsFixture {
  chats: Chat[];
  messages: Message[];
}

const NAMES: readonly string[] = ['Ольга Смирнова', 'Иван Петров', 'Jane Doe', 'Артём К.', 'Mike Brown', 'Светлана'];
const STATUSES: readonly ItemStatus[] = ['new', 'new', 'inprogress', 'inprogress', 'open', 'waiting', 'closed'];
const REPLIES: readonly string[] = [
  'Здравствуйте! Уже проверяем ваш заказ.',
  'Спасибо, что написали. Передали бариста.',
  'Hello! We deliver to the airport on weekdays.',
];
const DELIVERIES: readonly MessageDelivery[] = ['read', 'read', 'delivered', 'sent'];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** A demo attachment: the mock host answers its url (chatsHandlers) with a small picture or file. */
export function demoAttachment(id: number, kind: Attachment['kind'], name: string, size: number): Attachment {
  return {
    id,
    name,
    size,
    mime: kind === 'image' ? 'image/png' : 'application/pdf',
    url: `v1/attachments/${id}?exp=4102444800&sig=demo`,
    kind,
  };
}

export function demoMessage(chat: Chat, id: number, fields: Partial<Message>): Message {
  return {
    id,
    chat_id: chat.id,
    kind: 'message',
    direction: 'in',
    text: '',
    attachments: [],
    reactions: [],
    delivery: null,
    error: null,
    created_at: chat.updated_at,
    operator: null,
    activity: null,
    ...fields,
  };
}

/**
 * `count` chats (last activity newest first at FIXTURE_NOW), each with 4 to 12 messages; every seventh message carries
 * a hostile text and every ninth author a hostile name; chat 3 has a failed delivery, chat 1 an image and a file.
 */
export function createChatsFixture(count = 60, objects: readonly SocialObject[] = DEMO_OBJECTS, seed = 7): ChatsFixture {
  const random = seededRandom(seed);
  const accounts = objects.filter((object) => providerOf(object.provider)?.messages);
  const now = Math.floor(FIXTURE_NOW / 1000);
  const chats: Chat[] = [];
  const messages: Message[] = [];
  let messageId = 1;
  for (let n = 0; n < count && accounts.length > 0; n += 1) {
    const object = accounts[n % accounts.length]!;
    const provider = object.provider as NetworkId;
    const author: Author = {
      id: 5000 + n,
      provider,
      provider_id: String(7_900_000_0000 + n),
      name: n % 9 === 4 ? HOSTILE_NAMES[n % HOSTILE_NAMES.length]! : `${pick(random, NAMES)} ${n + 1}`,
      avatar: null,
      url: null,
      labels: n % 6 === 0 ? [1] : [],
      notes_count: 0,
      blocked_until: null,
      items_count: 0,
      last_activity_at: now - n * 611,
    };
    const updatedAt = now - n * 611 - Math.floor(random() * 200);
    const chat: Chat = {
      id: n + 1,
      object_id: object.id,
      company_id: object.company,
      provider,
      author,
      status: pick(random, STATUSES),
      // A few high and low ones (screens.md "Chats": the card shows them; the list sorts by them).
      priority: n % 5 === 1 ? 'high' : n % 7 === 3 ? 'low' : 'normal',
      assignee:
        n % 3 === 0
          ? { type: 'user', id: 4, name: 'Oleg Operator' }
          : n % 3 === 1
            ? null
            : { type: 'user', id: 5, name: 'Anna Admin' },
      unread_count: n % 4 === 0 ? 1 + (n % 5) : 0,
      excerpt: '',
      last_direction: 'in',
      created_at: updatedAt - 86_400,
      updated_at: updatedAt,
      version: 1,
    };
    const length = 4 + Math.floor(random() * 9);
    const thread: Message[] = [];
    for (let m = 0; m < length; m += 1) {
      const ours = m % 2 === 1;
      const id = messageId++;
      const at = updatedAt - (length - 1 - m) * 180;
      const text =
        id % 7 === 3 ? HOSTILE_TEXTS[Math.floor(id / 7) % HOSTILE_TEXTS.length]! : pick(random, ours ? REPLIES : ORDINARY_TEXTS);
      thread.push(
        demoMessage(chat, id, {
          direction: ours ? 'out' : 'in',
          text,
          created_at: at,
          ...(ours ? { delivery: pick(random, DELIVERIES), operator: { id: 4, name: 'Oleg Operator' } } : {}),
        }),
      );
    }
    if (chat.id === 1) {
      thread.push(
        demoMessage(chat, messageId++, {
          text: 'Вот фото чека и договор',
          attachments: [demoAttachment(1, 'image', 'чек.png', 48_213), demoAttachment(2, 'file', 'договор №17.pdf', 1_532_004)],
        }),
      );
    }
    if (chat.id === 3) {
      thread.push(
        demoMessage(chat, messageId++, {
          direction: 'out',
          text: 'Мы вернём деньги в течение трёх дней.',
          delivery: 'failed',
          error: 'Network timeout',
          operator: { id: 4, name: 'Oleg Operator' },
        }),
      );
    }
    const last = thread.at(-1)!;
    chat.excerpt = last.text.slice(0, MESSAGE_EXCERPT_LENGTH);
    chat.last_direction = last.direction;
    chats.push(chat);
    messages.push(...thread);
  }
  return { chats, messages };
}
