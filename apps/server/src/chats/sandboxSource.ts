// The sandbox networks' private messages: incoming messages arrive in every paid space at
// SANDBOX_CHATS_PER_MINUTE (a new chat or an existing one; ordinary and hostile text mixed; 'typing' first; an account
// without chats, one just connected, first), and our pending messages are 'sent' after 1–3 s, some failing, then
// 'delivered' a moment later. Everything reaches the space's sockets (chats.new / chats.changed / messages.new / messages.changed / typing).
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { HOSTILE_NAMES, HOSTILE_TEXTS, ORDINARY_TEXTS, providerOf, seededRandom } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { chatAttachments, chatMessages, chats, companies, itemAuthors, objects, spaces } from '../db/schema.ts';
import { sandboxRateFrom, sandboxTimer } from '../domain/sandboxTimer.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { assigneeOfRow } from '../items/access.ts';
import { aboutChat, publishChats, publishMessages } from './access.ts';
import { excerptOf, loadMessages } from './load.ts';
import { isExcluded, newChatArrival } from '../exclusions/rules.ts';
import { keepingChatStats } from '../stats/rollups.ts';

export type ChatSourceOptions = {
  db: Db;
  publisher: Publisher;
  /** The server's clock (TEST_CLOCK moves it): what arrivals are stamped with and replies delivered by. */
  now?: () => number;
  /** What paces the arrivals (default `now`): the server passes the machine's time, so moving its clock an hour with
   * TEST_CLOCK makes no hour of arrivals at once. */
  elapsed?: () => number;
  /** Incoming messages per minute in each paid space; 0: none. */
  chatsPerMinute: number;
  /** Share of our messages the network refuses; default 0.05. */
  failureRate?: number;
  /** Delivery latency bounds; default 1–3 s. */
  latencyMs?: readonly [number, number];
  random?: () => number;
};

