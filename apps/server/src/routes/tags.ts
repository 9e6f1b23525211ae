// settings/tags and settings/tag_groups (spec §2.4): the administrator's tags and tag groups; the inbox keeps reading
// GET v1/tags (routes/usergroups.ts) and GET v1/objects?tags=true. Another workspace's ids answer 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DeletedResponse,
  ErrorBody,
  ManagedTag,
  ManagedTagGroup,
  RequestIdParam,
  TAG_GROUPS_PATH,
  TAGS_MANAGE_PATH,
  TAGS_PATH,
  TagConflict,
  TagCreate,
  TagGroupConflict,
  TagGroupCreate,
  TagGroupUpdate,
  TagMerge,
  TagsManageQuery,
  TagsManageResponse,
  TagUpdate,
} from '@console/api/contract';
import * as z from 'zod/mini';
import type { Db } from '../db/database.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import { translate } from '../messages.ts';
import {
  createTag,
  createTagGroup,
  deleteTag,
  deleteTagGroup,
  managedTags,
  mergeTag,
  updateTag,
  updateTagGroup,
} from '../tags/tags.ts';

/** spec §2.5, §6: tags is a settings-role entry of the settings dropdown; spec §1: the administrator manages settings. */
export const TAGS_POLICY: RoutePolicy = { role: ['administrator'], flag: 'settings' };

const IdParams = z.object({ id: RequestIdParam });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const config = { policy: TAGS_POLICY };

export function tagsRoutes(app: FastifyInstance, deps: { db: Db; now: () => number }): void {
  const { db, now } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `/${TAGS_MANAGE_PATH}`,
    { config, schema: { querystring: TagsManageQuery, response: { 200: TagsManageResponse, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return managedTags(db, user.id, request.query.space_id);
    },
  );

  typed.post(
    `/${TAGS_PATH}`,
    { config, schema: { body: TagCreate, response: { 200: ManagedTag, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      return createTag(db, { callerId: user.id, now: now(), create: request.body });
    },
  );

  typed.put(
    `/${TAGS_PATH}/:id`,
    { config, schema: { params: IdParams, body: TagUpdate, response: { 200: ManagedTag, ...errors, 409: TagConflict } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const outcome = await updateTag(db, { callerId: user.id, now: now(), id: request.params.id, update: request.body });
      if (outcome.kind === 'ok') return outcome.tag;
      const error = translate('tagConflict', languageOfRequest(request));
      return reply.code(409).send({ error, error_type: 'conflict' as const, current: outcome.current });
    },
  );

  typed.delete(
    `/${TAGS_PATH}/:id`,
    { config, schema: { params: IdParams, response: { 200: DeletedResponse, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      await deleteTag(db, { callerId: user.id, now: now(), id: request.params.id });
      return { id: request.params.id };
    },
  );

  typed.post(
    `/${TAGS_PATH}/:id/merge`,
    { config, schema: { params: IdParams, body: TagMerge, response: { 200: ManagedTag, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      return mergeTag(db, { callerId: user.id, now: now(), id: request.params.id, intoId: request.body.into_id });
    },
  );

  typed.post(
    `/${TAG_GROUPS_PATH}`,
    { config, schema: { body: TagGroupCreate, response: { 200: ManagedTagGroup, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      return createTagGroup(db, { callerId: user.id, create: request.body });
    },
  );

  typed.put(
    `/${TAG_GROUPS_PATH}/:id`,
    {
      config,
      schema: { params: IdParams, body: TagGroupUpdate, response: { 200: ManagedTagGroup, ...errors, 409: TagGroupConflict } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const outcome = await updateTagGroup(db, { callerId: user.id, id: request.params.id, update: request.body });
      if (outcome.kind === 'ok') return outcome.group;
      const error = translate('tagGroupConflict', languageOfRequest(request));
      return reply.code(409).send({ error, error_type: 'conflict' as const, current: outcome.current });
    },
  );

  typed.delete(
    `/${TAG_GROUPS_PATH}/:id`,
    { config, schema: { params: IdParams, response: { 200: DeletedResponse, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      await deleteTagGroup(db, { callerId: user.id, id: request.params.id });
      return { id: request.params.id };
    },
  );
}
