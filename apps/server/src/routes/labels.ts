// settings/labels (spec §2.4): the administrator's author labels and the authors carrying one. Under v1/labels, so the
// space setting `labels` switched off refuses them (workspace/sections.ts). Another workspace's ids answer 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DeletedResponse,
  ErrorBody,
  LABELS_MANAGE_PATH,
  LABELS_PATH,
  LabelAuthorParams,
  LabelAuthorsResponse,
  LabelConflict,
  LabelCreate,
  LabelsManageQuery,
  LabelsManageResponse,
  LabelUpdate,
  ManagedLabel,
  RequestIdParam,
} from '@console/api/contract';
import * as z from 'zod/mini';
import type { Db } from '../db/database.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import { translate } from '../messages.ts';
import { createLabel, deleteLabel, labelAuthors, managedLabels, removeLabelAuthor, updateLabel } from '../tags/labels.ts';

/** spec §2.5, §6: author labels is a settings-role entry, gated by the space setting `labels` too. */
export const LABELS_POLICY: RoutePolicy = { role: ['administrator'], flag: 'settings' };

const IdParams = z.object({ id: RequestIdParam });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const config = { policy: LABELS_POLICY };

export function labelsRoutes(app: FastifyInstance, deps: { db: Db; now: () => number }): void {
  const { db, now } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `/${LABELS_MANAGE_PATH}`,
    { config, schema: { querystring: LabelsManageQuery, response: { 200: LabelsManageResponse, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return { items: await managedLabels(db, user.id, request.query.space_id) };
    },
  );

  typed.post(
    `/${LABELS_PATH}`,
    { config, schema: { body: LabelCreate, response: { 200: ManagedLabel, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      return createLabel(db, { callerId: user.id, now: now(), create: request.body });
    },
  );

  typed.put(
    `/${LABELS_PATH}/:id`,
    { config, schema: { params: IdParams, body: LabelUpdate, response: { 200: ManagedLabel, ...errors, 409: LabelConflict } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const outcome = await updateLabel(db, { callerId: user.id, now: now(), id: request.params.id, update: request.body });
      if (outcome.kind === 'ok') return outcome.label;
      const error = translate('labelConflict', languageOfRequest(request));
      return reply.code(409).send({ error, error_type: 'conflict' as const, current: outcome.current });
    },
  );

  typed.delete(
    `/${LABELS_PATH}/:id`,
    { config, schema: { params: IdParams, response: { 200: DeletedResponse, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      await deleteLabel(db, { callerId: user.id, now: now(), id: request.params.id });
      return { id: request.params.id };
    },
  );

  typed.get(
    `/${LABELS_PATH}/:id/authors`,
    { config, schema: { params: IdParams, response: { 200: LabelAuthorsResponse, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return labelAuthors(db, user.id, request.params.id);
    },
  );

  typed.delete(
    `/${LABELS_PATH}/:id/authors/:author_id`,
    { config, schema: { params: LabelAuthorParams, response: { 200: LabelAuthorsResponse, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      return removeLabelAuthor(db, { callerId: user.id, id: request.params.id, authorId: request.params.author_id });
    },
  );
}
