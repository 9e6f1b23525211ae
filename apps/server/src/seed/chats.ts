// The demo private messages: chats over every demo account that takes messages (Telegram, WhatsApp, VK,
// Instagram, Facebook, X, OK, YouTube, and the messengers and marketplaces added here: Viber, MAX, Avito, Ozon,
// Wildberries, Discord), both directions with delivery states, reactions from each network's set, a few attachments,
// the hostile corpus, and one Telegram chat with a 5,000-message history for the benchmark. Seeded random: the same
// every run.
import { asc, eq } from 'drizzle-orm';
import {
  COMMENT_STATUSES,
  HOSTILE_NAMES,
  HOSTILE_TEXTS,
  providerOf,
  seededRandom,
  type MessageDelivery,
  type MessageReaction,
  type RoleName,
} from '@console/api/contract';
import { seedPasswordHash } from './passwordHash.ts';
import { seedCompany } from './objects.ts';
import { excerptOf } from '../chats/load.ts';
import type { Db } from '../db/database.ts';
import {
  chatAttachments,
  chatMessages,
  chatReads,
  chats,
  companies,
  itemAuthors,
  objects,
  spaceMembers,
  spaces,
  users,
  userStatuses,
} from '../db/schema.ts';

export const BENCH_CHAT_MESSAGES = 5000;
export const BENCH_CHAT_AUTHOR = 'История 5000';
/** The author of the first seeded chat whose last message of ours failed (the end-to-end retry test opens it). */
export const FAILED_CHAT_AUTHOR = 'Пётр Повторов';
export const DEMO_CHATS_PER_ACCOUNT = 5;
/** spec §1, §6: a user without the messages flag sees no chats (the end-to-end test signs in as them). */
export const NO_MESSAGES_DEMO_USER = {
  email: 'nomessages@demo.local',
  name: 'Nina Nomessages',
  role: 'operator' as RoleName,
  note: 'without the messages flag: no private messages',
};

// The demo's people and what they write: also the year of history's (seed/history/chats.ts).
export const NAMES = ['Ольга Смирнова', 'Иван Петров', 'Jane Doe', 'Артём К.', 'Mike Brown', 'Светлана', 'Emma Wilson'];
export const INCOMING = [
  'Здравствуйте! Заказ так и не приехал',
  'Можно забронировать столик на вечер?',
  'Hi! Do you deliver to the airport?',
  'Спасибо, всё получили 🙂',
  'Какой у вас график в праздники?',
  'Подскажите, есть ли безлактозное молоко?',
  'Where can I find the loyalty card?',
];
export const OUTGOING = [
  'Здравствуйте! Уже проверяем, напишем в течение 10 минут.',
  'Да, конечно. На сколько человек?',
  'Hello! Yes, we deliver everywhere within the city.',
  'Рады помочь! Хорошего дня.',
];
// A 1×1 PNG and a short text file: tiny, real attachments of the seeded threads.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// Every ninth chat from the fifth ends with a message of ours that failed (the last message is ours there).
const FIRST_FAILED_CHAT = 4;
const ORDER = Buffer.from('Order 42: 2 × latte, 1 × croissant');
const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

// Accounts of the messaging networks that only chats use, in their own company: added after the items seed, so the
// demo inbox's comments stay as they were, and last, so the earlier accounts' chats keep their order. The demo space
// is on Premium (30 accounts): these make it 16.
const MESSAGING_COMPANY = 'Зерно Маркет';
const MESSAGING_OBJECTS = [
  { name: 'Zerno Viber', provider: 'viber', providerId: 'zernocoffee', domain: 'viber.com' },
  { name: 'Зерно в MAX', provider: 'max', providerId: '-72000000000001', domain: 'max.ru' },
  { name: 'Зерно на Авито', provider: 'avito', providerId: '310000001', domain: 'avito.ru' },
  { name: 'Зерно на Ozon', provider: 'ozon', providerId: '1900001', domain: 'ozon.ru' },
  { name: 'Зерно на Wildberries', provider: 'wildberries', providerId: '4400001', domain: 'wildberries.ru' },
  { name: 'Zerno Community', provider: 'discord', providerId: '1200000000000000001', domain: 'discord.com' },
] as const;

async function noMessagesUser(db: Db, spaceId: number, now: number, password: string, settings: object): Promise<void> {
  const [online] = await db
    .select({ id: userStatuses.id })
    .from(userStatuses)
    .where(eq(userStatuses.spaceId, spaceId))
    .orderBy(asc(userStatuses.position))
    .limit(1);
  const [row] = await db
    .insert(users)
    .values({
      email: NO_MESSAGES_DEMO_USER.email,
      name: NO_MESSAGES_DEMO_USER.name,
      passwordHash: await seedPasswordHash(password),
      locale: null,
      settings: settings as (typeof users.$inferInsert)['settings'],
      emailStatus: 1,
      status: online?.id ?? null,
      passwordChangedAt: new Date(now),
    })
    .returning({ id: users.id });
  await db.insert(spaceMembers).values({
    spaceId,
    userId: row!.id,
    role: NO_MESSAGES_DEMO_USER.role,
    roles: { messages: false, items: true, settings: false, templates: true, stats: false },
  });
}

