// The comments inbox: packages/api/src/contract/items.ts, validated and serialized with its schemas.
// Reads are for every role; each write's policy lists the roles of itemRules.ts that may make it (spec §1), and the
// handlers check the same rules and the provider catalogue again per item.
import { asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ACTION_PERMISSION,
  Attachment,
  ItemAttachmentUpload,
  Author,
  AuthorBlock,
  AuthorDetail,
  AuthorLabelsUpdate,
  AuthorNote,
  AuthorNoteCreate,
  AuthorsPage,
  AuthorsQuery,
  ErrorBody,
  Item,
  ITEM_ACTIONS,
  ITEM_AUTHORS_PATH,
  ItemConflict,
  ChangedMeanwhile,
  ItemDetail,
  ITEMS_BULK_PATH,
  ITEMS_PATH,
  ItemsBulk,
  ItemsBulkResult,
  ItemsPage,
  ItemsQuery,
  ItemUpdate,
  ObjectParams,
  ReplyCreate,
  ReplyEdit,
  ROLE_NAMES,
  roleCan,
  COMMENT_STATUSES,
  type ItemPermission,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { itemAuthors, itemPosts, itemReads, items } from '../db/schema.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { itemOfUser, itemScopeOf, scopeWithin } from '../items/access.ts';
import { addAuthorNote, authorDetail, authorOfUser, blockAuthor, listAuthors, setAuthorLabels } from '../items/authors.ts';
import { listItems } from '../items/list.ts';
import { loadHistory, loadItem, loadItems, toPost } from '../items/load.ts';
import { editReply, replyToItem } from '../items/replies.ts';
import { copyItemAttachment, uploadItemAttachment, withReplyFiles } from '../items/attachments.ts';
import { UPLOAD_BODY_LIMIT } from '../chats/attachments.ts';
import { actOnItem, bulkUpdate, updateItem } from '../items/writes.ts';

type Deps = { db: Db; now: () => number; publisher: Publisher };

/** The roles of spec §1 that have a permission (itemRules.ts): the route's policy. */
const rolesWith = (permission: ItemPermission): RoutePolicy => ({
  role: ROLE_NAMES.filter((role) => roleCan(role, permission)),
});
const READ: RoutePolicy = 'authenticated';
// spec §2.5, §6: the comments need the items flag, the one the console's Comments entry gates on (docs/roles.md).
const itemsWith = (permission: ItemPermission): RoutePolicy => ({
  role: ROLE_NAMES.filter((role) => roleCan(role, permission)),
  flag: 'items',
});
const ITEMS_READ: RoutePolicy = { role: ROLE_NAMES, flag: 'items' };
// A change needs at least one of tag, close or process: moderators and up (each field is checked in the handler).
const ITEMS_CHANGE: RoutePolicy = itemsWith('tag');
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const Empty = z.object({});

export function itemsRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const item = `/${ITEMS_PATH}/:id`;
  const author = '/v1/authors/:id';

  typed.get(
    `/${ITEMS_PATH}`,
    { config: { policy: ITEMS_READ }, schema: { querystring: ItemsQuery, response: { 200: ItemsPage, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      const scope = await itemScopeOf(db, user.id);
      return listItems(db, request.query, { userId: user.id, scope, now: deps.now() });
    },
  );

  typed.get(
    `/${ITEM_AUTHORS_PATH}`,
    { config: { policy: READ }, schema: { querystring: AuthorsQuery, response: { 200: AuthorsPage, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      // The authors of comments only: one who only writes private messages belongs to chats/authors.
      return listAuthors(db, await itemScopeOf(db, user.id), request.query, deps.now(), gt(itemAuthors.itemsCount, 0));
    },
  );

  typed.post(
    `/${ITEMS_BULK_PATH}`,
    { config: { policy: ITEMS_CHANGE }, schema: { body: ItemsBulk, response: { 200: ItemsBulkResult, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      return bulkUpdate(deps, user, request.body, languageOfRequest(request));
    },
  );

  typed.get(
    item,
    { config: { policy: ITEMS_READ }, schema: { params: ObjectParams, response: { 200: ItemDetail, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const now = deps.now();
      const row = await itemOfUser(db, user, Number(request.params.id));
      // Opening an item marks it read for this user.
      await db
        .insert(itemReads)
        .values({ userId: user.id, itemId: row.id, readAt: new Date(now) })
        .onConflictDoNothing();
      const root = row.parentId ?? row.id;
      const [detail, post, thread, history] = await Promise.all([
        loadItem(db, row.id, user.id, now),
        row.postId === null ? [] : db.select().from(itemPosts).where(eq(itemPosts.id, row.postId)),
        loadItems(db, { userId: user.id, now, where: eq(items.parentId, root), order: [asc(items.createdAt), asc(items.id)] }),
        loadHistory(db, row.id),
      ]);
      reply.header('cache-control', 'no-store');
      // Our replies with their files, as chat messages carry theirs.
      const [shown, threadShown] = await Promise.all([withReplyFiles(db, [detail!], now), withReplyFiles(db, thread, now)]);
      return { item: shown[0]!, post: post[0] ? toPost(post[0]) : null, thread: threadShown, history };
    },
  );

  typed.patch(
    item,
    {
      config: { policy: ITEMS_CHANGE },
      schema: { params: ObjectParams, body: ItemUpdate, response: { 200: Item, 409: ItemConflict, ...errors } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const outcome = await updateItem(deps, user, Number(request.params.id), request.body, languageOfRequest(request));
      if (outcome.kind === 'conflict') return reply.code(409).send(outcome.body);
      return outcome.item;
    },
  );

  typed.put(
    item,
    {
      config: { policy: itemsWith('reply') },
      schema: { params: ObjectParams, body: ReplyEdit, response: { 200: Item, ...errors } },
    },
    async (request) => editReply(deps, requireAuth(request.auth).user, Number(request.params.id), request.body.text),
  );

  typed.post(
    `${item}/reply`,
    {
      config: { policy: itemsWith('reply') },
      schema: { params: ObjectParams, body: ReplyCreate, response: { 200: Item, 409: ChangedMeanwhile, ...errors } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const outcome = await replyToItem(deps, user, Number(request.params.id), request.body, languageOfRequest(request));
      if (outcome.kind === 'stopped') return reply.code(409).send(outcome.body);
      return outcome.item;
    },
  );

  typed.post(
    `${item}/attachments`,
    {
      config: { policy: itemsWith('reply') },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { params: ObjectParams, body: ItemAttachmentUpload, response: { 200: Attachment, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const id = Number(request.params.id);
      const { body } = request;
      return 'copy_of' in body ? copyItemAttachment(deps, user, id, body.copy_of) : uploadItemAttachment(deps, user, id, body);
    },
  );

  for (const action of ITEM_ACTIONS) {
    typed.post(
      `${item}/${action}`,
      {
        config: { policy: itemsWith(ACTION_PERMISSION[action]) },
        schema: { params: ObjectParams, response: { 200: Item, ...errors } },
      },
      async (request) => actOnItem(deps, requireAuth(request.auth).user, Number(request.params.id), action),
    );
  }

  typed.get(
    author,
    { config: { policy: READ }, schema: { params: ObjectParams, response: { 200: AuthorDetail, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return authorDetail(db, requireAuth(request.auth).user, Number(request.params.id), deps.now());
    },
  );

  typed.get(
    `${author}/items`,
    {
      config: { policy: READ },
      schema: { params: ObjectParams, querystring: ItemsQuery, response: { 200: ItemsPage, ...errors } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const row = await authorOfUser(db, user, Number(request.params.id));
      reply.header('cache-control', 'no-store');
      // One author's comments: every status unless the query names some.
      const query = { 'status[]': [...COMMENT_STATUSES], ...request.query, author_id: String(row.id) };
      const scope = scopeWithin(await itemScopeOf(db, user.id), [row.spaceId]);
      return listItems(db, query, { userId: user.id, scope, now: deps.now() });
    },
  );

  typed.post(
    `${author}/block`,
    {
      config: { policy: rolesWith('block') },
      schema: { params: ObjectParams, body: AuthorBlock, response: { 200: Empty, ...errors } },
    },
    async (request) => {
      await blockAuthor(deps, requireAuth(request.auth).user, Number(request.params.id), request.body);
      return {};
    },
  );

  typed.delete(
    `${author}/block`,
    { config: { policy: rolesWith('block') }, schema: { params: ObjectParams, response: { 200: Empty, ...errors } } },
    async (request) => {
      await blockAuthor(deps, requireAuth(request.auth).user, Number(request.params.id), null);
      return {};
    },
  );

  typed.put(
    `${author}/labels`,
    {
      config: { policy: rolesWith('tag') },
      schema: { params: ObjectParams, body: AuthorLabelsUpdate, response: { 200: Author, ...errors } },
    },
    async (request) => setAuthorLabels(deps, requireAuth(request.auth).user, Number(request.params.id), request.body.labels),
  );

  typed.post(
    `${author}/notes`,
    {
      config: { policy: rolesWith('tag') },
      schema: { params: ObjectParams, body: AuthorNoteCreate, response: { 200: AuthorNote, ...errors } },
    },
    async (request) => addAuthorNote(deps, requireAuth(request.auth).user, Number(request.params.id), request.body.text),
  );
}
