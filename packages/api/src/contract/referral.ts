import * as z from 'zod/mini';
import { Money } from './billing.ts';
import { Tariff } from './space.ts';

// settings/referral (spec §2.4 "referral (partners only)", §6 "The referral page is for partners (is_partner) only").
// The spec does not show this endpoint; it follows the v1 style of architecture.md. The sign-up link is built by the
// console from its own origin (/signup?code=<code>, spec §2.1), so it is not part of the answer.
export const REFERRAL_PATH = 'v1/referral';

/** One of the partner's promo codes, with its terms (spec §1 "promo codes"). */
export const ReferralPromocode = z.object({
  code: z.string(),
  percent_off: z.int().check(z.minimum(0), z.maximum(100)),
  extra_days: z.int().check(z.nonnegative()),
  valid_until: z.nullable(z.int()), // unix seconds; null: no end
  uses: z.int().check(z.nonnegative()),
  max_uses: z.nullable(z.int().check(z.nonnegative())), // null: unlimited
});
export type ReferralPromocode = z.infer<typeof ReferralPromocode>;

/** A workspace signed up with one of the partner's codes. */
export const ReferralWorkspace = z.object({
  id: z.int(),
  name: z.string(),
  promocode: z.string(),
  signed_up_at: z.int(), // unix seconds
  tariff: Tariff,
  is_trial: z.boolean(),
  paid_total: Money, // minor units, the answer's currency
});
export type ReferralWorkspace = z.infer<typeof ReferralWorkspace>;

/** A paid payment of such a workspace. */
export const ReferralPayment = z.object({
  id: z.int(),
  paid_at: z.int(), // unix seconds
  space_id: z.int(),
  space_name: z.string(),
  amount: Money,
  currency: z.string().check(z.length(3)),
});
export type ReferralPayment = z.infer<typeof ReferralPayment>;

export const ReferralResponse = z.object({
  currency: z.string().check(z.length(3)),
  promocodes: z.array(ReferralPromocode),
  workspaces: z.array(ReferralWorkspace), // newest sign-up first
  payments: z.array(ReferralPayment), // newest first
  paid_total: Money, // every payment above
});
export type ReferralResponse = z.infer<typeof ReferralResponse>;

/** The sign-up link of a code (spec §2.1: "a code query fills the promo code"), on the console's origin. */
export const referralSignupUrl = (origin: string, code: string): string =>
  `${origin}/signup?${new URLSearchParams({ code }).toString()}`;
