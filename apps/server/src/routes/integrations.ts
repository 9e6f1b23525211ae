// settings/integrations (spec §2.4): a space's Telegram bot and Slack app. The settings role's, like billing (spec §6);
// a space the caller is not a member of answers 404. The token is written, never answered.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  INTEGRATIONS_PATH,
  Integration,
  IntegrationConflict,
  IntegrationConnect,
  IntegrationParams,
  IntegrationSpace,
  IntegrationsQuery,
  IntegrationsResponse,
  IntegrationTestResult,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { memberSpace } from '../billing/payments.ts';
import { ApiFailure } from '../http/errors.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import { translate } from '../messages.ts';
import type { ChannelAdapters } from '../integrations/channel.ts';
import type { TokenCipher } from '../integrations/tokenCipher.ts';
import { connectChannel, disconnectChannel, integrationsOf, postToChannel } from '../integrations/spaceChannels.ts';

// spec §6: workspace settings are the settings role's; the administrator is the role that carries it (seed ROLE_FLAGS).
const SETTINGS_ROLE: RoutePolicy = { role: ['administrator'] };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export type IntegrationsDeps = {
  db: Db;
  now: () => number;
  adapters: ChannelAdapters;
  /** The tokens' key (integrations/tokenCipher.ts): stored sealed, opened to post. */
  tokens: TokenCipher;
  productName: string;
};

export function integrationsRoutes(app: FastifyInstance, deps: IntegrationsDeps): void {
  const { db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `/${INTEGRATIONS_PATH}`,
    {
      config: { policy: SETTINGS_ROLE },
      schema: { querystring: IntegrationsQuery, response: { 200: IntegrationsResponse, ...errors } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const space = await memberSpace(db, user.id, request.query.space_id);
      reply.header('cache-control', 'no-store');
      return { items: await integrationsOf(db, space.id) };
    },
  );

  typed.put(
    `/${INTEGRATIONS_PATH}/:kind`,
    {
      config: { policy: SETTINGS_ROLE },
      schema: {
        params: IntegrationParams,
        body: IntegrationConnect,
        response: { 200: Integration, ...errors, 409: IntegrationConflict },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const space = await memberSpace(db, user.id, request.body.space_id);
      const { token, target, seen } = request.body;
      const outcome = await connectChannel(db, deps, {
        spaceId: space.id,
        kind: request.params.kind,
        token,
        target,
        ...(seen === undefined ? {} : { seen }),
        now: deps.now(),
      });
      if (outcome.kind === 'ok') return outcome.integration;
      // 409 (docs/error-types.md conflict): another administrator connected or changed it meanwhile.
      const error = translate('integrationConflict', languageOfRequest(request));
      return reply.code(409).send({ error, error_type: 'conflict' as const, current: outcome.current });
    },
  );

  typed.post(
    `/${INTEGRATIONS_PATH}/:kind/test`,
    {
      config: { policy: SETTINGS_ROLE },
      schema: { params: IntegrationParams, body: IntegrationSpace, response: { 200: IntegrationTestResult, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const space = await memberSpace(db, user.id, request.body.space_id);
      const language = user.locale ?? languageOfRequest(request);
      const sent = await postToChannel(db, deps, space.id, request.params.kind, {
        title: translate('integrationTestTitle', language),
        text: translate('integrationTestText', language, { product: deps.productName, space: space.name }),
        link: null,
      });
      if (!sent) throw new ApiFailure(404, 'integrationNotConnected');
      return { sent };
    },
  );

  typed.delete(
    `/${INTEGRATIONS_PATH}/:kind`,
    {
      config: { policy: SETTINGS_ROLE },
      schema: { params: IntegrationParams, querystring: IntegrationsQuery, response: { 200: Integration, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const space = await memberSpace(db, user.id, request.query.space_id);
      return disconnectChannel(db, space.id, request.params.kind);
    },
  );
}