type Seeded = { direction: 'in' | 'out'; text: string; delivery: MessageDelivery | null; reactions: MessageReaction[] };

function reactionsFor(provider: string, random: () => number): MessageReaction[] {
  const set = providerOf(provider)?.reactions;
  if (!set || random() > 0.2) return [];
  return [{ value: pick(random, set), from_us: random() < 0.5 }];
}

/** Seeds the demo chats into the demo space (named `spaceName`). */
export async function seedChatsDemo(
  db: Db,
  options: {
    now: number;
    spaceName: string;
    operatorEmail: string;
    password: string;
    settings: object;
    /** Chats per messaging account (default DEMO_CHATS_PER_ACCOUNT). */
    perAccount?: number;
    /** The 5,000-message chat of the scroll benchmark (default on). */
    benchChat?: boolean;
    /** A long history of this many messages instead of the benchmark's (the test seed's thread paging). */
    longChatMessages?: number;
  },
): Promise<void> {
  const [space] = await db.select({ id: spaces.id }).from(spaces).where(eq(spaces.name, options.spaceName));
  if (!space) throw new Error('demo space missing');
  await noMessagesUser(db, space.id, options.now, options.password, options.settings);
  await seedCompany(db, space.id, { name: MESSAGING_COMPANY, objects: MESSAGING_OBJECTS });
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.email, options.operatorEmail));
  const accounts = (
    await db
      .select({ object: objects })
      .from(objects)
      .innerJoin(companies, eq(companies.id, objects.companyId))
      .where(eq(companies.spaceId, space.id))
      .orderBy(asc(objects.id))
  )
    .map((row) => row.object)
    .filter((object) => providerOf(object.provider)?.messages);
  const random = seededRandom(7);
  const now = options.now;
  let chatIndex = 0;
  for (const object of accounts) {
    for (let c = 0; c < (options.perAccount ?? DEMO_CHATS_PER_ACCOUNT); c += 1, chatIndex += 1) {
      const hostile = chatIndex % 6 === 5;
      const picked = hostile ? pick(random, HOSTILE_NAMES) : pick(random, NAMES);
      const name = chatIndex === FIRST_FAILED_CHAT ? FAILED_CHAT_AUTHOR : picked;
      const count = 4 + Math.floor(random() * 12);
      const failedLast = chatIndex % 9 === FIRST_FAILED_CHAT;
      const thread: Seeded[] = Array.from({ length: count }, (_, m) => {
        const direction = m % 3 === 2 || (failedLast && m === count - 1) ? 'out' : 'in';
        const text =
          direction === 'out'
            ? pick(random, OUTGOING)
            : hostile && m % 2 === 0
              ? pick(random, HOSTILE_TEXTS)
              : pick(random, INCOMING);
        const delivery: MessageDelivery | null = direction === 'in' ? null : failedLast && m === count - 1 ? 'failed' : 'read';
        return { direction, text, delivery, reactions: direction === 'in' ? reactionsFor(object.provider, random) : [] };
      });
      const last = thread.at(-1)!;
      const updated = now - chatIndex * 37 * 60_000;
      const status = pick(random, ['new', 'new', 'inprogress', 'open', ...COMMENT_STATUSES] as const);
      await insertChat(db, {
        spaceId: space.id,
        object,
        author: { providerId: `chat-${chatIndex}`, name },
        // Every account's newest chat is new, so filtering the default list by any network shows one.
        status: c === 0 ? 'new' : status,
        // A few high and low ones for the 'priority' sort (by index: the random sequence stays as it was).
        priority: chatIndex % 5 === 1 ? 'high' : chatIndex % 7 === 3 ? 'low' : 'normal',
        assigneeId: chatIndex % 3 === 0 ? (operator?.id ?? null) : null,
        unread: last.direction === 'in' ? 1 + Math.floor(random() * 3) : 0,
        thread,
        firstAt: updated - count * 90_000,
        stepMs: 90_000,
        operatorId: operator?.id ?? null,
        withImage: chatIndex % 4 === 1 && (providerOf(object.provider)?.messages?.uploads ?? 0) > 0,
      });
    }
  }
  if (options.longChatMessages) await benchChat(db, space.id, accounts, now, operator?.id ?? null, options.longChatMessages);
  else if (options.benchChat ?? true) await benchChat(db, space.id, accounts, now, operator?.id ?? null);
}

type ChatSeed = {
  spaceId: number;
  object: typeof objects.$inferSelect;
  author: { providerId: string; name: string };
  status: (typeof chats.$inferInsert)['status'];
  priority?: (typeof chats.$inferInsert)['priority'];
  assigneeId: number | null;
  unread: number;
  thread: readonly Seeded[];
  firstAt: number;
  stepMs: number;
  operatorId: number | null;
  withImage: boolean;
};

