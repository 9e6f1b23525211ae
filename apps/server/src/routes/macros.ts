// settings/macros (spec §2.4): the administrator's macros; every member lists them to run them from the item and chat
// pages and the bulk bar (docs/macros.md). Under v1/macros, so the space setting `macros` switched off refuses them
// (workspace/sections.ts); the runs under v1/items and v1/chats check it per macro (macros/run.ts). Another workspace's ids answer 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  Chat,
  ChatConflict,
  DeletedResponse,
  ErrorBody,
  Item,
  ItemConflict,
  ItemMacroRun,
  ItemsBulkMacroRun,
  ItemsBulkResult,
  ITEMS_BULK_MACRO_PATH,
  Macro,
  MacroConflict,
  MacroCreate,
  MACROS_PATH,
  MacrosQuery,
  MacrosResponse,
  MacroUpdate,
  ObjectParams,
  RequestIdParam,
  ROLE_NAMES,
  roleCan,
} from '@console/api/contract';
import * as z from 'zod/mini';
import type { Db } from '../db/database.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import { createMacro, deleteMacro, listMacros, updateMacro } from '../macros/macros.ts';
import { runChatMacro } from '../macros/chatRun.ts';
import { runMacro, runMacroBulk } from '../macros/run.ts';
import { translate } from '../messages.ts';
import type { Publisher } from '../realtime/publisher.ts';

/** spec §2.5, §6: macros is a settings-role entry of the settings dropdown, gated by the space setting `macros` too. */
export const MACROS_POLICY: RoutePolicy = { role: ['administrator'], flag: 'settings' };
/** Every role lists the macros (the run menus show those its permissions allow). */
const MACROS_READ: RoutePolicy = { role: ROLE_NAMES };
/** Running one is a change of comments: as PATCH v1/items/{id} (routes/items.ts ITEMS_CHANGE); each action is checked. */
const MACRO_RUN: RoutePolicy = { role: ROLE_NAMES.filter((role) => roleCan(role, 'tag')), flag: 'items' };
/** On a chat: as PATCH v1/chats/{id} (routes/chats.ts CHANGE, the messages flag); each action is checked. */
const CHAT_MACRO_RUN: RoutePolicy = { role: ROLE_NAMES.filter((role) => roleCan(role, 'tag')), flag: 'messages' };

const IdParams = z.object({ id: RequestIdParam });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const config = { policy: MACROS_POLICY };

type Deps = { db: Db; now: () => number; publisher: Publisher };

export function macrosRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, now } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `/${MACROS_PATH}`,
    { config: { policy: MACROS_READ }, schema: { querystring: MacrosQuery, response: { 200: MacrosResponse, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return { items: await listMacros(db, user.id, request.query.space_id) };
    },
  );

  typed.post(
    `/${MACROS_PATH}`,
    { config, schema: { body: MacroCreate, response: { 200: Macro, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      return createMacro(db, { callerId: user.id, now: now(), create: request.body });
    },
  );

  typed.patch(
    `/${MACROS_PATH}/:id`,
    { config, schema: { params: IdParams, body: MacroUpdate, response: { 200: Macro, ...errors, 409: MacroConflict } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const outcome = await updateMacro(db, { callerId: user.id, now: now(), id: request.params.id, update: request.body });
      if (outcome.kind === 'ok') return outcome.macro;
      const error = translate('macroConflict', languageOfRequest(request));
      return reply.code(409).send({ error, error_type: 'conflict' as const, current: outcome.current });
    },
  );

  typed.delete(
    `/${MACROS_PATH}/:id`,
    { config, schema: { params: IdParams, response: { 200: DeletedResponse, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      await deleteMacro(db, { callerId: user.id, now: now(), id: request.params.id });
      return { id: request.params.id };
    },
  );

  typed.post(
    '/v1/items/:id/macro',
    {
      config: { policy: MACRO_RUN },
      schema: { params: ObjectParams, body: ItemMacroRun, response: { 200: Item, ...errors, 409: ItemConflict } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const outcome = await runMacro(deps, user, Number(request.params.id), request.body, languageOfRequest(request));
      if (outcome.kind === 'conflict') return reply.code(409).send(outcome.body);
      return outcome.item;
    },
  );

  typed.post(
    '/v1/chats/:id/macro',
    {
      config: { policy: CHAT_MACRO_RUN },
      schema: { params: ObjectParams, body: ItemMacroRun, response: { 200: Chat, ...errors, 409: ChatConflict } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const outcome = await runChatMacro(deps, user, Number(request.params.id), request.body, languageOfRequest(request));
      if (outcome.kind === 'conflict') return reply.code(409).send(outcome.body);
      return outcome.chat;
    },
  );

  typed.post(
    `/${ITEMS_BULK_MACRO_PATH}`,
    { config: { policy: MACRO_RUN }, schema: { body: ItemsBulkMacroRun, response: { 200: ItemsBulkResult, ...errors } } },
    async (request) => runMacroBulk(deps, requireAuth(request.auth).user, request.body, languageOfRequest(request)),
  );
}
