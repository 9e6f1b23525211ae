// Billing endpoints (spec §1 plans and periods, §2.4 billing pages, §8 limit messages) and the
// payment provider's own routes. The billing page is for the settings role (spec §6).
import { PROMOCODE_MAX_LENGTH } from '@console/spec';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  BILLING_PAYMENTS_PATH,
  BILLING_PLANS_PATH,
  BILLING_PROMOCODES_PATH,
  BILLING_SPACES_PATH,
  BillingSpacesResponse,
  ErrorBody,
  Payment,
  PaymentCreate,
  PaymentCreated,
  PaymentsQuery,
  PaymentsResponse,
  RequestIdParam,
  PlansResponse,
  Promocode,
} from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { spaceMembers, spaces } from '../db/schema.ts';
import { publicAddresses, type AddressOptions } from '../http/addresses.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { requireAuth, type RoutePolicy } from '../http/policy.ts';
import { translate } from '../messages.ts';
import { CURRENCY, PLANS } from '../billing/plans.ts';
import { confirmPayment, createPayment, memberSpace, paymentOfUser, paymentsOfSpace, type Billing } from '../billing/payments.ts';
import { findUsablePromocode } from '../billing/promocodes.ts';
import { signupDiscountOf } from '../billing/signupDiscount.ts';
import { spaceUsage } from '../billing/usage.ts';
import { toBillingSpace, toPayment, toPromocode } from '../views.ts';

// spec §6: billing is the settings role's; the administrator is the role that carries it (seed ROLE_FLAGS).
const SETTINGS_ROLE: RoutePolicy = { role: ['administrator'] };

const IdParams = z.object({ id: RequestIdParam });
const CodeParams = z.object({ code: z.string().check(z.minLength(1), z.maxLength(PROMOCODE_MAX_LENGTH)) });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export type BillingRoutesDeps = Billing & { addresses: AddressOptions };

/** The console's origin of this request (its Origin when it is one of ours), where the payment returns to. */
function siteOriginOf(request: FastifyRequest, addresses: AddressOptions): string {
  const known = publicAddresses(request.raw, addresses);
  const origin = request.headers.origin;
  return origin !== undefined && known.origins.includes(origin) ? origin : known.origins[0];
}

export function billingRoutes(app: FastifyInstance, deps: BillingRoutesDeps): void {
  const { db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `/${BILLING_PLANS_PATH}`,
    { config: { policy: 'authenticated' }, schema: { response: { 200: PlansResponse, 401: ErrorBody } } },
    async () => ({ currency: CURRENCY, items: [...PLANS] }),
  );

  typed.get(
    `/${BILLING_SPACES_PATH}`,
    { config: { policy: SETTINGS_ROLE }, schema: { response: { 200: BillingSpacesResponse, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const rows = await spacesOf(db, user.id);
      reply.header('cache-control', 'no-store');
      return {
        items: await Promise.all(
          rows.map(async (space) => toBillingSpace(space, await spaceUsage(db, space.id), await signupDiscountOf(db, space.id))),
        ),
      };
    },
  );

  typed.get(
    `/${BILLING_PAYMENTS_PATH}`,
    { config: { policy: SETTINGS_ROLE }, schema: { querystring: PaymentsQuery, response: { 200: PaymentsResponse, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const space = await memberSpace(db, user.id, request.query.space_id);
      reply.header('cache-control', 'no-store');
      return { items: (await paymentsOfSpace(db, space.id)).map((row) => toPayment(row, space.name)) };
    },
  );

  typed.get(
    `/${BILLING_PAYMENTS_PATH}/:id`,
    { config: { policy: SETTINGS_ROLE }, schema: { params: IdParams, response: { 200: Payment, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const { payment, spaceName } = await paymentOfUser(db, user.id, request.params.id);
      reply.header('cache-control', 'no-store');
      return toPayment(payment, spaceName);
    },
  );

  typed.post(
    `/${BILLING_PAYMENTS_PATH}`,
    { config: { policy: SETTINGS_ROLE }, schema: { body: PaymentCreate, response: { 200: PaymentCreated, ...errors } } },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const language = languageOfRequest(request);
      const { payment, spaceName, confirmationUrl } = await createPayment(deps, {
        userId: user.id,
        spaceId: request.body.space_id,
        tariffId: request.body.tariff_id,
        period: request.body.period,
        promocode: request.body.promocode,
        siteOrigin: siteOriginOf(request, deps.addresses),
        description: (space, plan) =>
          translate('sandboxDescription', language, { space: space.name, plan, days: request.body.period }),
      });
      return { payment: toPayment(payment, spaceName), confirmation_url: confirmationUrl };
    },
  );

  typed.get(
    `/${BILLING_PROMOCODES_PATH}/:code`,
    { config: { policy: SETTINGS_ROLE }, schema: { params: CodeParams, response: { 200: Promocode, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toPromocode(await findUsablePromocode(db, request.params.code, deps.now()));
    },
  );

  deps.provider.registerRoutes(app, async (confirmation) => void (await confirmPayment(deps, confirmation)));
}

/** The spaces the user administers (spec §1, §3: the role is each membership's): billing is theirs. */
async function spacesOf(db: Db, userId: number) {
  const rows = await db
    .select({ space: spaces })
    .from(spaceMembers)
    .innerJoin(spaces, eq(spaceMembers.spaceId, spaces.id))
    .where(and(eq(spaceMembers.userId, userId), eq(spaceMembers.role, 'administrator')))
    .orderBy(asc(spaces.id));
  return rows.map((row) => row.space);
}