export interface ChatSource {
  tick(): Promise<{ received: number; delivered: number }>;
  /** One incoming message with this text on this account now: true when stored, false when the account's exclusions or
   * chat settings keep it out (docs/exclusions.md) or the account takes no messages. */
  message(objectId: number, text: string, authorKey?: string): Promise<boolean>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

/** SANDBOX_CHATS_FAILURE_RATE: the share of first sends the network refuses, 0..1; default 0.05. */
export function chatsFailureRateFrom(value: string | undefined, fallback = 0.05): number {
  return sandboxRateFrom('SANDBOX_CHATS_FAILURE_RATE', value, fallback, 1);
}

/** SANDBOX_CHATS_PER_MINUTE: a non-negative number; default 2. */
export function chatsPerMinuteFrom(value: string | undefined, fallback = 2): number {
  return sandboxRateFrom('SANDBOX_CHATS_PER_MINUTE', value, fallback);
}

const NAMES = ['Ольга Смирнова', 'Иван Петров', 'Jane Doe', 'Mike Brown', 'Светлана', 'Emma Wilson'];
const TYPING_MS = 3000;
// A 1×1 PNG: the sandbox's photo.
const SANDBOX_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const assigneeOf = (userId: number | null | undefined) => (userId ? { assigneeType: 'user' as const, assigneeId: userId } : {});

export function createChatSource(options: ChatSourceOptions): ChatSource {
  const { db, publisher } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? seededRandom(now() + 7);
  const failureRate = options.failureRate ?? 0.05;
  const [minLatency, maxLatency] = options.latencyMs ?? [1000, 3000];
  const dueAt = new Map<string, number>();
  const elapsed = options.elapsed ?? now;
  let last = elapsed();
  let owed = 0;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

  async function accounts() {
    const rows = await db
      .select({ object: objects, spaceId: companies.spaceId, companySettings: companies.settings })
      .from(objects)
      .innerJoin(companies, eq(companies.id, objects.companyId))
      .innerJoin(spaces, eq(spaces.id, companies.spaceId))
      .where(and(isNull(objects.error), eq(objects.disconnected, false), gt(spaces.expiresAt, new Date(now()))))
      .orderBy(asc(objects.id));
    // settings/accounts/{id}: a disconnected account, or one whose messages are turned off, collects none.
    return rows.filter((row) => providerOf(row.object.provider)?.messages && row.object.settings.messages !== false);
  }

  async function receive(
    account: Awaited<ReturnType<typeof accounts>>[number],
    given?: { text: string; authorKey?: string | undefined },
  ): Promise<boolean> {
    const { object, spaceId } = account;
    const hostile = given === undefined && random() < 0.15;
    const name = hostile ? pick(HOSTILE_NAMES) : pick(NAMES);
    const text = given?.text ?? (hostile ? pick(HOSTILE_TEXTS) : pick(ORDINARY_TEXTS));
    const at = new Date(now());
    const outcome = await db.transaction(async (tx) => {
      const [author] = await tx
        .insert(itemAuthors)
        .values({
          spaceId,
          provider: object.provider,
          providerId: given?.authorKey ?? `sandbox-chat-${Math.floor(random() * 30)}`,
          name,
          lastActivityAt: at,
        })
        .onConflictDoUpdate({
          target: [itemAuthors.spaceId, itemAuthors.provider, itemAuthors.providerId],
          set: { lastActivityAt: at },
        })
        .returning({ id: itemAuthors.id });
      const [existing] = await tx
        .select({ id: chats.id, assigneeType: chats.assigneeType, assigneeId: chats.assigneeId })
        .from(chats)
        .where(and(eq(chats.objectId, object.id), eq(chats.authorId, author!.id)));
      // docs/exclusions.md: an excluded author or word keeps the message out, and a new chat comes in only as the
      // account's chat settings say, given to their default assignee.
      if (await isExcluded(tx, { objectId: object.id, scope: 'messages', authorId: author!.id, text })) return null;
      const arrival = existing ? null : await newChatArrival(tx, { objectId: object.id, authorId: author!.id });
      if (!existing && !arrival) return null;
      const change = { excerpt: excerptOf(text), lastDirection: 'in' as const, updatedAt: at };
      const chatId = existing
        ? (
            await tx
              .update(chats)
              .set({ ...change, incomingCount: sql`${chats.incomingCount} + 1` })
              .where(eq(chats.id, existing.id))
              .returning({ id: chats.id })
          )[0]!.id
        : (
            await tx
              .insert(chats)
              .values({
                spaceId,
                companyId: object.companyId,
                objectId: object.id,
                provider: object.provider,
                authorId: author!.id,
                status: 'new',
                incomingCount: 1,
                assigneeType: arrival!.assigneeType,
                assigneeId: arrival!.assigneeId,
                createdAt: at,
                // spec §3 Company.settings.items_assigned_to: who the company's new chats go to (docs/companies.md).
                ...assigneeOf(account.companySettings.items_assigned_to),
                ...change,
              })
              .returning({ id: chats.id })
          )[0]!.id;
      // docs/stats.md: the chat's figures kept with the message (a new chat's its first).
      const [message] = await keepingChatStats(tx, chatId, change, () =>
        tx.insert(chatMessages).values({ chatId, direction: 'in', text, createdAt: at }).returning({ id: chatMessages.id }),
      );
      // Now and then a photo, where the network takes files (the thread previews images).
      if (random() < 0.1 && (providerOf(object.provider)?.messages?.uploads ?? 0) > 0)
        await tx.insert(chatAttachments).values({
          spaceId,
          chatId,
          messageId: message!.id,
          name: 'photo.png',
          mime: 'image/png',
          size: SANDBOX_PNG.length,
          data: SANDBOX_PNG,
          createdAt: at,
        });
      // Who hears of the chat: a new one is its default assignee's, else nobody's yet (users limited to their groups do not, spec §1).
      const chat = {
        id: chatId,
        spaceId,
        assigneeType: existing ? existing.assigneeType : arrival!.assigneeType,
        assigneeId: existing ? existing.assigneeId : arrival!.assigneeId,
      };
      return { chat, chatId, messageId: message!.id, isNew: !existing };
    });
    if (!outcome) return false;
    const typing = { method: 'typing', chat_id: outcome.chatId, until: now() + TYPING_MS } as const;
    publisher.toSpace(spaceId, typing, aboutChat(assigneeOfRow(outcome.chat)));
    await publishChats({ db, now, publisher }, spaceId, outcome.isNew ? 'chats.new' : 'chats.changed', [outcome.chatId]);
    const messages = await loadMessages(db, eq(chatMessages.id, outcome.messageId), now());
    publishMessages({ db, now, publisher }, outcome.chat, 'messages.new', messages);
    return true;
  }

  // pending → sent (or failed) after its latency; then sent → delivered → read, each after another latency.
  async function deliver(): Promise<number> {
    const rows = await db
      .select({
        id: chatMessages.id,
        chatId: chatMessages.chatId,
        delivery: chatMessages.delivery,
        attempts: chatMessages.attempts,
        spaceId: chats.spaceId,
        assigneeType: chats.assigneeType,
        assigneeId: chats.assigneeId,
      })
      .from(chatMessages)
      .innerJoin(chats, eq(chats.id, chatMessages.chatId))
      .where(inArray(chatMessages.delivery, ['pending', 'sent', 'delivered']))
      .orderBy(asc(chatMessages.id))
      .limit(200);
    const at = now();
    const due = rows.filter((row) => {
      const key = `${row.delivery}:${row.id}`;
      if (!dueAt.has(key)) dueAt.set(key, at + minLatency + random() * (maxLatency - minLatency));
      return dueAt.get(key)! <= at;
    });
    for (const row of due) {
      dueAt.delete(`${row.delivery}:${row.id}`);
      // A retried message goes through: "retry without a duplicate" always ends delivered in the demo.
      const failed = row.delivery === 'pending' && row.attempts === 0 && random() < failureRate;
      const next = row.delivery === 'delivered' ? 'read' : row.delivery === 'sent' ? 'delivered' : failed ? 'failed' : 'sent';
      await db
        .update(chatMessages)
        .set({ delivery: next, error: failed ? 'The network refused the message (sandbox)' : null })
        .where(and(eq(chatMessages.id, row.id), eq(chatMessages.delivery, row.delivery!)));
    }
    const byChat = new Map<number, { chat: (typeof due)[number]; ids: number[] }>();
    for (const row of due) {
      const entry = byChat.get(row.chatId) ?? { chat: row, ids: [] };
      entry.ids.push(row.id);
      byChat.set(row.chatId, entry);
    }
    for (const [chatId, { chat, ids }] of byChat) {
      const messages = await loadMessages(db, inArray(chatMessages.id, ids), at);
      publishMessages({ db, now, publisher }, { ...chat, id: chatId }, 'messages.changed', messages);
    }
    return due.length;
  }

  async function tick() {
    const at = elapsed();
    owed += (options.chatsPerMinute * Math.max(0, at - last)) / 60_000;
    last = at;
    let received = 0;
    if (owed >= 1) {
      const list = await accounts();
      const bySpace = new Map<number, typeof list>();
      for (const row of list) bySpace.set(row.spaceId, [...(bySpace.get(row.spaceId) ?? []), row]);
      // A newly connected account (no chat yet) gets the next message of its space: its first one comes at once.
      const ids = list.map((row) => row.object.id);
      const talked = new Set(
        ids.length === 0
          ? []
          : (await db.selectDistinct({ objectId: chats.objectId }).from(chats).where(inArray(chats.objectId, ids))).map(
              (row) => row.objectId,
            ),
      );
      for (; owed >= 1; owed -= 1) {
        for (const own of bySpace.values()) {
          const account = own.find((row) => !talked.has(row.object.id)) ?? pick(own);
          talked.add(account.object.id);
          if (await receive(account)) received += 1;
        }
      }
    }
    return { received, delivered: await deliver() };
  }

  async function message(objectId: number, text: string, authorKey?: string): Promise<boolean> {
    const account = (await accounts()).find((row) => row.object.id === objectId);
    return account ? receive(account, { text, authorKey }) : false;
  }

  return {
    tick,
    message,
    ...sandboxTimer(tick, {
      label: 'sandbox chats',
      onStart: () => {
        last = elapsed();
      },
    }),
  };
}
