// spec §7 GET v1/templates (params): the reply templates under '/' in the composer, for the users who reply
// (spec §1: operators and administrators) to comments or private messages (spec §6: the items or messages flag).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DeletedResponse,
  ErrorBody,
  ManagedTemplate,
  RequestIdParam,
  ROLE_NAMES,
  roleCan,
  TemplateCreate,
  TEMPLATES_MANAGE_PATH,
  TEMPLATES_PATH,
  TemplateConflict,
  TemplatesManageQuery,
  TemplatesManageResponse,
  TemplatesQuery,
  TemplatesResponse,
  TemplateUpdate,
} from '@console/api/contract';
import * as z from 'zod/mini';
import type { Db } from '../db/database.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { membershipAllows, requireAuth, type RoutePolicy } from '../http/policy.ts';
import { translate } from '../messages.ts';
import { listTemplates } from '../templates/list.ts';
import { createTemplate, deleteTemplate, managedTemplates, updateTemplate } from '../templates/manage.ts';

const REPLIERS: Exclude<RoutePolicy, string> = {
  role: ROLE_NAMES.filter((role) => roleCan(role, 'reply')),
  flag: ['items', 'messages'],
};

/** settings/templates (spec §2.5, §6): the templates flag, whatever the role; the space setting `templates` too. */
export const TEMPLATE_EDITORS: RoutePolicy = { role: ROLE_NAMES, flag: 'templates' };

const IdParams = z.object({ id: RequestIdParam });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const config = { policy: TEMPLATE_EDITORS };

export function templatesRoutes(app: FastifyInstance, deps: { db: Db; now: () => number }): void {
  const { db, now } = deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    `/${TEMPLATES_PATH}`,
    {
      config: { policy: REPLIERS },
      schema: {
        querystring: TemplatesQuery,
        response: { 200: TemplatesResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      // The console keeps each identical params' answer 30 min itself (spec §7, §9); no shared or browser cache.
      reply.header('cache-control', 'no-store');
      // The spaces where the membership replies (spec §1, §3: role and flags per membership).
      const spaceIds = user.memberships.filter((access) => membershipAllows(access, REPLIERS)).map((access) => access.spaceId);
      return { items: await listTemplates(db, spaceIds, request.query) };
    },
  );

  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `/${TEMPLATES_MANAGE_PATH}`,
    { config, schema: { querystring: TemplatesManageQuery, response: { 200: TemplatesManageResponse, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return { items: await managedTemplates(db, user.id, request.query.space_id) };
    },
  );

  typed.post(
    `/${TEMPLATES_PATH}`,
    { config, schema: { body: TemplateCreate, response: { 200: ManagedTemplate, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      return createTemplate(db, { callerId: user.id, now: now(), create: request.body });
    },
  );

  typed.patch(
    `/${TEMPLATES_PATH}/:id`,
    {
      config,
      schema: { params: IdParams, body: TemplateUpdate, response: { 200: ManagedTemplate, ...errors, 409: TemplateConflict } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const outcome = await updateTemplate(db, { callerId: user.id, now: now(), id: request.params.id, update: request.body });
      if (outcome.kind === 'ok') return outcome.template;
      const error = translate('templateConflict', languageOfRequest(request));
      return reply.code(409).send({ error, error_type: 'conflict' as const, current: outcome.current });
    },
  );

  typed.delete(
    `/${TEMPLATES_PATH}/:id`,
    { config, schema: { params: IdParams, response: { 200: DeletedResponse, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      await deleteTemplate(db, { callerId: user.id, now: now(), id: request.params.id });
      return { id: request.params.id };
    },
  );
}
