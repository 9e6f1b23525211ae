// accounts/{id}/exclude, exclude_messages and chats (spec §2.4; docs/exclusions.md): an account's exclusions and chat
// settings. The settings role (spec §2.5, §6); an account of another workspace answers 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountIdParams,
  ChatSettings,
  ChatSettingsConflict,
  ChatSettingsUpdate,
  ErrorBody,
  ExclusionAuthorsQuery,
  ExclusionAuthorsResponse,
  Exclusions,
  ExclusionsConflict,
  ExclusionsUpdate,
  type ExclusionScope,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { chatSettingsOf, exclusionAuthors, exclusionsOf, saveChatSettings, saveExclusions } from '../exclusions/rules.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import { translate } from '../messages.ts';

/** spec §1, §2.5: the administrator manages accounts, with the settings role. */
export const EXCLUSIONS_POLICY: RoutePolicy = { role: ['administrator'], flag: 'settings' };

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const config = { policy: EXCLUSIONS_POLICY };
const SCOPES: ReadonlyArray<[ExclusionScope, string]> = [
  ['comments', 'exclude'],
  ['messages', 'exclude_messages'],
];

export function exclusionsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  for (const [scope, segment] of SCOPES) {
    const path = `/v1/accounts/:id/${segment}`;
    typed.get(
      path,
      { config, schema: { params: AccountIdParams, response: { 200: Exclusions, ...errors } } },
      async (request, reply) => {
        const { user } = requireAuth(request.auth);
        reply.header('cache-control', 'no-store');
        return exclusionsOf(db, user.id, request.params.id, scope);
      },
    );

    typed.put(
      path,
      {
        config,
        schema: {
          params: AccountIdParams,
          body: ExclusionsUpdate,
          response: { 200: Exclusions, ...errors, 409: ExclusionsConflict },
        },
      },
      async (request, reply) => {
        const { user } = requireAuth(request.auth);
        const outcome = await saveExclusions(db, { callerId: user.id, id: request.params.id, scope, update: request.body });
        if (outcome.kind === 'ok') return outcome.value;
        const error = translate('exclusionsConflict', languageOfRequest(request));
        return reply.code(409).send({ error, error_type: 'conflict' as const, current: outcome.current });
      },
    );

    typed.get(
      `${path}/authors`,
      {
        config,
        schema: {
          params: AccountIdParams,
          querystring: ExclusionAuthorsQuery,
          response: { 200: ExclusionAuthorsResponse, ...errors },
        },
      },
      async (request, reply) => {
        const { user } = requireAuth(request.auth);
        reply.header('cache-control', 'no-store');
        const q = request.query.q ?? '';
        return { items: await exclusionAuthors(db, { callerId: user.id, id: request.params.id, scope, q }) };
      },
    );
  }

  typed.get(
    '/v1/accounts/:id/chats',
    { config, schema: { params: AccountIdParams, response: { 200: ChatSettings, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return chatSettingsOf(db, user.id, request.params.id);
    },
  );

  typed.put(
    '/v1/accounts/:id/chats',
    {
      config,
      schema: {
        params: AccountIdParams,
        body: ChatSettingsUpdate,
        response: { 200: ChatSettings, ...errors, 409: ChatSettingsConflict },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const outcome = await saveChatSettings(db, { callerId: user.id, id: request.params.id, update: request.body });
      if (outcome.kind === 'ok') return outcome.value;
      const error = translate('exclusionsConflict', languageOfRequest(request));
      return reply.code(409).send({ error, error_type: 'conflict' as const, current: outcome.current });
    },
  );
}
