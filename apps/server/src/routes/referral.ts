// settings/referral (spec §2.4 referral, §6 "The referral page is for partners (is_partner) only"): the partner's
// promo codes, the workspaces signed up with them and their payments. Any role, but only a partner (others 403).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, REFERRAL_PATH, ReferralResponse, ROLE_NAMES } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { requireAuth } from '../http/policy.ts';
import { partnerReferrals } from '../referral/partnerReferrals.ts';

export function referralRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    `/${REFERRAL_PATH}`,
    {
      config: { policy: { role: ROLE_NAMES, partner: true } },
      schema: { response: { 200: ReferralResponse, 401: ErrorBody, 403: ErrorBody } },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return partnerReferrals(deps.db, user.id);
    },
  );
}
