// Private messages: packages/api/src/contract/chats.ts, validated and serialized with its schemas. Every
// route needs the messages flag (spec §1, §6: deny by default); reads are for every role, answering for operators
// and administrators, status changes for moderators and up (checked per field, itemRules.ts).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  Attachment,
  AttachmentUpload,
  AuthorsQuery,
  ChatAuthorsPage,
  CHAT_AUTHORS_PATH,
  ATTACHMENTS_PATH,
  Chat,
  ChatConflict,
  ChangedMeanwhile,
  ChatDetail,
  CHATS_COUNTS_PATH,
  CHATS_PATH,
  ChatsCounts,
  ChatsCountsQuery,
  ChatsPage,
  ChatsQuery,
  ChatUpdate,
  ErrorBody,
  Message,
  MessageCreate,
  MessagesPage,
  MessagesQuery,
  NewChat,
  NewChatResult,
  ObjectParams,
  ReactionSet,
  ROLE_NAMES,
  roleCan,
  type ItemPermission,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { chats as chatRows, itemAuthors } from '../db/schema.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { chatOfUser } from '../chats/access.ts';
import { departmentIdsOf } from '../chats/assignees.ts';
import { serveAttachment, UPLOAD_BODY_LIMIT, uploadAttachment } from '../chats/attachments.ts';
import { countChats, listChats, type ChatScope } from '../chats/list.ts';
import { loadChat } from '../chats/load.ts';
import { messagesPage, reactToMessage, retryMessage, sendMessage } from '../chats/thread.ts';
import { createChat, readChat, updateChat } from '../chats/writes.ts';
import { itemScopeOf, visibleChats } from '../items/access.ts';
import { listAuthors } from '../items/authors.ts';
import { withChatFacts } from '../chats/authors.ts';

type Deps = { db: Db; now: () => number; publisher: Publisher };

/** spec §1, §6: the messages flag, and the roles that have `permission` (every role for reads). */
const messagesPolicy = (permission?: ItemPermission): RoutePolicy => ({
  role: permission ? ROLE_NAMES.filter((role) => roleCan(role, permission)) : ROLE_NAMES,
  flag: 'messages',
});
const READ = messagesPolicy();
const ANSWER = messagesPolicy('reply');
const CHANGE = messagesPolicy('tag');
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const MessageParams = z.object({ id: ObjectParams.shape.id, messageId: ObjectParams.shape.id });
const AttachmentLink = z.object({
  exp: z.string().check(z.regex(/^\d{1,12}$/)),
  sig: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/)),
});