async function insertChat(db: Db, seed: ChatSeed): Promise<number> {
  const { object } = seed;
  const lastAt = seed.firstAt + (seed.thread.length - 1) * seed.stepMs;
  const [author] = await db
    .insert(itemAuthors)
    .values({
      spaceId: seed.spaceId,
      provider: object.provider,
      providerId: seed.author.providerId,
      name: seed.author.name,
      lastActivityAt: new Date(lastAt),
    })
    .returning({ id: itemAuthors.id });
  const last = seed.thread.at(-1)!;
  const incoming = seed.thread.filter((m) => m.direction === 'in').length;
  const [chat] = await db
    .insert(chats)
    .values({
      spaceId: seed.spaceId,
      companyId: object.companyId,
      objectId: object.id,
      provider: object.provider,
      authorId: author!.id,
      status: seed.status,
      priority: seed.priority ?? 'normal',
      assigneeType: seed.assigneeId === null ? null : 'user',
      assigneeId: seed.assigneeId,
      incomingCount: incoming,
      excerpt: excerptOf(last.text),
      lastDirection: last.direction,
      createdAt: new Date(seed.firstAt),
      updatedAt: new Date(lastAt),
    })
    .returning({ id: chats.id });
  const chatId = chat!.id;
  // Unread is per user: every member has read all but the last `unread` incoming messages.
  const members = await db.select({ id: spaceMembers.userId }).from(spaceMembers).where(eq(spaceMembers.spaceId, seed.spaceId));
  if (members.length > 0)
    await db
      .insert(chatReads)
      .values(members.map((member) => ({ userId: member.id, chatId, readCount: Math.max(0, incoming - seed.unread) })));
  // Inserted in chunks: a 5,000-message history is one statement per thousand.
  const ids: number[] = [];
  for (let start = 0; start < seed.thread.length; start += 1000) {
    const rows = await db
      .insert(chatMessages)
      .values(
        seed.thread.slice(start, start + 1000).map((m, i) => ({
          chatId,
          direction: m.direction,
          text: m.text,
          delivery: m.delivery,
          error: m.delivery === 'failed' ? 'Network timeout' : null,
          reactions: m.reactions,
          operatorId: m.direction === 'out' ? seed.operatorId : null,
          createdAt: new Date(seed.firstAt + (start + i) * seed.stepMs),
        })),
      )
      .returning({ id: chatMessages.id });
    ids.push(...rows.map((row) => row.id));
  }
  if (seed.withImage) {
    const incoming = seed.thread.findIndex((m) => m.direction === 'in');
    await db.insert(chatAttachments).values([
      {
        spaceId: seed.spaceId,
        chatId,
        messageId: ids[incoming]!,
        name: 'photo.png',
        mime: 'image/png',
        size: PNG.length,
        data: PNG,
        createdAt: new Date(seed.firstAt),
      },
      {
        spaceId: seed.spaceId,
        chatId,
        messageId: ids[incoming]!,
        // A hostile name (right-to-left override): rendered raw it reads 'заказ №42exe.txt'; the console shows the override.
        name: 'заказ №42\u202Etxt.exe',
        mime: 'text/plain',
        size: ORDER.length,
        data: ORDER,
        createdAt: new Date(seed.firstAt),
      },
    ]);
  }
  return chatId;
}

// The benchmark's history: Telegram, one message a minute.
async function benchChat(
  db: Db,
  spaceId: number,
  accounts: readonly (typeof objects.$inferSelect)[],
  now: number,
  operatorId: number | null,
  count = BENCH_CHAT_MESSAGES,
): Promise<void> {
  const telegram = accounts.find((object) => object.provider === 'telegram');
  if (!telegram) return;
  const random = seededRandom(5000);
  const thread: Seeded[] = Array.from({ length: count }, (_, m) => {
    const direction = m % 2 === 0 ? 'in' : 'out';
    const base = direction === 'in' ? pick(random, INCOMING) : pick(random, OUTGOING);
    // Some long messages, so rows have different heights.
    const text = m % 17 === 0 ? `${base} ${base} ${base} ${base}` : `${base} (#${m + 1})`;
    return {
      direction,
      text,
      delivery: direction === 'out' ? 'read' : null,
      reactions: direction === 'in' ? reactionsFor('telegram', random) : [],
    };
  });
  await insertChat(db, {
    spaceId,
    object: telegram,
    author: { providerId: `bench-${count}`, name: count === BENCH_CHAT_MESSAGES ? BENCH_CHAT_AUTHOR : `История ${count}` },
    status: 'inprogress',
    assigneeId: operatorId,
    unread: 0,
    thread,
    firstAt: now - 2 * 86_400_000 - count * 60_000,
    stepMs: 60_000,
    operatorId,
    withImage: false,
  });
}
