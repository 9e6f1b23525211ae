// Companies (spec §1: administrators manage companies; §3 Company): POST v1/companies, PATCH and DELETE
// v1/companies/{id}, in the style of the spec's GET v1/companies (routes/objects.ts). Another workspace's ids answer 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COMPANIES_PATH,
  Company,
  CompanyConflict,
  CompanyCreate,
  CompanyUpdate,
  DeletedResponse,
  ErrorBody,
  RequestIdParam,
} from '@console/api/contract';
import * as z from 'zod/mini';
import { createCompany, deleteCompany, updateCompany } from '../companies/companies.ts';
import type { Db } from '../db/database.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import { translate } from '../messages.ts';

/** spec §1: the administrator manages companies; spec §6: with the settings flag. */
export const COMPANIES_POLICY: RoutePolicy = { role: ['administrator'], flag: 'settings' };

const IdParams = z.object({ id: RequestIdParam });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const config = { policy: COMPANIES_POLICY };

export function companiesRoutes(app: FastifyInstance, deps: { db: Db; now: () => number }): void {
  const { db, now } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    `/${COMPANIES_PATH}`,
    { config, schema: { body: CompanyCreate, response: { 200: Company, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      return createCompany(db, { callerId: user.id, now: now(), create: request.body });
    },
  );

  typed.patch(
    `/${COMPANIES_PATH}/:id`,
    { config, schema: { params: IdParams, body: CompanyUpdate, response: { 200: Company, ...errors, 409: CompanyConflict } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const outcome = await updateCompany(db, { callerId: user.id, now: now(), id: request.params.id, update: request.body });
      if (outcome.kind === 'ok') return outcome.company;
      const error = translate('companyConflict', languageOfRequest(request));
      return reply.code(409).send({ error, error_type: 'conflict' as const, current: outcome.current });
    },
  );

  typed.delete(
    `/${COMPANIES_PATH}/:id`,
    { config, schema: { params: IdParams, response: { 200: DeletedResponse, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      await deleteCompany(db, { callerId: user.id, now: now(), id: request.params.id });
      return { id: request.params.id };
    },
  );
}