export function chatsRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const chat = `/${CHATS_PATH}/:id`;
  const message = `${chat}/messages/:messageId`;
  const scopeOf = async (userId: number): Promise<ChatScope> => {
    const [scope, departmentIds] = await Promise.all([itemScopeOf(db, userId), departmentIdsOf(db, userId)]);
    return { ...scope, now: deps.now(), departmentIds };
  };

  typed.get(
    `/${CHATS_PATH}`,
    { config: { policy: READ }, schema: { querystring: ChatsQuery, response: { 200: ChatsPage, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return listChats(db, request.query, await scopeOf(user.id));
    },
  );

  typed.get(
    `/${CHATS_COUNTS_PATH}`,
    { config: { policy: READ }, schema: { querystring: ChatsCountsQuery, response: { 200: ChatsCounts, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return countChats(db, request.query, await scopeOf(user.id));
    },
  );

  typed.get(
    `/${CHAT_AUTHORS_PATH}`,
    { config: { policy: READ }, schema: { querystring: AuthorsQuery, response: { 200: ChatAuthorsPage, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      const scope = await itemScopeOf(db, user.id);
      // The authors of chats the user sees (a limited user: of their groups' chats and their own, spec §1).
      const withChat = sql`exists (select 1 from ${chatRows} where ${chatRows.authorId} = ${itemAuthors.id} and ${visibleChats(scope)})`;
      const page = await listAuthors(db, scope, request.query, deps.now(), withChat);
      return { ...page, items: await withChatFacts(db, page.items, scope) };
    },
  );

  // spec §7: POST v1/chats {object_id, phone} answers {id}; a refusal carries the server's text (spec §8).
  typed.post(
    `/${CHATS_PATH}`,
    { config: { policy: ANSWER }, schema: { body: NewChat, response: { 200: NewChatResult, ...errors } } },
    async (request) => ({ id: (await createChat(deps, requireAuth(request.auth).user, request.body)).id }),
  );

  typed.get(
    chat,
    { config: { policy: READ }, schema: { params: ObjectParams, response: { 200: ChatDetail, ...errors } } },
    async (request, reply) => {
      const row = await chatOfUser(db, requireAuth(request.auth).user, Number(request.params.id));
      reply.header('cache-control', 'no-store');
      return { chat: (await loadChat(db, row.id, deps.now(), requireAuth(request.auth).user.id))! };
    },
  );

  typed.patch(
    chat,
    {
      config: { policy: CHANGE },
      schema: { params: ObjectParams, body: ChatUpdate, response: { 200: Chat, 409: ChatConflict, ...errors } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const outcome = await updateChat(deps, user, Number(request.params.id), request.body, languageOfRequest(request));
      if (outcome.kind === 'conflict') return reply.code(409).send(outcome.body);
      return outcome.chat;
    },
  );

  typed.post(
    `${chat}/read`,
    { config: { policy: READ }, schema: { params: ObjectParams, response: { 200: Chat, ...errors } } },
    async (request) => readChat(deps, requireAuth(request.auth).user, Number(request.params.id)),
  );

  typed.get(
    `${chat}/messages`,
    {
      config: { policy: READ },
      schema: { params: ObjectParams, querystring: MessagesQuery, response: { 200: MessagesPage, ...errors } },
    },
    async (request, reply) => {
      const row = await chatOfUser(db, requireAuth(request.auth).user, Number(request.params.id));
      reply.header('cache-control', 'no-store');
      return messagesPage(db, row.id, request.query, deps.now());
    },
  );

  // Idempotency-Key (http/idempotency.ts): a repeated send answers the first message, never a second one.
  typed.post(
    `${chat}/messages`,
    {
      config: { policy: ANSWER },
      schema: { params: ObjectParams, body: MessageCreate, response: { 200: Message, 409: ChangedMeanwhile, ...errors } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const outcome = await sendMessage(deps, user, Number(request.params.id), request.body, languageOfRequest(request));
      if (outcome.kind === 'stopped') return reply.code(409).send(outcome.body);
      return outcome.message;
    },
  );

  typed.post(
    `${message}/retry`,
    { config: { policy: ANSWER }, schema: { params: MessageParams, response: { 200: Message, ...errors } } },
    async (request) =>
      retryMessage(deps, requireAuth(request.auth).user, Number(request.params.id), Number(request.params.messageId)),
  );

  typed.put(
    `${message}/reaction`,
    {
      config: { policy: ANSWER },
      schema: { params: MessageParams, body: ReactionSet, response: { 200: Message, ...errors } },
    },
    async (request) =>
      reactToMessage(
        deps,
        requireAuth(request.auth).user,
        Number(request.params.id),
        Number(request.params.messageId),
        request.body.reaction,
      ),
  );

  typed.post(
    `${chat}/attachments`,
    {
      config: { policy: ANSWER },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { params: ObjectParams, body: AttachmentUpload, response: { 200: Attachment, ...errors } },
    },
    async (request) => uploadAttachment(deps, requireAuth(request.auth).user, Number(request.params.id), request.body),
  );

  // Public: the signed, expiring link is the credential (an <img> sends no bearer); see chats/load.ts.
  typed.get(
    `/${ATTACHMENTS_PATH}/:id`,
    { config: { policy: 'public' }, schema: { params: ObjectParams, querystring: AttachmentLink } },
    async (request, reply) =>
      serveAttachment(
        db,
        reply,
        Number(request.params.id),
        { exp: Number(request.query.exp), sig: request.query.sig },
        deps.now(),
      ),
  );
}
