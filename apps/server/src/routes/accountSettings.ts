// settings/accounts/{id} (spec §2.4 account-edit and its reactions page): GET v1/objects/{id}/settings, PATCH and
// DELETE v1/objects/{id}. Not shown by the spec; designed in the style of GET v1/objects/{id} (docs/accounts.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountConflict,
  AccountSettings,
  AccountUpdate,
  DeletedResponse,
  ErrorBody,
  OBJECTS_PATH,
  RequestIdParam,
} from '@console/api/contract';
import * as z from 'zod/mini';
import { accountSettings, removeAccount, updateAccount } from '../accounts/settings.ts';
import type { Db } from '../db/database.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import { translate } from '../messages.ts';

/** spec §1: the administrator manages accounts; §2.5: accounts is a settings-role entry of the settings dropdown. */
export const ACCOUNT_SETTINGS_POLICY: RoutePolicy = { role: ['administrator'], flag: 'settings' };

const IdParams = z.object({ id: RequestIdParam });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const config = { policy: ACCOUNT_SETTINGS_POLICY };

export function accountSettingsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `/${OBJECTS_PATH}/:id/settings`,
    { config, schema: { params: IdParams, response: { 200: AccountSettings, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return accountSettings(db, user.id, request.params.id);
    },
  );

  typed.patch(
    `/${OBJECTS_PATH}/:id`,
    {
      config,
      schema: { params: IdParams, body: AccountUpdate, response: { 200: AccountSettings, ...errors, 409: AccountConflict } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const outcome = await updateAccount(db, { callerId: user.id, id: request.params.id, update: request.body });
      if (outcome.kind === 'ok') return outcome.settings;
      const error = translate('accountConflict', languageOfRequest(request));
      return reply.code(409).send({ error, error_type: 'conflict' as const, current: outcome.current });
    },
  );

  typed.delete(
    `/${OBJECTS_PATH}/:id`,
    { config, schema: { params: IdParams, response: { 200: DeletedResponse, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      await removeAccount(db, { callerId: user.id, id: request.params.id });
      return { id: request.params.id };
    },
  );
}
