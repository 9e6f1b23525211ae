// spec §7 GET v1/templates (params): the reply templates under '/' in the composer, for the users who reply
// (spec §1: operators and administrators) to comments or private messages (spec §6: the items or messages flag).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, ROLE_NAMES, roleCan, TEMPLATES_PATH, TemplatesQuery, TemplatesResponse } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { membershipAllows, requireAuth, type RoutePolicy } from '../http/policy.ts';
import { listTemplates } from '../templates/list.ts';

const REPLIERS: Exclude<RoutePolicy, string> = {
  role: ROLE_NAMES.filter((role) => roleCan(role, 'reply')),
  flag: ['items', 'messages'],
};

export function templatesRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
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
}
