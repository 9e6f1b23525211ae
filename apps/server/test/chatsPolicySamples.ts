// Sample requests of the private messages' endpoints for the role × endpoint test (policy.test.ts): each
// succeeds for every role its policy allows (every demo role has the messages flag; chats.test.ts checks a user
// without it gets 403 everywhere). The demo space's first Telegram chat takes reactions and files.
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { chatMessages, chats, objects, spaces } from '../src/db/schema.ts';
import { DEMO_SPACE_NAME } from '../src/seed.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

export async function telegramChat(db: Db) {
  const [row] = await db
    .select({ chat: chats })
    .from(chats)
    .innerJoin(spaces, eq(spaces.id, chats.spaceId))
    .where(and(eq(spaces.name, DEMO_SPACE_NAME), eq(chats.provider, 'telegram')))
    .orderBy(asc(chats.id))
    .limit(1);
  if (!row) throw new Error('no Telegram demo chat');
  return row.chat;
}

async function incoming(db: Db, chatId: number): Promise<number> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.direction, 'in')))
    .orderBy(asc(chatMessages.id))
    .limit(1);
  return row!.id;
}

/** A failed message of ours, made for the call (retry takes only failed or pending ones). */
async function failedMessage(db: Db, chatId: number): Promise<number> {
  const [row] = await db
    .insert(chatMessages)
    .values({ chatId, direction: 'out', text: 'Policy failed', delivery: 'failed', createdAt: new Date() })
    .returning({ id: chatMessages.id });
  return row!.id;
}

export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export const CHATS_ROLE_SAMPLES: Record<string, RoleSample> = {
  'GET /v1/chats/:id': async (db) => ({ method: 'GET', url: `/v1/chats/${(await telegramChat(db)).id}` }),
  'PATCH /v1/chats/:id': async (db) => {
    const chat = await telegramChat(db);
    // Closing is allowed to moderators too (spec §1).
    return { method: 'PATCH', url: `/v1/chats/${chat.id}`, payload: { version: chat.version, status: 'closed' } };
  },
  'POST /v1/chats/:id/read': async (db) => ({
    method: 'POST',
    url: `/v1/chats/${(await telegramChat(db)).id}/read`,
    payload: {},
  }),
  'GET /v1/chats/:id/messages': async (db) => ({
    method: 'GET',
    url: `/v1/chats/${(await telegramChat(db)).id}/messages?limit=5`,
  }),
  'POST /v1/chats/:id/messages': async (db) => ({
    method: 'POST',
    url: `/v1/chats/${(await telegramChat(db)).id}/messages`,
    payload: { text: 'Policy' },
  }),
  'POST /v1/chats/:id/messages/:messageId/retry': async (db) => {
    const chat = await telegramChat(db);
    return { method: 'POST', url: `/v1/chats/${chat.id}/messages/${await failedMessage(db, chat.id)}/retry`, payload: {} };
  },
  'PUT /v1/chats/:id/messages/:messageId/reaction': async (db) => {
    const chat = await telegramChat(db);
    return {
      method: 'PUT',
      url: `/v1/chats/${chat.id}/messages/${await incoming(db, chat.id)}/reaction`,
      payload: { reaction: '👍' },
    };
  },
  'POST /v1/chats/:id/attachments': async (db) => ({
    method: 'POST',
    url: `/v1/chats/${(await telegramChat(db)).id}/attachments`,
    payload: { name: 'policy.png', mime: 'image/png', data: PNG_BASE64 },
  }),
  'POST /v1/chats': async (db) => {
    const [row] = await db
      .select({ id: objects.id })
      .from(objects)
      .where(eq(objects.provider, 'whatsapp'))
      .orderBy(asc(objects.id))
      .limit(1);
    return { method: 'POST', url: '/v1/chats', payload: { object_id: row!.id, phone: '79990009900' } };
  },
};

export const CHATS_SAMPLES: Record<string, Sample> = {
  'GET /v1/chats': { method: 'GET', url: '/v1/chats?limit=5' },
  'GET /v1/chats/counts': { method: 'GET', url: '/v1/chats/counts' },
  'GET /v1/chats/authors': { method: 'GET', url: '/v1/chats/authors?limit=5' },
};

/** Public: the signed link is the credential (chats.test.ts checks a forged one is a 404). */
export const CHATS_PUBLIC_ENDPOINTS = ['GET /v1/attachments/:id'];
