// settings/subscriptions (spec §2.4): the caller's alerts on their saved filters of comments. The settings role's,
// like the page (spec §2.5 settings dropdown, gated by the `subscriptions` space setting).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ErrorBody,
  SUBSCRIPTIONS_PATH,
  Subscription,
  SubscriptionConflict,
  SubscriptionCreate,
  SubscriptionParams,
  SubscriptionsResponse,
  SubscriptionUpdate,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { publicAddresses, type AddressOptions } from '../http/addresses.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import { translate } from '../messages.ts';
import { createSubscription, deleteSubscription, subscriptionsOf, updateSubscription } from '../subscriptions/store.ts';

// spec §6: the settings role; the administrator is the role that carries it (seed ROLE_FLAGS).
const SETTINGS_ROLE: RoutePolicy = { role: ['administrator'] };
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The console's origin this request came from (its Origin when it is one of ours): the digests link there. */
export function consoleOriginOf(request: FastifyRequest, addresses: AddressOptions): string {
  const known = publicAddresses(request.raw, addresses);
  const origin = request.headers.origin;
  return origin !== undefined && known.origins.includes(origin) ? origin : known.origins[0];
}

export function subscriptionsRoutes(app: FastifyInstance, deps: { db: Db; now: () => number; addresses: AddressOptions }): void {
  const { db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `/${SUBSCRIPTIONS_PATH}`,
    { config: { policy: SETTINGS_ROLE }, schema: { response: { 200: SubscriptionsResponse, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return { items: await subscriptionsOf(db, user.id) };
    },
  );

  typed.post(
    `/${SUBSCRIPTIONS_PATH}`,
    { config: { policy: SETTINGS_ROLE }, schema: { body: SubscriptionCreate, response: { 200: Subscription, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const origin = consoleOriginOf(request, deps.addresses);
      return createSubscription(db, { ...request.body, userId: user.id, origin, now: deps.now() });
    },
  );

  typed.put(
    `/${SUBSCRIPTIONS_PATH}/:id`,
    {
      config: { policy: SETTINGS_ROLE },
      // 409: changed meanwhile (conflict, with the alert as it is now) or the filter's alert by that channel exists.
      schema: {
        params: SubscriptionParams,
        body: SubscriptionUpdate,
        response: { 200: Subscription, ...errors, 409: z.union([SubscriptionConflict, ErrorBody]) },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const outcome = await updateSubscription(db, { ...request.body, userId: user.id, id: request.params.id, now: deps.now() });
      if (outcome.kind === 'ok') return outcome.subscription;
      const error = translate('subscriptionConflict', languageOfRequest(request));
      return reply.code(409).send({ error, error_type: 'conflict' as const, current: outcome.current });
    },
  );

  typed.delete(
    `/${SUBSCRIPTIONS_PATH}/:id`,
    {
      config: { policy: SETTINGS_ROLE },
      schema: { params: SubscriptionParams, response: { 200: SubscriptionsResponse, ...errors } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      await deleteSubscription(db, user.id, request.params.id, deps.now());
      return { items: await subscriptionsOf(db, user.id) };
    },
  );
}
